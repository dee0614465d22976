/// The modules of a QR code symbol being built: function patterns first (finders,
/// separators, timing, alignment, the dark module, version information), then codewords
/// placed and masked around them, then format information.
struct QRCodeMatrix {
  let version: Int
  let size: Int
  /// Row-major, `true` for dark.
  var dark: [Bool]
  /// Row-major, `true` where a function pattern or format information lies.
  private(set) var reserved: [Bool]

  init(version: Int) {
    self.version = version
    size = 17 + 4 * version
    dark = [Bool](repeating: false, count: size * size)
    reserved = dark
    for (row, column) in [(0, 0), (0, size - 7), (size - 7, 0)] { addFinder(row, column) }
    // Alignment patterns go everywhere but over the finders, the timing patterns after them
    // where they leave room.
    let centres = QRCodeSymbol.alignmentCentres[version - 1]
    for row in centres {
      for column in centres where !reserved[row * size + column] { addAlignment(row, column) }
    }
    for index in 8..<(size - 8) {
      if !reserved[6 * size + index] { set(6, index, index % 2 == 0) }
      if !reserved[index * size + 6] { set(index, 6, index % 2 == 0) }
    }
    set(size - 8, 8, true)
    // Format information's places, written per mask later.
    for index in 0..<9 {
      reserve(8, index)
      reserve(index, 8)
    }
    for index in 0..<8 {
      reserve(8, size - 1 - index)
      reserve(size - 1 - index, 8)
    }
    if version >= 7 { placeVersion() }
  }

  private mutating func set(_ row: Int, _ column: Int, _ isDark: Bool) {
    dark[row * size + column] = isDark
    reserved[row * size + column] = true
  }

  private mutating func reserve(_ row: Int, _ column: Int) {
    reserved[row * size + column] = true
  }

  /// A finder pattern with its light separator, its top-left corner at `(row, column)`.
  private mutating func addFinder(_ row: Int, _ column: Int) {
    for dy in -1...7 {
      for dx in -1...7 {
        let (r, c) = (row + dy, column + dx)
        guard r >= 0, r < size, c >= 0, c < size else { continue }
        let ring = max(abs(dy - 3), abs(dx - 3))
        set(r, c, ring != 2 && ring != 4)
      }
    }
  }

  private mutating func addAlignment(_ row: Int, _ column: Int) {
    for dy in -2...2 {
      for dx in -2...2 { set(row + dy, column + dx, max(abs(dy), abs(dx)) != 1) }
    }
  }

  private mutating func placeVersion() {
    var remainder = version << 12
    for shift in stride(from: 17, through: 12, by: -1) where remainder >> shift & 1 == 1 {
      remainder ^= 0x1F25 << (shift - 12)
    }
    let bits = version << 12 | remainder
    for index in 0..<18 {
      let isDark = bits >> index & 1 == 1
      set(index / 3, index % 3 + size - 11, isDark)
      set(index % 3 + size - 11, index / 3, isDark)
    }
  }

  /// Places `codewords` in the zigzag of column pairs from the bottom right, skipping the
  /// vertical timing pattern, each data module inverted where `mask` says.
  mutating func place(_ codewords: [UInt8], mask: Int) {
    var bitIndex = 0
    var upward = true
    var column = size - 1
    while column > 0 {
      if column == 6 { column -= 1 }
      for step in 0..<size {
        let row = upward ? size - 1 - step : step
        for c in [column, column - 1] where !reserved[row * size + c] {
          let byte = bitIndex / 8
          var isDark = byte < codewords.count && codewords[byte] >> (7 - bitIndex % 8) & 1 == 1
          if Self.masks(mask, row, c) { isDark.toggle() }
          dark[row * size + c] = isDark
          bitIndex += 1
        }
      }
      upward.toggle()
      column -= 2
    }
  }

  /// Whether `mask` inverts the module at `row`, `column`.
  static func masks(_ mask: Int, _ row: Int, _ column: Int) -> Bool {
    let (i, j) = (row, column)
    switch mask {
    case 0: return (i + j) % 2 == 0
    case 1: return i % 2 == 0
    case 2: return j % 3 == 0
    case 3: return (i + j) % 3 == 0
    case 4: return (i / 2 + j / 3) % 2 == 0
    case 5: return (i * j) % 2 + (i * j) % 3 == 0
    case 6: return ((i * j) % 2 + (i * j) % 3) % 2 == 0
    default: return ((i * j) % 3 + (i + j) % 2) % 2 == 0
    }
  }

