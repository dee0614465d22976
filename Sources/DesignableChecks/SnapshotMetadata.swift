import PNGCodec

/// What a reference PNG records about how it was drawn, as PNG text entries, so that a
/// difference caused by another renderer version or another font can be reported as that
/// rather than as pixel noise.
public struct SnapshotMetadata: Equatable, Sendable, Codable {
  /// The renderer version that drew the picture.
  public var rendererVersion: String
  /// The snapshot's name (component, size, scale, attribute set).
  public var name: String?
  /// The attribute set, as the caller describes it (for example JSON).
  public var attributes: String?
  /// The fonts that drew text, by file name and content hash.
  public var fonts: String?

  public init(
    rendererVersion: String = SnapshotMetadata.currentRendererVersion, name: String? = nil,
    attributes: String? = nil, fonts: String? = nil
  ) {
    self.rendererVersion = rendererVersion
    self.name = name
    self.attributes = attributes
    self.fonts = fonts
  }

  /// The version of the renderer in this build. It changes whenever the same drawing can
  /// give other pixels, so that old references are reported as coming from another version.
  public static let currentRendererVersion = "40"

  static let rendererKey = "Designable-Renderer"
  static let nameKey = "Designable-Snapshot"
  static let attributesKey = "Designable-Attributes"
  static let fontsKey = "Designable-Fonts"

  /// The PNG text entries, in a fixed order. A NUL, which PNG text cannot hold, is written
  /// as U+FFFD, so a name holding one still records its reference.
  public var textEntries: [PNGTextEntry] {
    var entries = [PNGTextEntry(key: Self.rendererKey, value: rendererVersion)]
    if let name { entries.append(PNGTextEntry(key: Self.nameKey, value: Self.storable(name))) }
    if let attributes {
      entries.append(PNGTextEntry(key: Self.attributesKey, value: Self.storable(attributes)))
    }
    if let fonts { entries.append(PNGTextEntry(key: Self.fontsKey, value: Self.storable(fonts))) }
    return entries
  }

  private static func storable(_ text: String) -> String {
    text.contains("\u{0}") ? text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : text
  }

  /// Reads the metadata from a decoded reference; `nil` when it has no renderer entry
  /// (a PNG that Designable did not write).
  public init?(_ info: PNGInfo) {
    guard let version = info.text(forKey: Self.rendererKey) else { return nil }
    self.init(
      rendererVersion: version, name: info.text(forKey: Self.nameKey),
      attributes: info.text(forKey: Self.attributesKey), fonts: info.text(forKey: Self.fontsKey))
  }
}
