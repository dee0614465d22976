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

  /// What to do when a command needs components and none are registered: the plain
  /// `designable` executable knows none of a project's own.
  static func registrationHelp(command: String) -> String {
    """
    No components are registered, so `\(command)` has nothing to build. Register yours in a \
    small executable target of your package whose main.swift calls \
    `Designable.main(components: [CheckTarget(MyView.self, \
    sizes: [CGSize(width: 120, height: 120)])])` (it depends on the DesignableCLI product), \
    then run `swift run <that-target> \(command)`. \
    To see it work first, run `swift run designable-examples \(command)`.
    """
  }

  /// Runs the command line with `components` registered.
  public static func main(components: [CheckTarget] = []) {
    self.components = components
    DesignableCommand.main()
  }
}