  /// Writes the 15 bits of format information (level and mask, BCH-protected, masked by
  /// 0x5412) in both their places.
  mutating func placeFormat(level: QRCodeSymbol.Level, mask: Int) {
    let data = level.formatBits << 3 | mask
    var remainder = data << 10
    for shift in stride(from: 14, through: 10, by: -1) where remainder >> shift & 1 == 1 {
      remainder ^= 0x537 << (shift - 10)
    }
    let bits = (data << 10 | remainder) ^ 0x5412
    for index in 0..<15 {
      let isDark = bits >> index & 1 == 1
      let row = index < 6 ? index : index < 8 ? index + 1 : size - 15 + index
      dark[row * size + 8] = isDark
      let column = index < 8 ? size - 1 - index : index < 9 ? 15 - index : 14 - index
      dark[8 * size + column] = isDark
    }
    dark[(size - 8) * size + 8] = true
  }

  /// The standard's penalty: runs of five or more alike in a row or column, 2 × 2 blocks
  /// alike, finder-like runs with four light modules beside them, and the share of dark
  /// modules away from half.
  var penalty: Int {
    var total = 0
    func at(_ row: Int, _ column: Int, transposed: Bool) -> Bool {
      transposed ? dark[column * size + row] : dark[row * size + column]
    }
    for transposed in [false, true] {
      for row in 0..<size {
        var run = 1
        for column in 1..<size {
          if at(row, column, transposed: transposed) == at(row, column - 1, transposed: transposed)
          {
            run += 1
          } else {
            if run >= 5 { total += 3 + run - 5 }
            run = 1
          }
        }
        if run >= 5 { total += 3 + run - 5 }
        let finder = [true, false, true, true, true, false, true]
        for column in 0...(size - 7) {
          guard
            (0..<7).allSatisfy({ at(row, column + $0, transposed: transposed) == finder[$0] })
          else { continue }
          let lightBefore =
            column >= 4 && (1...4).allSatisfy { !at(row, column - $0, transposed: transposed) }
          let lightAfter =
            column + 11 <= size
            && (7..<11).allSatisfy { !at(row, column + $0, transposed: transposed) }
          if lightBefore || lightAfter { total += 40 }
        }
      }
    }
    for row in 0..<(size - 1) {
      for column in 0..<(size - 1) {
        let value = dark[row * size + column]
        if dark[row * size + column + 1] == value, dark[(row + 1) * size + column] == value,
          dark[(row + 1) * size + column + 1] == value
        {
          total += 3
        }
      }
    }
    let darkShare = Double(dark.lazy.filter { $0 }.count) * 100 / Double(size * size)
    total += Int(abs(darkShare - 50) / 5) * 10
    return total
  }
}

/// Reed–Solomon error correction over GF(256) with the QR code's polynomial
/// x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
  private static let tables: (exp: [Int], log: [Int]) = {
    var exp = [Int](repeating: 0, count: 512)
    var log = [Int](repeating: 0, count: 256)
    var value = 1
    for power in 0..<255 {
      exp[power] = value
      log[value] = power
      value <<= 1
      if value & 0x100 != 0 { value ^= 0x11D }
    }
    for power in 255..<512 { exp[power] = exp[power - 255] }
    return (exp, log)
  }()

  private static func multiply(_ a: Int, _ b: Int) -> Int {
    guard a != 0, b != 0 else { return 0 }
    return tables.exp[tables.log[a] + tables.log[b]]
  }

  /// The `degree` error correction codewords of `data`: the remainder of `data · x^degree`
  /// divided by the generator polynomial of that degree.
  static func remainder(of data: [UInt8], degree: Int) -> [UInt8] {
    guard degree > 0 else { return [] }
    var generator = [1]
    for power in 0..<degree {
      var next = [Int](repeating: 0, count: generator.count + 1)
      for (index, coefficient) in generator.enumerated() {
        next[index] ^= coefficient
        next[index + 1] ^= multiply(coefficient, tables.exp[power])
      }
      generator = next
    }
    var result = [Int](repeating: 0, count: degree)
    for byte in data {
      let factor = Int(byte) ^ (result.first ?? 0)
      result.removeFirst()
      result.append(0)
      for index in 0..<degree { result[index] ^= multiply(generator[index + 1], factor) }
    }
    return result.map { UInt8($0) }
  }
}
