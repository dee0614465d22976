/// The `#if` tests that hold when a component builds for iOS and that DesignableAdapterPlugin
/// makes hold off Apple platforms too: an adapted source is compiled as its iOS build is, so a
/// file wrapped in `#if canImport(UIKit)` (as cross-platform packages wrap theirs) is kept.
public enum IOSConditions {
  /// Each test, as `#if` spells it with no spaces, and what it becomes.
  public static let heldTests = ["canImport(UIKit)", "os(iOS)"]

  /// `text` with every held test (`#if canImport(UIKit)`) made `true`: a source as the
  /// registrations read it when the plugin adapts it. Nothing else moves, lines included.
  public static func holding(in text: String) -> String {
    heldTests.reduce(text) { $0.replacingOccurrences(of: $1, with: "true") }
  }
}
