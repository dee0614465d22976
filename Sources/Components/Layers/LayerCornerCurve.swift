/// The shape of rounded corners (`CALayerCornerCurve`); both draw circular corners here.
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = LayerCornerCurve(rawValue: "circular")
  public static let continuous = LayerCornerCurve(rawValue: "continuous")
}
