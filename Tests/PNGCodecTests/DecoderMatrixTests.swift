import PNGCodec
import Raster
import Testing

/// Every colour type × bit depth × interlacing × tRNS, at awkward sizes, decoded from files
/// built by the test's own writer and compared with pixels computed from the samples alone.
@Suite("Decoder matrix")
struct DecoderMatrixTests {
  static let sizes: [(width: Int, height: Int)] = [(1, 1), (3, 5), (9, 7), (17, 3), (2, 33)]

  @Test("Pixels match the independently computed RGBA8", arguments: DecoderMatrixCase.all)
  func pixels(_ matrixCase: DecoderMatrixCase) throws {
    for size in Self.sizes {
      for layout in GeneratedPNG.Layout.allCases {
        let generated = GeneratedPNG(
          matrixCase, width: size.width, height: size.height, layout: layout)
        let decoded = try PNGDecoder().decode(generated.file)
        #expect(
          decoded == generated.expected,
          "\(size.width)×\(size.height) \(layout): \(bitmapDifference(decoded, generated.expected))"
        )
      }
    }
  }

  @Test("The header facts are reported as written", arguments: DecoderMatrixCase.all)
  func info(_ matrixCase: DecoderMatrixCase) throws {
    let generated = GeneratedPNG(matrixCase, width: 9, height: 7, layout: .mixed)
    let info = try PNGDecoder().decodeImage(generated.file).info
    #expect(info.width == 9)
    #expect(info.height == 7)
    #expect(info.bitDepth == matrixCase.bitDepth)
    #expect(info.colorType == matrixCase.colorType)
    #expect(info.isInterlaced == matrixCase.interlaced)
    #expect(info.hasTransparencyChunk == matrixCase.transparency)
    #expect(info.chunkTypes == generated.chunkTypes)
    #expect(info.animationFrameCount == nil)
    #expect(info.color.isEmpty)
    #expect(info.text.isEmpty)
  }

  @Test("The matrix covers every colour type and every depth the specification allows")
  func coverage() {
    #expect(DecoderMatrixCase.all.count == 52)
    for entry in DecoderMatrixCase.specifiedDepths {
      #expect(entry.colorType.allowedBitDepths == entry.depths, "\(entry.colorType)")
    }
  }
}
