import DesignableUIKit
import Foundation
import Testing

/// A one-line label with `adjustsFontSizeToFitWidth` shrinks a text too wide for it, as a
/// gauge's value label does, instead of truncating it.
@Suite struct LabelFontShrinkingTests {
  func label(_ text: String, size: CGFloat, fits: Bool, scale: CGFloat = 0.1) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.text = text
    label.font = UIFont.systemFont(ofSize: size)
    label.textAlignment = .center
    label.adjustsFontSizeToFitWidth = fits
    label.minimumScaleFactor = scale
    return label
  }

  @Test func aTooWideTextShrinksToTheLabelsWidth() {
    let natural = ("1234" as NSString).size(withAttributes: [
      .font: UIFont.systemFont(ofSize: 40)
    ]).width
    #expect(natural > 60)
    let shrunk = picture(of: label("1234", size: 40, fits: true))
    let expected = picture(of: label("1234", size: 40 * 60 / natural, fits: false))
    #expect(shrunk == expected)
    #expect(shrunk != picture(of: label("1234", size: 40, fits: false)))
  }

  @Test func theFontShrinksNoFurtherThanTheMinimumScaleFactor() {
    let floor = picture(of: label("12345678", size: 40, fits: true, scale: 0.5))
    #expect(floor == picture(of: label("12345678", size: 20, fits: false)))
    let unscaled = picture(of: label("1234", size: 40, fits: true, scale: 0))
    #expect(unscaled == picture(of: label("1234", size: 40, fits: false)))
    let fitting = picture(of: label("12", size: 17, fits: true))
    #expect(fitting == picture(of: label("12", size: 17, fits: false)))
  }
}
