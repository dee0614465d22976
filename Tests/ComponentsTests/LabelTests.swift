import Components
import Foundation
import Raster
import Testing

@Suite("Labels")
struct LabelTests {
  func label(_ text: String?, width: CGFloat = 120, height: CGFloat = 30) -> Label {
    let label = build(Label.self, width, height)
    label.text = text
    label.textColor = .black
    return label
  }

  /// The columns and rows of a picture where anything is drawn.
  func ink(_ picture: Bitmap) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    var xs: [Int] = []
    var ys: [Int] = []
    for y in 0..<picture.height {
      for x in 0..<picture.width where picture[x, y].alpha > 0 {
        xs.append(x)
        ys.append(y)
      }
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return nil }
    return (minX...maxX, minY...maxY)
  }

  @Test func textIsDrawnInItsColourAndCentredVertically() throws {
    let view = label("Hello")
    view.textColor = .red
    let picture = Lifecycle.render(view, scale: 1)
    let drawn = try #require(ink(picture))
    #expect(drawn.rows.lowerBound > 0 && drawn.rows.upperBound < 29)
    let middle = (drawn.rows.lowerBound + drawn.rows.upperBound) / 2
    #expect(abs(middle - 15) <= 3)
    let opaque = (0..<120).map { picture[$0, middle] }.filter { $0.alpha == 255 }
    #expect(!opaque.isEmpty && opaque.allSatisfy { $0.red == 255 && $0.green == 0 })
  }

  @Test func noTextOrEmptyTextDrawsNothing() {
    #expect(Lifecycle.render(label(nil), scale: 1) == Bitmap(width: 120, height: 30))
    #expect(Lifecycle.render(label(""), scale: 1) == Bitmap(width: 120, height: 30))
    #expect(label(nil).intrinsicContentSize == .zero)
  }

  @Test func alignmentMovesTheText() throws {
    let left = label("Hi")
    left.textAlignment = .left
    let right = label("Hi")
    right.textAlignment = .right
    let center = label("Hi")
    center.textAlignment = .center
    let l = try #require(ink(Lifecycle.render(left, scale: 1)))
    let r = try #require(ink(Lifecycle.render(right, scale: 1)))
    let c = try #require(ink(Lifecycle.render(center, scale: 1)))
    #expect(l.columns.upperBound < 60 && r.columns.lowerBound > 60)
    #expect(c.columns.lowerBound < 60 && c.columns.upperBound > 60)
    #expect(l.columns.count == r.columns.count)
  }

  @Test func theIntrinsicSizeFollowsTheTextAndFont() {
    let short = label("W").intrinsicContentSize
    let long = label("WWWW").intrinsicContentSize
    #expect(short.width > 0 && long.width > 3 * short.width)
    #expect(long.height == short.height)
    let big = label("W")
    big.font = .systemFont(ofSize: 34)
    #expect(big.intrinsicContentSize.height > 1.5 * short.height)
    big.font = nil
    #expect(big.font.pointSize == 17)
    #expect(big.intrinsicContentSize == short)
  }

  @Test func lineCountLimitsTheSizeThatFits() {
    let text = label("one two three four five six seven eight")
    let narrow = CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)
    let oneLine = text.sizeThatFits(narrow)
    text.numberOfLines = 0
    let wrapped = text.sizeThatFits(narrow)
    #expect(wrapped.height >= 3 * oneLine.height)
    #expect(wrapped.width <= 60)
    text.numberOfLines = 2
    let two = text.sizeThatFits(narrow)
    #expect(two.height > oneLine.height && two.height < wrapped.height)
  }

  /// A label made with a zero frame and sized to fit, as code that centres a caption does.
  @Test func sizeToFitFromAZeroFrameGivesTheWholeText() {
    let caption = Label(frame: .zero)
    caption.text = "40%"
    caption.sizeToFit()
    #expect(caption.bounds.size == caption.intrinsicContentSize)
    #expect(caption.sizeThatFits(CGSize(width: 10, height: 10)) == caption.intrinsicContentSize)
    caption.numberOfLines = 0
    caption.text = "one two three"
    #expect(caption.sizeThatFits(.zero) == caption.intrinsicContentSize)
    #expect(caption.sizeThatFits(CGSize(width: 40, height: 0)).height > caption.bounds.height)
  }

  @Test func aLongLineIsTruncatedToOneLineAcrossTheBounds() throws {
    let view = label(String(repeating: "wide text ", count: 20), width: 80)
    let drawn = try #require(ink(Lifecycle.render(view, scale: 1)))
    #expect(drawn.columns.lowerBound < 10 && drawn.columns.upperBound > 60)
    #expect(drawn.rows.count < 20)
    #expect(view.intrinsicContentSize.width > 80)
  }
}
