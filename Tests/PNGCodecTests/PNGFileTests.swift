import Foundation
import PNGCodec
import Raster
import Testing

/// Encoding to and decoding from files on disk.
@Suite("PNG files")
struct PNGFileTests {
  static let bitmap: Bitmap = {
    var bitmap = Bitmap(width: 9, height: 4)
    for y in 0..<4 {
      for x in 0..<9 {
        bitmap[x, y] = RGBA8(red: UInt8(x * 28), green: UInt8(y * 60), blue: 3, alpha: 200)
      }
    }
    return bitmap
  }()

  @Test("Write then read gives the pixels and the text back")
  func roundTrip() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/image.png"
      let text = [PNGTextEntry(key: "Title", value: "Star")]
      try PNGFile.write(Self.bitmap, to: path, text: text)
      let image = try PNGFile.read(path)
      #expect(image.bitmap == Self.bitmap)
      #expect(image.info.text == text)
      #expect(try AtomicFile.read(path) == PNGEncoder().encode(Self.bitmap, text: text))
      #expect(try folderContents(folder) == ["image.png"])
    }
  }

  @Test("The encoder passed in is used")
  func customEncoder() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/stored.png"
      let encoder = PNGEncoder(compressionLevel: 0)
      try PNGFile.write(Self.bitmap, to: path, encoder: encoder)
      #expect(try AtomicFile.read(path) == encoder.encode(Self.bitmap))
    }
  }

  @Test("A file that cannot be encoded leaves the old one untouched")
  func unencodableKeepsOldFile() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/image.png"
      try PNGFile.write(Self.bitmap, to: path)
      let before = try AtomicFile.read(path)
      #expect(throws: PNGError.self) { try PNGFile.write(Bitmap(width: 0, height: 3), to: path) }
      #expect(try AtomicFile.read(path) == before)
      #expect(try folderContents(folder) == ["image.png"])
    }
  }

  @Test("Reading passes on the limits and the decoder's errors")
  func readErrors() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/image.png"
      try PNGFile.write(Self.bitmap, to: path)
      let limits = PNGLimits(maxWidth: 8)
      #expect(throws: PNGError.tooLarge(width: 9, height: 4, limits: limits)) {
        try PNGFile.read(path, limits: limits)
      }
      let textPath = folder + "/notes.png"
      try AtomicFile.write(Array("hello".utf8), to: textPath)
      #expect(throws: PNGError.notPNG(firstBytes: Array("hello".utf8))) {
        try PNGFile.read(textPath)
      }
      let missing = folder + "/missing.png"
      #expect(
        throws: PNGError.io(path: missing, operation: "read", reason: "No such file or directory")
      ) {
        try PNGFile.read(missing)
      }
    }
  }
}
