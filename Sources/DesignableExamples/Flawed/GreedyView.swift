#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose: its `init(coder:)` allocates memory without bound, like a view that
/// caches without a limit. Checked in a process of its own, it is stopped at the memory
/// limit and reported as a failing path.
@IBDesignable public final class GreedyView: UIView {
  /// What it holds on to, never released.
  private var hoard: [[UInt8]] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    while true { hoard.append([UInt8](repeating: 1, count: 32 << 20)) }
  }
}
