import PNGCodec
import TestSupport
import Testing

/// The test target's own PNG writer, checked against published values so that the decoder
/// tests rest on a writer known to be right.
@Suite("Test PNG writer")
struct TestWriterTests {
  @Test("CRC-32 and Adler-32 give their published check values")
  func checksums() {
    // The standard check input "123456789" (CRC catalogue) and RFC 1950's example inputs.
    #expect(ReferenceCRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(ReferenceCRC32.checksum([]) == 0)
    #expect(ReferenceCRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    #expect(ReferenceAdler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(ReferenceAdler32.checksum([]) == 1)
  }

  @Test("A stored zlib stream has the RFC 1950 header, block headers and checksum")
  func storedStream() {
    let stream = StoredZlib.wrap([1, 2, 3, 4, 5], blockSize: 3)
    #expect(
      stream == [
        0x78, 0x01, 0x00, 3, 0, 0xFC, 0xFF, 1, 2, 3, 0x01, 2, 0, 0xFD, 0xFF, 4, 5,
        0x00, 0x28, 0x00, 0x10,
      ])
    #expect(StoredZlib.wrap([]) == [0x78, 0x01, 0x01, 0, 0, 0xFF, 0xFF, 0, 0, 0, 1])
  }

  @Test("Low bit depths pack leftmost pixel first, padding the last byte with zeros")
  func packing() {
    let samples = TestSamples(
      width: 5, height: 1, channels: 1, bitDepth: 2, values: [3, 0, 1, 2, 3])
    #expect(
      TestImageData.packRow(samples, columns: Array(0..<5), y: 0) == [0b1100_0110, 0b1100_0000])
    let wide = TestSamples(
      width: 1, height: 1, channels: 2, bitDepth: 16, values: [0x1234, 0xABCD])
    #expect(TestImageData.packRow(wide, columns: [0], y: 0) == [0x12, 0x34, 0xAB, 0xCD])
  }

  @Test("Adam7 passes cover every pixel exactly once")
  func adam7Coverage() {
    for (width, height) in [(1, 1), (3, 5), (9, 7), (17, 3), (8, 8)] {
      var seen = [Int](repeating: 0, count: width * height)
      for pass in adam7Passes {
        for y in stride(from: pass.y, to: height, by: pass.dy) {
          for x in stride(from: pass.x, to: width, by: pass.dx) { seen[y * width + x] += 1 }
        }
      }
      #expect(seen.allSatisfy { $0 == 1 }, "\(width)×\(height)")
    }
  }

  @Test("Filtering then undoing the filter gives the row back, for every filter type")
  func filtersInvert() {
    var rng = SplitMix64(seed: 3)
    let previous = (0..<12).map { _ in rng.byte() }
    let row = (0..<12).map { _ in rng.byte() }
    for type in UInt8(0)...4 {
      let filtered = TestImageData.filter(row, previous: previous, type: type, bytesPerPixel: 3)
      var restored = [UInt8](repeating: 0, count: row.count)
      for i in row.indices {
        let a = i >= 3 ? Int(restored[i - 3]) : 0
        let b = Int(previous[i])
        let c = i >= 3 ? Int(previous[i - 3]) : 0
        let predictor = [0, a, b, (a + b) / 2, TestImageData.paeth(a, b, c)][Int(type)]
        restored[i] = UInt8(truncatingIfNeeded: Int(filtered[i]) + predictor)
      }
      #expect(restored == row, "filter \(type)")
    }
  }
}
