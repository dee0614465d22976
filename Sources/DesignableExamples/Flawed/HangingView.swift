#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose: its `init(coder:)` never returns, like a view that waits on work
/// that never comes. Checked in a process of its own, it is stopped after the time limit
/// and reported as a failing path.
@IBDesignable public final class HangingView: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    while true { Thread.sleep(forTimeInterval: 1) }
  }
}
