import TestSupport

/// The samples of an image before packing: `channels` samples per pixel, row-major, each
/// below 2^bitDepth.
struct TestSamples {
  var width: Int
  var height: Int
  var channels: Int
  var bitDepth: Int
  var values: [UInt16]

  func value(x: Int, y: Int, channel: Int) -> UInt16 {
    values[(y * width + x) * channels + channel]
  }
}

/// The seven Adam7 passes as (first column, first row, column step, row step), from the PNG
/// specification, section 8.2.
let adam7Passes: [(x: Int, y: Int, dx: Int, dy: Int)] = [
  (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
]

/// Which filter type each scanline gets.
enum TestFilterPlan {
  /// Every row filter type 0.
  case none
  /// Each row a filter type 0–4 drawn from a generator with this seed.
  case seeded(UInt64)
}

/// Builds the filtered image data of a PNG (the bytes that are zlib-compressed into IDAT)
/// from samples, independently of the encoder under test.
enum TestImageData {
  static func filtered(_ samples: TestSamples, interlaced: Bool, plan: TestFilterPlan) -> [UInt8] {
    var rng = SplitMix64(seed: 0)
    if case .seeded(let seed) = plan { rng = SplitMix64(seed: seed) }
    let bytesPerPixel = max(1, samples.channels * samples.bitDepth / 8)
    var output: [UInt8] = []
    for rows in subImages(samples, interlaced: interlaced) {
      var previous = [UInt8](repeating: 0, count: rows.first?.count ?? 0)
      for row in rows {
        var type: UInt8 = 0
        if case .seeded = plan { type = UInt8(rng.int(in: 0...4)) }
        output.append(type)
        output += filter(row, previous: previous, type: type, bytesPerPixel: bytesPerPixel)
        previous = row
      }
    }
    return output
  }

  /// The unfiltered, packed rows of each sub-image: the whole image, or the seven Adam7
  /// passes with the empty ones left out (they hold no bytes at all, not even filter types).
  static func subImages(_ samples: TestSamples, interlaced: Bool) -> [[[UInt8]]] {
    let passes = interlaced ? adam7Passes : [(x: 0, y: 0, dx: 1, dy: 1)]
    var result: [[[UInt8]]] = []
    for pass in passes {
      let columns = Array(stride(from: pass.x, to: samples.width, by: pass.dx))
      let rows = Array(stride(from: pass.y, to: samples.height, by: pass.dy))
      guard !columns.isEmpty, !rows.isEmpty else { continue }
      result.append(rows.map { packRow(samples, columns: columns, y: $0) })
    }
    return result
  }

  /// Packs one row: samples of less than 8 bits leftmost in the high bits, 16-bit samples
  /// big-endian, the unused low bits of the last byte zero.
  static func packRow(_ samples: TestSamples, columns: [Int], y: Int) -> [UInt8] {
    var row: [UInt8] = []
    var accumulator = 0
    var bits = 0
    for x in columns {
      for channel in 0..<samples.channels {
        let value = Int(samples.value(x: x, y: y, channel: channel))
        switch samples.bitDepth {
        case 16:
          row += [UInt8(value >> 8), UInt8(value & 0xFF)]
        case 8:
          row.append(UInt8(value))
        default:
          accumulator = accumulator << samples.bitDepth | value
          bits += samples.bitDepth
          if bits == 8 {
            row.append(UInt8(accumulator))
            accumulator = 0
            bits = 0
          }
        }
      }
    }
    if bits > 0 { row.append(UInt8(accumulator << (8 - bits))) }
    return row
  }

  /// Filters one row with the PNG specification's definitions (section 9.2).
  static func filter(_ row: [UInt8], previous: [UInt8], type: UInt8, bytesPerPixel: Int) -> [UInt8]
  {
    var output: [UInt8] = []
    for i in row.indices {
      let a = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
      let b = Int(previous[i])
      let c = i >= bytesPerPixel ? Int(previous[i - bytesPerPixel]) : 0
      let predictor: Int
      switch type {
      case 0: predictor = 0
      case 1: predictor = a
      case 2: predictor = b
      case 3: predictor = (a + b) / 2
      default: predictor = paeth(a, b, c)
      }
      output.append(UInt8(truncatingIfNeeded: Int(row[i]) - predictor))
    }
    return output
  }

  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    if pb <= pc { return b }
    return c
  }
}
