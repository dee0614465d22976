import Components

extension ContentMode {
  /// The names IB documents write in `contentMode="…"`, in the enum's order.
  static let interfaceBuilderNames = [
    "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
    "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
  ]

  /// The mode an IB document names, or `nil` for an unknown name.
  public init?(interfaceBuilderName name: String) {
    guard let index = Self.interfaceBuilderNames.firstIndex(of: name) else { return nil }
    self.init(rawValue: index)
  }

  /// The name an IB document writes for this mode.
  public var interfaceBuilderName: String {
    Self.interfaceBuilderNames.indices.contains(rawValue)
      ? Self.interfaceBuilderNames[rawValue] : String(rawValue)
  }
}
