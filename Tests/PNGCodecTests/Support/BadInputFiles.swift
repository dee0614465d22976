import PNGCodec
import Raster
import TestSupport

/// Small valid files whose chunks the bad-input tests damage one at a time.
enum BadInputFiles {
  /// A 5 × 4 palette image at 4 bits with sRGB, PLTE, tRNS, tEXt, two IDAT chunks and IEND,
  /// written by the test's own writer.
  static let handMade: [UInt8] = {
    var rng = SplitMix64(seed: 42)
    let samples = TestSamples(
      width: 5, height: 4, channels: 1, bitDepth: 4,
      values: (0..<20).map { _ in UInt16(rng.int(in: 0...5)) })
    let stream = StoredZlib.wrap(TestImageData.filtered(samples, interlaced: false, plan: .none))
    let middle = stream.count / 2
    return TestPNGFile.file([
      ("IHDR", TestPNGFile.header(width: 5, height: 4, bitDepth: 4, colorType: 3)),
      ("sRGB", [0]),
      ("PLTE", (0..<18).map { UInt8($0 * 13) }),
      ("tRNS", [0, 128]),
      ("tEXt", Array("Title".utf8) + [0] + Array("bad input".utf8)),
      ("IDAT", Array(stream[..<middle])),
      ("IDAT", Array(stream[middle...])),
      ("IEND", []),
    ])
  }()

  /// A file written by the encoder under test.
  static let encoded: [UInt8] = {
    var bitmap = Bitmap(width: 7, height: 6)
    for y in 0..<6 {
      for x in 0..<7 {
        bitmap[x, y] = RGBA8(
          red: UInt8(x * 30), green: UInt8(y * 40), blue: 200, alpha: UInt8(100 + x))
      }
    }
    return (try? PNGEncoder().encode(bitmap, text: [PNGTextEntry(key: "k", value: "v")])) ?? []
  }()

  static let all = [NamedBytes("hand-made", handMade), NamedBytes("encoded", encoded)]

  /// The file with the chunk bodies replaced, CRCs recomputed.
  static func replacing(_ file: [UInt8], _ transform: (TestChunk) -> (type: String, body: [UInt8])?)
    -> [UInt8]
  {
    let chunks = TestChunk.list(file) ?? []
    return TestPNGFile.file(chunks.compactMap(transform))
  }
}
