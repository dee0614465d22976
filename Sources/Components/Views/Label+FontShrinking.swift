import Foundation

extension Label {
  /// The style to draw `text` in `width` with: with `adjustsFontSizeToFitWidth` on a
  /// one-line label, the font shrinks until the text fits the width, down to
  /// `minimumScaleFactor` of its size (UIKit documents 0 as keeping the font's size), as a
  /// UILabel shrinks a value too wide for it; otherwise the label's own style.
  func style(fitting text: String, width: CGFloat) -> TextStyle {
    var style = self.style
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0,
      width.isFinite, width > 0
    else { return style }
    let natural = text.size(withAttributes: [.font: style.font]).width
    guard natural > width else { return style }
    let scale = max(min(minimumScaleFactor, 1), width / natural)
    style.font = style.font.withSize(style.font.pointSize * scale)
    return style
  }
}
