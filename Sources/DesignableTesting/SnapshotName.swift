import Components
import Foundation

/// The readable, stable name of one snapshot of a component:
/// `PieChartView.120x120@2x.quarter`, with `.runTime` or `.programmatic` appended for those
/// paths. Sizes and scales print without a fraction when they are whole.
public enum SnapshotName {
  public static func make(
    component: String, size: CGSize, scale: CGFloat, attributeSet: String,
    path: LifecyclePath = .designTime
  ) -> String {
    var name = "\(component).\(number(size.width))x\(number(size.height))@\(number(scale))x"
    name += "." + attributeSet
    if path != .designTime { name += "." + path.rawValue }
    return name
  }

  public static func number(_ value: CGFloat) -> String {
    let double = Double(value)
    if double.rounded() == double, abs(double) < 1e9 { return String(Int(double)) }
    return String(double)
  }
}
