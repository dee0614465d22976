import PNGCodec
import Raster
import TestSupport
import Testing

/// One cell of the decoder matrix: a colour type, a bit depth the PNG specification allows
/// for it, interlacing, and whether a tRNS chunk is present.
struct DecoderMatrixCase: Sendable, CustomTestStringConvertible {
  var colorType: PNGColorType
  var bitDepth: Int
  var interlaced: Bool
  var transparency: Bool

  /// The bit depths of each colour type, from the PNG specification's table 11.1.
  static let specifiedDepths: [(colorType: PNGColorType, depths: [Int])] = [
    (.gray, [1, 2, 4, 8, 16]), (.rgb, [8, 16]), (.palette, [1, 2, 4, 8]),
    (.grayAlpha, [8, 16]), (.rgba, [8, 16]),
  ]

  /// Every allowed combination; tRNS only for gray, RGB and palette images.
  static let all: [DecoderMatrixCase] = specifiedDepths.flatMap { entry in
    entry.depths.flatMap { depth in
      [false, true].flatMap { interlaced in
        let transparencies =
          [.gray, .rgb, .palette].contains(entry.colorType) ? [false, true] : [false]
        return transparencies.map { transparency in
          DecoderMatrixCase(
            colorType: entry.colorType, bitDepth: depth, interlaced: interlaced,
            transparency: transparency)
        }
      }
    }
  }

  var testDescription: String {
    "\(colorType) \(bitDepth)-bit" + (interlaced ? " Adam7" : "") + (transparency ? " tRNS" : "")
  }

  /// Samples per pixel, from the PNG specification (not from the code under test).
  var samplesPerPixel: Int {
    switch colorType {
    case .gray, .palette: 1
    case .grayAlpha: 2
    case .rgb: 3
    case .rgba: 4
    }
  }
}

/// A test PNG file built from seeded random samples, with the RGBA8 pixels a correct decoder
/// must produce, computed from the samples alone.
struct GeneratedPNG {
  var file: [UInt8]
  var expected: Bitmap
  var chunkTypes: [String]

  /// How the image data is laid out in the file.
  enum Layout: CaseIterable, CustomStringConvertible {
    /// Filter type 0 on every row, one stored block, one IDAT.
    case plain
    /// Seeded filter types per row, small stored blocks, many small IDAT chunks.
    case mixed

    var description: String { self == .plain ? "plain" : "mixed" }
  }

