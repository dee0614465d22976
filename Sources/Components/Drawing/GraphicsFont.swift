/// A font by name (`CGFont`), as code hands one to a text layer; the layer sets it at its
/// own `fontSize`.
public final class GraphicsFont: @unchecked Sendable {
  /// The PostScript or family name.
  public let fullName: String?
  /// The bytes of the font file the font was made from (`CGFont(_:)` of a data provider),
  /// which registering it (`CTFontManagerRegisterGraphicsFont`) reads; `nil` for a font by name.
  public let data: [UInt8]?

  /// The font named `name`; never `nil` here (a missing font is substituted when drawn).
  public init?(_ name: String) {
    fullName = name
    data = nil
  }

  /// The font of a font file's `data`, whose PostScript name is `postScriptName`.
  public init(postScriptName: String, data: [UInt8]) {
    fullName = postScriptName
    self.data = data
  }
}
