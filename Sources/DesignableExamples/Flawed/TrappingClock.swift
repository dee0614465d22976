#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "a path that fails" finding in its harshest form:
/// seed 004's `init(coder:)`, which traps with `fatalError`. The trap is in a helper, where
/// the plugin's reading of the source does not see it (a `fatalError` in `init(coder:)` itself
/// is reported from the source without calling it), so only running it finds it: checked in
/// a process of its own (as `designable check` does), the trap is reported with its signal and
/// message while the other cases and instances are still checked.
@IBDesignable public final class TrappingClock: ClockFaceView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    Self.refuseArchives()
  }

  private static func refuseArchives() -> Never {
    fatalError("init(coder:) has not been implemented")
  }
}
