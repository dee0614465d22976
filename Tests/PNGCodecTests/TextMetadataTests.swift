import PNGCodec
import Raster
import Testing

/// Text metadata: printable ASCII as tEXt, anything else as iTXt, keys checked.
@Suite("Text metadata")
struct TextMetadataTests {
  static let bitmap = Bitmap(width: 2, height: 2, fill: .white)

  struct Case: Sendable, CustomTestStringConvertible {
    var entry: PNGTextEntry
    var chunkType: String
    var testDescription: String { "\(entry.key) → \(chunkType)" }
  }

  static let cases: [Case] = [
    Case(entry: PNGTextEntry(key: "Title", value: "Rating view, 5 stars"), chunkType: "tEXt"),
    Case(entry: PNGTextEntry(key: "Lines", value: "first\nsecond\n"), chunkType: "tEXt"),
    Case(entry: PNGTextEntry(key: "Empty", value: ""), chunkType: "tEXt"),
    Case(
      entry: PNGTextEntry(key: "Description", value: "Grüße, 日本語, Ελληνικά 🎨"), chunkType: "iTXt"),
    Case(entry: PNGTextEntry(key: "Café", value: "crème brûlée"), chunkType: "iTXt"),
    Case(entry: PNGTextEntry(key: "Tab", value: "a\tb"), chunkType: "iTXt"),
    Case(
      entry: PNGTextEntry(key: String(repeating: "k", count: 79), value: "long key"),
      chunkType: "tEXt"),
  ]

  @Test("Each entry round-trips in the expected chunk", arguments: cases)
  func roundTrip(_ textCase: Case) throws {
    let file = try PNGEncoder().encode(Self.bitmap, text: [textCase.entry])
    let chunks = try #require(TestChunk.list(file))
    let textChunks = chunks.filter { $0.type == "tEXt" || $0.type == "iTXt" || $0.type == "zTXt" }
    #expect(textChunks.map(\.type) == [textCase.chunkType])
    let image = try PNGDecoder().decodeImage(file)
    #expect(image.info.text == [textCase.entry])
    #expect(image.info.text(forKey: textCase.entry.key) == textCase.entry.value)
    #expect(image.bitmap == Self.bitmap)
  }

  @Test("A tEXt chunk holds the key, a NUL and the value, nothing more")
  func textLayout() throws {
    let file = try PNGEncoder().encode(Self.bitmap, text: [PNGTextEntry(key: "Key", value: "v 1")])
    let chunk = try #require(TestChunk.list(file)?.first { $0.type == "tEXt" })
    #expect(chunk.body == Array("Key".utf8) + [0] + Array("v 1".utf8))
  }

  @Test("An iTXt chunk is uncompressed, with empty language and translated key")
  func internationalLayout() throws {
    let file = try PNGEncoder().encode(Self.bitmap, text: [PNGTextEntry(key: "K", value: "✓")])
    let chunk = try #require(TestChunk.list(file)?.first { $0.type == "iTXt" })
    #expect(chunk.body == [0x4B, 0, 0, 0, 0, 0] + Array("✓".utf8))
  }

  @Test("Several entries keep their order, and a repeated key is kept twice")
  func order() throws {
    let entries = [
      PNGTextEntry(key: "b", value: "1"), PNGTextEntry(key: "a", value: "ü"),
      PNGTextEntry(key: "b", value: "2"),
    ]
    let info = try PNGDecoder().decodeImage(try PNGEncoder().encode(Self.bitmap, text: entries))
      .info
    #expect(info.text == entries)
    #expect(info.text(forKey: "b") == "1")
    #expect(info.text(forKey: "missing") == nil)
  }

  @Test("Text from other encoders: Latin-1 tEXt, zTXt and compressed iTXt, in file order")
  func foreignText() throws {
    let raw = [UInt8](repeating: 0, count: 2 * (1 + 2 * 3))
    let file = TestPNGFile.file([
      ("IHDR", TestPNGFile.header(width: 2, height: 2, bitDepth: 8, colorType: 2)),
      ("tEXt", Array("Author".utf8) + [0, 0x4A, 0x6F, 0x73, 0xE9]),
      ("zTXt", Array("Note".utf8) + [0, 0] + StoredZlib.wrap(Array("stored, not deflated".utf8))),
      ("IDAT", StoredZlib.wrap(raw)),
      (
        "iTXt",
        Array("Title".utf8) + [0, 1, 0] + Array("ja".utf8) + [0] + Array("Titel".utf8) + [0]
          + StoredZlib.wrap(Array("日本語のタイトル".utf8))
      ),
      ("IEND", []),
    ])
    let info = try PNGDecoder().decodeImage(file).info
    #expect(
      info.text == [
        PNGTextEntry(key: "Author", value: "José"),
        PNGTextEntry(key: "Note", value: "stored, not deflated"),
        PNGTextEntry(key: "Title", value: "日本語のタイトル"),
      ])
  }

  static let invalidKeys: [String] = [
    "", String(repeating: "k", count: 80), " leading", "trailing ", "double  space", "日本",
    "tab\tkey", "new\nline", "nul\0key", "emoji🎨",
  ]

  @Test("Keys PNG cannot hold throw invalidText", arguments: invalidKeys)
  func invalidKey(_ key: String) {
    let error = thrownError { () throws(PNGError) in
      try PNGEncoder().encode(Self.bitmap, text: [PNGTextEntry(key: key, value: "v")])
    }
    guard case .invalidText(let reportedKey, let reason)? = error else {
      Issue.record("expected invalidText, got \(String(describing: error))")
      return
    }
    #expect(reportedKey == key)
    #expect(!reason.isEmpty)
  }

  @Test("A NUL in the value throws invalidText", arguments: ["\0", "before\0after"])
  func nulValue(_ value: String) {
    let error = thrownError { () throws(PNGError) in
      try PNGEncoder().encode(Self.bitmap, text: [PNGTextEntry(key: "Key", value: value)])
    }
    #expect(error?.caseName == "invalidText")
    #expect(error?.detail.contains("NUL") == true, "\(String(describing: error))")
  }

  @Test("A key at the limits is accepted: 1 character, 79 characters, Latin-1, inner spaces")
  func validKeys() throws {
    let entries = ["K", String(repeating: "x", count: 79), "Größe ÿ", "two words here"].map {
      PNGTextEntry(key: $0, value: "v")
    }
    let info = try PNGDecoder().decodeImage(try PNGEncoder().encode(Self.bitmap, text: entries))
      .info
    #expect(info.text == entries)
  }
}
