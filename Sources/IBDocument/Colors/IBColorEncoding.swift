/// How one `<color>` element of an IB document writes its colour, before it is resolved
/// to sRGB.
public enum IBColorEncoding: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Red, green and blue components in the named space: `sRGB`, `displayP3` (custom
  /// spaces), `calibratedRGB` or `deviceRGB`.
  case rgb(space: String, red: Double, green: Double, blue: Double, alpha: Double)
  /// A grey in the named space: `calibratedWhite`, `genericGamma22GrayColorSpace`,
  /// `deviceWhite`.
  case white(space: String, white: Double, alpha: Double)
  /// `systemColor="systemBlueColor"` (iOS 13 and later documents).
  case systemColor(String)
  /// `cocoaTouchSystemColor="darkTextColor"` (older iOS documents).
  case cocoaTouchSystemColor(String)
  /// `catalog="System" name="labelColor"` (AppKit catalog colours).
  case catalog(catalog: String, name: String)
  /// `name="ButtonColor"`: a named colour of the document's resources or an asset catalog.
  case named(String)

  /// A short name of the encoding, as MANIFEST.md counts them (`custom:sRGB`,
  /// `calibratedWhite`, `systemColor`, `named`, …).
  public var encodingName: String {
    switch self {
    case .rgb(let space, _, _, _, _), .white(let space, _, _):
      switch space {
      case "calibratedRGB", "deviceRGB", "calibratedWhite", "deviceWhite": space
      default: "custom:" + space
      }
    case .systemColor: "systemColor"
    case .cocoaTouchSystemColor: "cocoaTouchSystemColor"
    case .catalog: "catalog"
    case .named: "named"
    }
  }

  public var description: String {
    switch self {
    case .rgb(let space, let r, let g, let b, let a): "\(space)(\(r), \(g), \(b), \(a))"
    case .white(let space, let w, let a): "\(space)(\(w), \(a))"
    case .systemColor(let name): "systemColor \(name)"
    case .cocoaTouchSystemColor(let name): "cocoaTouchSystemColor \(name)"
    case .catalog(let catalog, let name): "catalog \(catalog) \(name)"
    case .named(let name): "named \(name)"
    }
  }
}
