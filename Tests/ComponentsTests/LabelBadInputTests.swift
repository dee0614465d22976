import Components
import Foundation
import Raster
import Testing

/// Text far longer than its label.
@Suite("Label bad input")
struct LabelBadInputTests {
  /// 100,000 characters of words in a 10-point label 120 × 30 points.
  static let longText = String(repeating: "lorem ipsum dolor sit amet ", count: 3_704)

  func label(lines: Int) -> Label {
    let label = build(Label.self, 120, 30)
    label.font = Font.systemFont(ofSize: 10)
    label.textColor = .black
    label.numberOfLines = lines
    label.text = LabelBadInputTests.longText
    return label
  }

  /// One line: the text is cut to the label's width and ends in an ellipsis, as UIKit's
  /// default `byTruncatingTail` does; the picture is what the first words alone draw, up to
  /// the ellipsis.
  @Test func oneLineIsTruncated() throws {
    #expect(LabelBadInputTests.longText.count >= 100_000)
    let long = Lifecycle.render(label(lines: 1), scale: 2)
    let short = label(lines: 1)
    short.text = String(LabelBadInputTests.longText.prefix(200))
    #expect(long == Lifecycle.render(short, scale: 2))
    #expect(long.bytes.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 })
  }

  /// Any number of lines: only the lines that fit in the label's 30 points are drawn, so the
  /// picture is the one the first 400 characters draw.
  @Test(arguments: [0, 2, 1_000])
  func manyLinesDrawOnlyWhatFits(lines: Int) throws {
    let long = Lifecycle.render(label(lines: lines), scale: 2)
    let short = label(lines: lines)
    short.text = String(LabelBadInputTests.longText.prefix(400))
    #expect(long == Lifecycle.render(short, scale: 2))
  }
}
