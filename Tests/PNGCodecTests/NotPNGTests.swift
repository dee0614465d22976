import PNGCodec
import Testing

/// Data that is not a PNG at all is rejected before anything else, with its first bytes.
@Suite("Not a PNG")
struct NotPNGTests {
  static let inputs: [NamedBytes] = [
    NamedBytes("empty", []),
    NamedBytes("one byte", [0x89]),
    NamedBytes("JPEG", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00]),
    NamedBytes("GIF", Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8)),
    NamedBytes(
      "Git LFS pointer", Array("version https://git-lfs.github.com/spec/v1\noid sha256:0\n".utf8)),
    NamedBytes(
      "signature with CR LF turned to LF", [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x1A, 0x0A, 0x00, 0x00]),
    NamedBytes("all zeros", [UInt8](repeating: 0, count: 64)),
  ]

  @Test("Throws notPNG with the first eight bytes", arguments: inputs)
  func rejected(_ input: NamedBytes) {
    #expect(throws: PNGError.notPNG(firstBytes: Array(input.bytes.prefix(8)))) {
      try PNGDecoder().decode(input.bytes)
    }
  }

  @Test("The raw-buffer entry point rejects the same way")
  func rawBuffer() {
    let bytes: [UInt8] = Array("not a png file".utf8)
    let error = bytes.withUnsafeBytes { raw in
      thrownError { () throws(PNGError) in try PNGDecoder().decodeImage(raw) }
    }
    #expect(error == .notPNG(firstBytes: Array(bytes.prefix(8))))
  }
}
