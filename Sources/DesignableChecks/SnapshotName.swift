import Components
import Foundation

/// The readable, stable name of one snapshot of a component:
/// `PieChartView.120x120@2x.quarter`, with `.runTime` or `.programmatic` appended for those
/// paths, and the test's name in front (`pieChart.PieChartView.120x120@2x.quarter`) when it
/// belongs to a test. Sizes and scales print without a fraction when they are whole.
///
/// Every part that comes from outside (the component's class name, the attribute set's name,
/// the test's name) goes through ``SafeFileName``, and so does the whole when it is too long,
/// so a name is always one file name.
public enum SnapshotName {
  public static func make(
    component: String, size: CGSize, scale: CGFloat, attributeSet: String,
    path: LifecyclePath = .designTime, area: DrawnArea = .bounds
  ) -> String {
    var name = SafeFileName.make(component)
    name += ".\(number(size.width))x\(number(size.height))@\(number(scale))x"
    name += "." + SafeFileName.make(attributeSet)
    if path != .designTime { name += "." + path.rawValue }
    if area == .boundsAndOverflow { name += ".overflow" }
    return SafeFileName.ensure(name)
  }

  /// The name of a test as it starts its references: swift-snapshot-testing's rule (each run
  /// of characters other than letters, digits and `_` becomes `-`; `-` at either end is
  /// dropped), so `testRing()` gives `testRing` and `ring(progress:)` gives `ring-progress`;
  /// then made a safe file name.
  public static func test(_ testName: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in testName.unicodeScalars {
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
        if pendingDash, !result.isEmpty { result += "-" }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return SafeFileName.make(result)
  }

  /// The full name of a test's snapshot: `<test>.<name>`, shortened with a hash when too
  /// long for one file name.
  public static func inTest(_ testName: String, _ name: String) -> String {
    SafeFileName.ensure(test(testName) + "." + name)
  }

  public static func number(_ value: CGFloat) -> String {
    let double = Double(value)
    if double.rounded() == double, abs(double) < 1e9 { return String(Int(double)) }
    return String(double)
  }
}
