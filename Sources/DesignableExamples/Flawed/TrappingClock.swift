#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "a path that fails" finding in its harshest form:
/// seed 004's `init(coder:)`, which traps with `fatalError`. Checked in a process of its
/// own (as `designable check` does for the instances of a document), the trap is reported
/// with its signal and message while the other instances are still checked.
@IBDesignable public final class TrappingClock: ClockFaceView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
