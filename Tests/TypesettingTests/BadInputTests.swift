import Foundation
import Raster
import Testing
import Typesetting

@Suite struct BadInputTests {
  func draw(_ string: String, font: Font, width: Double = 120) throws -> Bitmap {
    try TextTestSupport.render(width: width, height: 40) { canvas in
      canvas.drawText(
        string, in: Rect(x: 0, y: 0, width: width, height: 40),
        attributes: TextAttributes(font: font))
    }
  }

  @Test func emptyStringDrawsNothing() throws {
    #expect(TextTestSupport.inkCount(try draw("", font: try TextTestSupport.font(12))) == 0)
  }

  @Test(arguments: [0.0, -4.0, Double.nan, -Double.infinity])
  func degenerateFontSizesDrawNothing(size: Double) throws {
    let font = try TextTestSupport.font(size)
    #expect(font.pointSize == 0)
    #expect(font.lineHeight == 0)
    #expect(TextTestSupport.inkCount(try draw("Hello", font: font)) == 0)
    #expect("Hello".size(withAttributes: TextAttributes(font: font)) == .zero)
  }

  @Test(arguments: [
    "\u{1F600}\u{1F44D}\u{1F3FD}",  // emoji, with a skin tone modifier
    "\u{10FFFD}",  // a private-use plane character
    "e\u{0301}\u{0302}a\u{0323}",  // stacked combining marks
    "שלום עולם",  // Hebrew
    "مرحبا بالعالم",  // Arabic
    "abc שלום def",  // mixed directions, no bidi reordering
    "नमस्ते",  // Devanagari
  ])
  func unusualTextStillRenders(string: String) throws {
    let font = try TextTestSupport.font(16)
    let bitmap = try draw(string, font: font)
    #expect(TextTestSupport.inkCount(bitmap) > 0)
    let size = string.size(withAttributes: TextAttributes(font: font))
    #expect(size.width > 0 && size.height == font.lineHeight)
  }

  @Test func missingCharactersDrawTheNotdefBox() throws {
    let font = try TextTestSupport.font(16)
    let ideograph = try draw("\u{4E2D}", font: font)
    let other = try draw("\u{6587}", font: font)
    #expect(TextTestSupport.inkCount(ideograph) > 0)
    #expect(ideograph == other)
  }

  /// A mark with no base has no advance and hangs left of its origin; it must not crash
  /// and draws where there is room.
  @Test func markWithoutABase() throws {
    let font = try TextTestSupport.font(16)
    #expect("\u{0301}".size(withAttributes: TextAttributes(font: font)).width == 0)
    let bitmap = try TextTestSupport.render(width: 40, height: 40) { canvas in
      canvas.drawText("\u{0301}", at: Point(x: 20, y: 10), attributes: TextAttributes(font: font))
    }
    #expect(TextTestSupport.inkCount(bitmap) > 0)
  }

  @Test func controlCharactersDrawNothing() throws {
    let font = try TextTestSupport.font(16)
    #expect(TextTestSupport.inkCount(try draw("\t\u{1}\u{7F}", font: font)) == 0)
  }

  @Test func aMillionCharactersStayBounded() throws {
    let font = try TextTestSupport.font(12)
    let words = String(repeating: "lorem ipsum ", count: 83_334)
    #expect(words.unicodeScalars.count > 1_000_000)
    let clock = ContinuousClock()
    let start = clock.now
    let limited = TextLayout(
      words,
      attributes: TextAttributes(
        font: font, lineBreakMode: .byTruncatingTail,
        numberOfLines: 3), width: 200)
    #expect(limited.lines.count == 3 && limited.lines[2].isTruncated)
    let oneWord = String(repeating: "x", count: 1_000_000)
    let single = try draw(oneWord, font: font)
    #expect(TextTestSupport.inkCount(single) > 0)
    let unlimited = TextLayout(oneWord, attributes: TextAttributes(font: font), width: 300)
    #expect(unlimited.lines.count > 10_000)
    #expect(clock.now - start < .seconds(60))
  }

  static let badFiles: [(String, [UInt8])] = [
    ("empty.ttf", []),
    ("text.ttf", Array("This is not a font file at all.".utf8)),
    ("image.ttf", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 73, 72]),
    ("header-only.ttf", [0, 1, 0, 0, 0, 40, 0, 0, 0, 0, 0, 0]),
  ]

  @Test func filesThatAreNotFontsAreRejected() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("designable-bad-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, bytes) in Self.badFiles {
      let path = folder.appendingPathComponent(name).path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(throws: FontError.self) { try FontFace(fileAt: path) }
    }
    let text = folder.appendingPathComponent("text.ttf").path
    #expect(
      throws: FontError.notAFont(
        path: text, found: "a file starting with 54 68 69 73 20 69 73 20")
    ) {
      try FontFace(fileAt: text)
    }
    let missing = folder.appendingPathComponent("none").path
    #expect(throws: FontError.self) { try FontFace(fileAt: missing) }
  }

  @Test(arguments: [13, 500, 100_000, 300_000, 700_000])
  func truncatedFontFilesAreRejected(length: Int) throws {
    let path = try TextTestSupport.font(12).face.filePath
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let cut = Array(bytes.prefix(length))
    do {
      _ = try FontFace(bytes: cut, name: "cut.ttf")
      Issue.record("a font cut to \(length) bytes was accepted")
    } catch {
      guard case .truncated(let p, _, let end, let size) = error else {
        Issue.record("expected .truncated, got \(error)")
        return
      }
      #expect(p == "cut.ttf" && size == length && end > length)
      #expect(error.description.contains("truncated"))
    }
  }
}
