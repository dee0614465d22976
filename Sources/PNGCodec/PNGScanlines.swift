import Raster

/// The image data of a PNG before compression, in two forms: every row converted to the
/// encoded format and prefixed by its filter type byte (PNG specification, sections 7.2
/// and 9), once unfiltered and once with an adaptive filter per row.
struct PNGScanlines {
  /// `height × (1 + rowBytes)` bytes, every row with filter type 0 (None).
  private(set) var unfilteredBytes: [UInt8]
  /// The same rows, each with the filter that
  /// ``PNGRowFilter/choose(current:previous:count:distance:isFirstRow:)`` picks; `nil` for
  /// palette and low-bit-depth images, whose rows stay unfiltered.
  private(set) var filteredBytes: [UInt8]?

  init(bitmap: Bitmap, format: PNGEncodedFormat) {
    let rowBytes = (bitmap.width * format.bitsPerPixel + 7) / 8
    let height = bitmap.height
    let lineBytes = rowBytes + 1
    var plain = [UInt8](repeating: 0, count: height * lineBytes)
    var converter = PNGRowConverter(format: format)
    bitmap.bytes.withUnsafeBufferPointer { pixels in
      plain.withUnsafeMutableBufferPointer { out in
        guard let pixelBase = pixels.baseAddress, let outBase = out.baseAddress else { return }
        for y in 0..<height {
          converter.convert(
            pixelBase + y &* bitmap.stride, width: bitmap.width, into: outBase + y &* lineBytes + 1)
        }
      }
    }
    unfilteredBytes = plain
    guard format.colorType != .palette && format.bitDepth >= 8 else { return }
    filteredBytes = Self.filter(
      plain, height: height, rowBytes: rowBytes, distance: format.filterDistance)
  }

  /// Filters each row of unfiltered scanlines with the filter chosen for it.
  private static func filter(
    _ plain: [UInt8], height: Int, rowBytes: Int, distance: Int
  ) -> [UInt8] {
    let lineBytes = rowBytes + 1
    // The row above the first one reads as zeros (PNG specification, section 9.2).
    let zeros = [UInt8](repeating: 0, count: rowBytes + 1)
    return [UInt8](unsafeUninitializedCapacity: plain.count) { out, initialized in
      plain.withUnsafeBufferPointer { source in
        zeros.withUnsafeBufferPointer { zeroRow in
          guard let sourceBase = source.baseAddress, let outBase = out.baseAddress,
            let zeroBase = zeroRow.baseAddress
          else { return }
          for y in 0..<height {
            let current = sourceBase + y &* lineBytes + 1
            let previous = y == 0 ? zeroBase : current - lineBytes
            let target = outBase + y &* lineBytes
            let filter = PNGRowFilter.choose(
              current: current, previous: previous, count: rowBytes, distance: distance,
              isFirstRow: y == 0)
            target.initialize(to: filter.rawValue)
            PNGRowFilter.apply(
              filter, current: current, previous: previous, count: rowBytes, distance: distance,
              isFirstRow: y == 0, into: target + 1)
          }
        }
      }
      initialized = plain.count
    }
  }
}

/// Converts one row of straight RGBA8 pixels into the encoded format's packed samples.
struct PNGRowConverter {
  let format: PNGEncodedFormat
  /// The last palette colour looked up and its index: runs of one colour skip the lookup.
  private var lastColor: UInt32 = 0
  private var lastIndex: UInt8 = 0
  private var haveLast = false

  init(format: PNGEncodedFormat) {
    self.format = format
  }

  mutating func convert(
    _ source: UnsafePointer<UInt8>, width: Int, into target: UnsafeMutablePointer<UInt8>
  ) {
    switch format.colorType {
    case .rgba:
      target.update(from: source, count: width &* 4)
    case .rgb:
      for x in 0..<width {
        target[x &* 3] = source[x &* 4]
        target[x &* 3 &+ 1] = source[x &* 4 &+ 1]
        target[x &* 3 &+ 2] = source[x &* 4 &+ 2]
      }
    case .grayAlpha:
      for x in 0..<width {
        target[x &* 2] = source[x &* 4]
        target[x &* 2 &+ 1] = source[x &* 4 &+ 3]
      }
    case .gray:
      let depth = format.bitDepth
      if depth == 8 {
        for x in 0..<width { target[x] = source[x &* 4] }
      } else {
        let step = UInt8(255 / ((1 << depth) - 1))
        pack(width: width, depth: depth, into: target) { x in source[x &* 4] / step }
      }
    case .palette:
      guard let table = format.table else { return }
      var last = lastColor
      var lastIndex = self.lastIndex
      var haveLast = self.haveLast
      let lookup = { (x: Int) -> UInt8 in
        let p = source + x &* 4
        let color = PNGColorAnalysis.pack(p[0], p[1], p[2], p[3])
        if !haveLast || color != last {
          last = color
          lastIndex = table.index(of: color)
          haveLast = true
        }
        return lastIndex
      }
      if format.bitDepth == 8 {
        for x in 0..<width { target[x] = lookup(x) }
      } else {
        pack(width: width, depth: format.bitDepth, into: target, sample: lookup)
      }
      self.lastColor = last
      self.lastIndex = lastIndex
      self.haveLast = haveLast
    }
  }

  /// Packs samples of 1, 2 or 4 bits, leftmost pixel in the highest bits; the unused low
  /// bits of a row's last byte are zero.
  @inline(__always)
  private func pack(
    width: Int, depth: Int, into target: UnsafeMutablePointer<UInt8>, sample: (Int) -> UInt8
  ) {
    let perByte = 8 / depth
    var x = 0
    var byteIndex = 0
    while x < width {
      var byte: UInt8 = 0
      var slot = 0
      while slot < perByte {
        byte <<= UInt8(depth)
        if x < width { byte |= sample(x) }
        x &+= 1
        slot &+= 1
      }
      target[byteIndex] = byte
      byteIndex &+= 1
    }
  }
}
