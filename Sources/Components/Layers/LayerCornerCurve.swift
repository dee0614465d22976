/// The shape of rounded corners (`CALayerCornerCurve`): `.circular` quarter circles, or
/// `.continuous` curves that leave each edge gradually (``ContinuousCorner``).
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = LayerCornerCurve(rawValue: "circular")
  public static let continuous = LayerCornerCurve(rawValue: "continuous")
}
