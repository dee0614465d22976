import Foundation
import Raster
import Testing
import Typesetting

/// Attachments: boxes set among glyphs, as TextKit sets an `NSTextAttachment`.
@Suite struct AttachmentLayoutTests {
  func text(_ pieces: [(String, TextAttachmentBox?)]) throws -> AttributedText {
    let font = try TextTestSupport.font(12)
    return AttributedText(
      pieces.map { piece in (piece.0, TextRunStyle(font: font, attachment: piece.1)) })
  }

  @Test func aBoxTakesItsWidthAndRaisesTheLineToItsTop() throws {
    let box = TextAttachmentBox(width: 20, height: 30, bottom: -4, number: 7)
    let plain = AttributedTextLayout(try text([("ab", nil)]))
    let layout = AttributedTextLayout(try text([("a", nil), ("\u{FFFC}", box), ("b", nil)]))
    let font = try TextTestSupport.font(12)
    #expect(abs(layout.size.width - (plain.size.width + 20)) < 1e-9)
    // The line's ascent is the box's top, 26 above the baseline; its descent the font's
    // (greater than the box's 4).
    let line = try #require(layout.lines.first)
    #expect(abs(line.origin.y - line.top - 26) < 1e-9)
    #expect(layout.size.height >= 26 + max(4, -font.descender) - 1e-9)
    let rects = layout.attachmentRects(at: Point(x: 10, y: 5))
    #expect(rects.count == 1 && rects[0].number == 7)
    let rect = rects[0].rect
    #expect(abs(rect.width - 20) < 1e-9 && abs(rect.height - 30) < 1e-9)
    // The box's bottom lies 4 points under the baseline.
    #expect(abs(rect.maxY - (5 + line.origin.y + 4)) < 1e-9)
    // No glyph is drawn for the box: its character is not in the glyph paths.
    let paths = layout.glyphPaths(at: .zero)
    #expect(paths.allSatisfy { layout.text.styles[$0.style].attachment == nil })
  }

  @Test func boxesWrapLikeCharacters() throws {
    let box = TextAttachmentBox(width: 30, height: 10, bottom: 0, number: 0)
    let layout = AttributedTextLayout(
      try text([("\u{FFFC}\u{FFFC}\u{FFFC}", box)]), width: 70)
    #expect(layout.lines.count == 2)
    #expect(layout.attachmentRects(at: .zero).map(\.rect.minX) == [0, 30, 0])
  }
}
