/// The colour type, bit depth and palette an encoder writes for one bitmap.
struct PNGEncodedFormat {
  var colorType: PNGColorType
  var bitDepth: Int
  /// Packed colours (``PNGColorAnalysis/pack(_:_:_:_:)``) in index order, for palette images.
  var palette: [UInt32]?
  /// The colour lookup for palette images.
  var table: ColorTable?

  /// Chooses the form with the fewest bits per pixel; gray wins a tie with a palette,
  /// since it needs no PLTE chunk.
  init(analysis: PNGColorAnalysis) {
    let paletteDepth = analysis.colors.map { Self.indexDepth(colorCount: $0.count) }
    if analysis.isGray && analysis.isOpaque, let colors = analysis.colors {
      let grayDepth = Self.grayDepth(levels: colors.map { UInt8($0 & 255) })
      if let paletteDepth, paletteDepth < grayDepth {
        self.init(
          colorType: .palette, bitDepth: paletteDepth, palette: colors, table: analysis.table)
      } else {
        self.init(colorType: .gray, bitDepth: grayDepth)
      }
    } else if let paletteDepth, let colors = analysis.colors {
      self.init(colorType: .palette, bitDepth: paletteDepth, palette: colors, table: analysis.table)
    } else if analysis.isGray {
      self.init(colorType: .grayAlpha, bitDepth: 8)
    } else {
      self.init(colorType: analysis.isOpaque ? .rgb : .rgba, bitDepth: 8)
    }
  }

  init(colorType: PNGColorType, bitDepth: Int, palette: [UInt32]? = nil, table: ColorTable? = nil) {
    self.colorType = colorType
    self.bitDepth = bitDepth
    self.palette = palette
    self.table = table
  }

  /// Bits per pixel.
  var bitsPerPixel: Int { colorType.channels * bitDepth }

  /// Bytes per complete pixel, at least 1: the distance the Sub, Average and Paeth
  /// filters look back (PNG specification, section 9.2).
  var filterDistance: Int { max(1, bitsPerPixel / 8) }

  /// The smallest palette index depth for a colour count.
  static func indexDepth(colorCount: Int) -> Int {
    switch colorCount {
    case ...2: 1
    case ...4: 2
    case ...16: 4
    default: 8
    }
  }

  /// The smallest gray depth that holds every level exactly. A level fits `b` bits when it
  /// is a multiple of 255 / (2ᵇ − 1): of 255 for 1 bit, 85 for 2, 17 for 4.
  static func grayDepth(levels: [UInt8]) -> Int {
    for (depth, step) in [(1, 255), (2, 85), (4, 17)]
    where levels.allSatisfy({ Int($0) % step == 0 }) {
      return depth
    }
    return 8
  }
}
