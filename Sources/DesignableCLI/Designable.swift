import Components
import DesignableChecks

/// The entry point of a `designable` executable. A project's own small executable calls it
/// with its component types, or with the registrations the `DesignablePlugin` generated for
/// its component targets, so that `designable check` and `designable demo` know them:
///
/// ```swift
/// import DesignableCLI
/// import MyComponents
/// Designable.main(registrations: [MyComponents.DesignableRegistrations.self])
/// ```
public enum Designable {
  nonisolated(unsafe) static var components: [CheckTarget] = []
  /// Classes of the registrations that are not `@IBDesignable` (they declare
  /// `@IBInspectable` properties only): Interface Builder does not render them.
  nonisolated(unsafe) static var undesignable: Set<String> = []
  /// The reference group `demo` verifies against unless `--group` says otherwise.
  nonisolated(unsafe) static var demoGroup = "DesignableDemo"

  /// The places of the registered components `check` and `demo` build: those `names` name,
  /// or, when it names none, all but the flawed examples that trap on purpose
  /// (``CheckTarget/isolatedOnly``).
  static func chosen(named names: [String] = []) -> [Int] {
    components.indices.filter {
      names.isEmpty ? !components[$0].isolatedOnly : names.contains(components[$0].name)
    }
  }

  /// What to do when a command needs components and none are registered: the plain
  /// `designable` executable knows none of a project's own, and a project whose registered
  /// classes are all undesignable (`@IBInspectable` without `@IBDesignable`) has none to build.
  static func registrationHelp(command: String) -> String {
    if !undesignable.isEmpty {
      let names = undesignable.sorted().joined(separator: ", ")
      return """
        No registered class is @IBDesignable, so `\(command)` has nothing to build (registered \
        with @IBInspectable attributes only: \(names)). Interface Builder does not run the code \
        of such a class: it draws what the document archives for its UIKit superclass, so there \
        is no design-time rendering to compare. Mark a class @IBDesignable, with an \
        `init(frame:)`, to check it.
        """
    }
    return """
      No components are registered, so `\(command)` has nothing to build. Register yours in a \
      small executable target of your package whose main.swift calls \
      `Designable.main(components: [CheckTarget(MyView.self, \
      sizes: [CGSize(width: 120, height: 120)])])` (it depends on the DesignableCLI product), \
      then run `swift run <that-target> \(command)`. \
      To see it work first, run `swift run designable-examples \(command)`.
      """
  }

  /// Runs the command line with `components` registered, and every `@IBDesignable` class
  /// of `registrations` (checked at 120×120 points unless a document gives a frame).
  /// `demoGroup` names the folder of references under `--snapshots` that `demo` verifies
  /// against by default.
  public static func main(
    components: [CheckTarget] = [], registrations: [any ComponentRegistrations.Type] = [],
    demoGroup: String = "DesignableDemo"
  ) {
    self.demoGroup = demoGroup
    let listed = Set(components.map { ObjectIdentifier($0.type) })
    self.components =
      components
      + registrations.flatMap { CheckTarget.designables(in: $0) }
      .filter { !listed.contains(ObjectIdentifier($0.type)) }
    var undesignable: Set<String> = []
    for list in registrations {
      for registration in list.registrations where !registration.isDesignable {
        undesignable.insert(String(describing: registration.type))
      }
    }
    self.undesignable = undesignable.subtracting(self.components.map(\.name))
    DesignableCommand.main()
  }
}
