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

  /// A label of several lines that truncates (the default) shrinks its text until the lines
  /// it wraps into fit its height, as UIKit has done since iOS 7: a bold title at 100
  /// points in a 14-point-high label comes down to one line inside it. One that wraps by
  /// word keeps its font, as UIKit's does.
  @Test(arguments: [0, 2])
  func aMultilineLabelThatTruncatesShrinksToFitItsHeight(lines: Int) throws {
    func title(_ mode: NSLineBreakMode, shrinks: Bool = true) -> UILabel {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 14))
      label.text = "WORLD PREMIERE"
      label.font = UIFont.boldSystemFont(ofSize: 100)
      label.numberOfLines = lines
      label.lineBreakMode = mode
      label.adjustsFontSizeToFitWidth = shrinks
      label.minimumScaleFactor = 0.1
      return label
    }
    let shrunk = picture(of: title(.byTruncatingTail))
    let inked = (0..<shrunk.height).filter { y in
      (0..<shrunk.width).contains { shrunk[$0, y].alpha > 0 }
    }
    let top = try #require(inked.first)
    let bottom = try #require(inked.last)
    #expect(top > 0 && bottom < shrunk.height - 1, "ink from \(top) to \(bottom)")
    let inkedColumns = (0..<shrunk.width).filter { x in
      (0..<shrunk.height).contains { shrunk[x, $0].alpha > 0 }
    }
    #expect(inkedColumns.count > 60, "the whole title, on one line")
    #expect(picture(of: title(.byClipping)) == shrunk)
    let wrapped = picture(of: title(.byWordWrapping))
    #expect(wrapped == picture(of: title(.byWordWrapping, shrinks: false)))
    #expect(wrapped != shrunk)
  }
}
