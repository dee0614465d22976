import Foundation
internal import Typesetting

extension Label {
  /// The style to draw `text` in `size` with. With `adjustsFontSizeToFitWidth` the font
  /// shrinks, down to `minimumScaleFactor` of its size (UIKit documents 0 as keeping the
  /// font's size), until the text fits: on a one-line label, the width, as a UILabel shrinks
  /// a value too wide for it; on a label of more lines whose line break mode truncates or
  /// clips (as it does by default), the lines it wraps into, within `size`'s height and the
  /// label's line limit, as UIKit has done since iOS 7. A label that wraps by word or by
  /// character keeps its font, as UIKit's does. Otherwise the label's own style.
  func style(fitting text: String, in size: CGSize) -> TextStyle {
    var style = self.style
    guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, size.width.isFinite,
      size.width > 0
    else { return style }
    let least = min(minimumScaleFactor, 1)
    if numberOfLines == 1 {
      let natural = text.size(withAttributes: [.font: style.font]).width
      guard natural > size.width else { return style }
      let scale = max(least, size.width / natural)
      style.font = style.font.withSize(style.font.pointSize * scale)
      return style
    }
    guard lineBreakMode != .byWordWrapping, lineBreakMode != .byCharWrapping,
      size.height.isFinite, size.height > 0,
      let scale = Self.largestFittingScale(
        least: least,
        fits: { scale in
          self.fits(text, style: style, scale: scale, in: size)
        })
    else { return style }
    style.font = style.font.withSize(style.font.pointSize * scale)
    return style
  }

  /// The largest scale from `least` to 1 at which `fits` holds, to within 1/4096, found by
  /// halving; `nil` when the text fits at full size (no shrinking needed), `least` when it
  /// does not fit even there.
  private static func largestFittingScale(least: CGFloat, fits: (CGFloat) -> Bool) -> CGFloat? {
    guard !fits(1) else { return nil }
    guard fits(least) else { return least }
    var (low, high) = (least, CGFloat(1))
    for _ in 0..<12 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// Whether `text` in `style` at `scale` of its font wraps within `size`'s width into lines
  /// that fit its height and the label's line limit.
  private func fits(_ text: String, style: TextStyle, scale: CGFloat, in size: CGSize) -> Bool {
    var scaled = style
    scaled.font = style.font.withSize(style.font.pointSize * scale)
    scaled.numberOfLines = 0
    guard let attributes = scaled.typesetting() else { return true }
    let layout = TextLayout(text, attributes: attributes, width: Double(size.width))
    let limit = numberOfLines > 0 ? numberOfLines : Int.max
    return layout.lines.count <= limit && layout.size.height <= Double(size.height) + 1e-6
  }
}
