#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "a path that fails" finding: seed 004's clock
/// whose `init(coder:)` is not implemented (the seed's layer traps with
/// `fatalError("init(coder:) has not been implemented")`; here it returns nil, which a
/// storyboard reports as a failure to create the view).
@IBDesignable public final class UnarchivableClock: ClockFaceView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
