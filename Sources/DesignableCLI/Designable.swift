import DesignableTesting

/// The entry point of a `designable` executable. A project's own small executable calls it
/// with its component types, so that `designable check` and `designable demo` know them:
///
/// ```swift
/// import DesignableCLI
/// Designable.main(components: [CheckTarget(PieChartView.self, sizes: [CGSize(width: 120, height: 120)])])
/// ```
public enum Designable {
  nonisolated(unsafe) static var components: [CheckTarget] = []

  /// Runs the command line with `components` registered.
  public static func main(components: [CheckTarget] = []) {
    self.components = components
    DesignableCommand.main()
  }
}
