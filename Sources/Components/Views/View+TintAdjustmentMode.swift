import Foundation

extension View {
  /// How a view's tint is shown (`UIView.TintAdjustmentMode`). A render never dims: the
  /// mode is stored and read back, and the tint colour is drawn as it is.
  public enum TintAdjustmentMode: Int, Sendable {
    /// The mode of the nearest ancestor that sets one, else ``normal``.
    case automatic
    /// The tint as it is.
    case normal
    /// The tint desaturated, as UIKit shows views behind an alert.
    case dimmed
  }

  /// The effective mode: the first one set, from this view up through its superviews, or
  /// ``TintAdjustmentMode/normal`` when none is (never ``TintAdjustmentMode/automatic``, as
  /// in UIKit). Setting it calls `tintColorDidChange()` on the view and on each descendant
  /// that inherits the mode.
  public var tintAdjustmentMode: TintAdjustmentMode {
    get {
      guard ownTintAdjustmentMode == .automatic else { return ownTintAdjustmentMode }
      return superview?.tintAdjustmentMode ?? .normal
    }
    set {
      ownTintAdjustmentMode = newValue
      adjustmentDidChangeBelow()
    }
  }

  private func adjustmentDidChangeBelow() {
    tintColorDidChange()
    for subview in subviews where subview.ownTintAdjustmentMode == .automatic {
      subview.adjustmentDidChangeBelow()
    }
  }
}
