/// A font by name (`CGFont`), as code hands one to a text layer; the layer sets it at its
/// own `fontSize`.
public final class GraphicsFont: @unchecked Sendable {
  /// The PostScript or family name.
  public let fullName: String?

  /// The font named `name`; never `nil` here (a missing font is substituted when drawn).
  public init?(_ name: String) { fullName = name }
}