  init(_ matrixCase: DecoderMatrixCase, width: Int, height: Int, layout: Layout) {
    let seed = fnv1a("\(matrixCase.testDescription) \(width)x\(height) \(layout)")
    var rng = SplitMix64(seed: seed)
    let depth = matrixCase.bitDepth
    let channels = matrixCase.samplesPerPixel
    let maxValue = (1 << depth) - 1
    let pixelCount = width * height

    var palette: [[UInt8]] = []
    var values: [UInt16] = []
    if matrixCase.colorType == .palette {
      let count = rng.int(in: 1...(1 << depth))
      palette = (0..<count).map { _ in [rng.byte(), rng.byte(), rng.byte()] }
      values = (0..<pixelCount).map { _ in UInt16(rng.int(in: 0...(count - 1))) }
    } else {
      values = (0..<(pixelCount * channels)).map { _ in
        Self.sample(maxValue: maxValue, using: &rng)
      }
    }

    var transparency: [UInt8]? = nil
    var grayKey: UInt16? = nil
    var rgbKey: [UInt16]? = nil
    if matrixCase.transparency {
      switch matrixCase.colorType {
      case .gray:
        // The key is the first pixel's value; near misses follow it, differing only in the
        // low byte and only in the high byte, to show the comparison uses all 16 bits.
        let key = values[0]
        if depth == 16 {
          if pixelCount > 1 { values[1] = key ^ 0x0001 }
          if pixelCount > 2 { values[2] = key ^ 0x0100 }
        }
        grayKey = key
        transparency = Self.bytes16([key])
      case .rgb:
        let key = Array(values[0..<3])
        if pixelCount > 1 { values.replaceSubrange(3..<6, with: [key[0], key[1], key[2] ^ 1]) }
        if pixelCount > 2, depth == 16 {
          values.replaceSubrange(6..<9, with: [key[0] ^ 0x100, key[1], key[2]])
        }
        rgbKey = key
        transparency = Self.bytes16(key)
      default:
        let length = rng.int(in: 1...palette.count)
        transparency = (0..<length).map { index in
          [0, 255, rng.byte()][index % 3]
        }
      }
    }

    let samples = TestSamples(
      width: width, height: height, channels: channels, bitDepth: depth, values: values)
    var expected = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let v = (0..<channels).map { samples.value(x: x, y: y, channel: $0) }
        let s = v.map { Self.to8Bit($0, depth: depth) }
        let pixel: RGBA8
        switch matrixCase.colorType {
        case .gray:
          pixel = RGBA8(red: s[0], green: s[0], blue: s[0], alpha: v[0] == grayKey ? 0 : 255)
        case .rgb:
          pixel = RGBA8(red: s[0], green: s[1], blue: s[2], alpha: v == rgbKey ? 0 : 255)
        case .palette:
          let index = Int(v[0])
          let entry = palette[index]
          let alpha = transparency.map { index < $0.count ? $0[index] : 255 } ?? 255
          pixel = RGBA8(red: entry[0], green: entry[1], blue: entry[2], alpha: alpha)
        case .grayAlpha:
          pixel = RGBA8(red: s[0], green: s[0], blue: s[0], alpha: s[1])
        case .rgba:
          pixel = RGBA8(red: s[0], green: s[1], blue: s[2], alpha: s[3])
        }
        expected[x, y] = pixel
      }
    }

    let plan: TestFilterPlan = layout == .plain ? .none : .seeded(rng.next())
    let raw = TestImageData.filtered(samples, interlaced: matrixCase.interlaced, plan: plan)
    let stream = StoredZlib.wrap(raw, blockSize: layout == .plain ? 65_535 : rng.int(in: 1...300))
    var chunks: [(type: String, body: [UInt8])] = [
      (
        "IHDR",
        TestPNGFile.header(
          width: UInt32(width), height: UInt32(height), bitDepth: UInt8(depth),
          colorType: UInt8(matrixCase.colorType.rawValue),
          interlace: matrixCase.interlaced ? 1 : 0)
      )
    ]
    if !palette.isEmpty { chunks.append(("PLTE", palette.flatMap { $0 })) }
    if let transparency { chunks.append(("tRNS", transparency)) }
    var start = 0
    while start < stream.count {
      let end = layout == .plain ? stream.count : min(stream.count, start + rng.int(in: 1...64))
      chunks.append(("IDAT", Array(stream[start..<end])))
      start = end
    }
    chunks.append(("IEND", []))
    file = TestPNGFile.file(chunks)
    self.expected = expected
    var types: [String] = []
    for chunk in chunks where !types.contains(chunk.type) { types.append(chunk.type) }
    chunkTypes = types
  }

  /// A random sample; for 16-bit images, one in four is a value at or next to a boundary of
  /// the 16-to-8-bit rounding.
  static func sample(maxValue: Int, using rng: inout SplitMix64) -> UInt16 {
    if maxValue == 65_535, rng.chance(1, in: 4) {
      // k·65535/255 = 257k is exact; half-way points lie at 257k ± 128.5.
      let k = rng.int(in: 0...255)
      let candidate = 257 * k + rng.int(in: -130...130)
      return UInt16(min(max(candidate, 0), 65_535))
    }
    return UInt16(rng.int(in: 0...maxValue))
  }

  /// A sample reduced to 8 bits: low depths scaled exactly, 16 bits rounded (PNG
  /// specification, section 13.12: v · 255 / 65535, rounded to nearest).
  static func to8Bit(_ value: UInt16, depth: Int) -> UInt8 {
    if depth == 16 { return UInt8((UInt32(value) * 255 + 32_767) / 65_535) }
    return UInt8(UInt32(value) * 255 / UInt32((1 << depth) - 1))
  }

  static func bytes16(_ values: [UInt16]) -> [UInt8] {
    values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }
}

/// FNV-1a (64-bit) of a string's UTF-8 bytes: a stable seed, unlike `hashValue`.
func fnv1a(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in text.utf8 {
    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }
  return hash
}
