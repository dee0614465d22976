import Components
import Foundation
import Testing

/// Pads its text by 6 points across and 3 down the way UIKit label subclasses do: the
/// sizing rectangle grows by the padding, and the drawing rectangle shrinks by it.
private final class PaddedLabel: Label {
  static let padding = EdgeInsets(top: 3, left: 6, bottom: 3, right: 6)

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let rect = super.textRect(
      forBounds: bounds.inset(by: Self.padding), limitedToNumberOfLines: numberOfLines)
    return rect.insetBy(dx: -6, dy: -3)
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: Self.padding))
  }
}

@Suite("Labels: the text rectangle")
struct LabelTextRectTests {
  func label(_ type: Label.Type, _ text: String) -> Label {
    let frame = CGRect(x: 0, y: 0, width: 80, height: 30)
    let label = type == PaddedLabel.self ? PaddedLabel(frame: frame) : Label(frame: frame)
    label.text = text
    return label
  }

  @Test func theTextRectangleIsTheTextsSizeAtTheBoundsOrigin() {
    let plain = label(Label.self, "Hello")
    let rect = plain.textRect(
      forBounds: CGRect(x: 5, y: 7, width: 200, height: 100), limitedToNumberOfLines: 1)
    #expect(rect.origin == CGPoint(x: 5, y: 7))
    #expect(abs(rect.width - plain.intrinsicContentSize.width) < 1)
    #expect(abs(rect.height - plain.intrinsicContentSize.height) < 1)
    #expect(
      plain.textRect(
        forBounds: CGRect(x: 0, y: 0, width: 10, height: 10), limitedToNumberOfLines: 1
      )
      .width > 10)
    plain.text = nil
    #expect(plain.textRect(forBounds: plain.bounds, limitedToNumberOfLines: 0).size == .zero)
  }

  @Test func theLineLimitIsTheOneAsked() {
    let words = label(Label.self, "one two three four five six")
    let bounds = CGRect(x: 0, y: 0, width: 50, height: 1000)
    let one = words.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
    let two = words.textRect(forBounds: bounds, limitedToNumberOfLines: 2)
    let all = words.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
    #expect(two.height > one.height && all.height > two.height)
    #expect(words.numberOfLines == 1)
  }

  @Test func anOverriddenTextRectangleSizesTheLabel() {
    let plain = label(Label.self, "42")
    let padded = label(PaddedLabel.self, "42")
    #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 12)
    #expect(padded.intrinsicContentSize.height == plain.intrinsicContentSize.height + 6)
    padded.sizeToFit()
    #expect(padded.bounds.size == padded.intrinsicContentSize)
  }

  @Test func drawingInsetsTheTextAndDoesNotAskTheTextRectangle() {
    let plain = label(Label.self, "42")
    plain.textAlignment = .left
    let padded = label(PaddedLabel.self, "42")
    padded.textAlignment = .left
    func firstInkColumn(_ view: Label) -> Int? {
      let picture = Lifecycle.render(view, scale: 1)
      return (0..<picture.width).first { x in
        (0..<picture.height).contains { picture[x, $0].alpha > 0 }
      }
    }
    let plainStart = firstInkColumn(plain)
    let paddedStart = firstInkColumn(padded)
    #expect(plainStart != nil && paddedStart == plainStart.map { $0 + 6 })
  }
}
