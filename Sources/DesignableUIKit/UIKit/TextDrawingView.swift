import Foundation

/// The subview a text field or a text view draws its text in, above the view's own drawing
/// (a subclass's `draw(_:)` included), as UIKit's do: transparent, not touchable, redrawn at
/// every size, drawing what ``drawsText`` draws in its bounds.
final class TextDrawingView: UIView {
  /// Draws the text into the current context within the given bounds (the subview's).
  var drawsText: (CGRect) -> Void = { _ in }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false
    contentMode = .redraw
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func draw(_ rect: CGRect) {
    drawsText(bounds)
  }
}
