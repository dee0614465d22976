import Raster

/// One pass over a bitmap's pixels that finds the smallest lossless PNG form for it:
/// whether every pixel is opaque, whether every pixel is gray, and its distinct colours
/// when there are at most 256.
struct PNGColorAnalysis {
  /// Every alpha is 255.
  var isOpaque = true
  /// Every pixel has red = green = blue.
  var isGray = true
  /// The distinct colours, as packed ``PNGColorAnalysis/pack(_:_:_:_:)`` values, when
  /// there are at most 256 of them; `nil` when there are more.
  var colors: [UInt32]?
  /// The colour set with each colour's position in ``colors``, when there are at most 256.
  var table: ColorTable?

  init(_ bitmap: Bitmap) {
    var table = ColorTable()
    var isOpaque = true
    var isGray = true
    var overflowed = false
    bitmap.bytes.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      let count = bitmap.pixelCount
      // The last pixel looked at: a run of one colour is looked at once.
      var last: UInt32 = 0
      var haveLast = false
      var index = 0
      while index < count {
        let p = base + index &* 4
        let value = Self.pack(p[0], p[1], p[2], p[3])
        index &+= 1
        if haveLast && value == last { continue }
        last = value
        haveLast = true
        if p[3] != 255 { isOpaque = false }
        if p[0] != p[1] || p[1] != p[2] { isGray = false }
        if !overflowed {
          overflowed = !table.insert(value)
        } else if !isOpaque && !isGray {
          break  // RGBA is the only form left; nothing more to learn.
        }
      }
    }
    self.isOpaque = isOpaque
    self.isGray = isGray
    if !overflowed {
      colors = table.sortedValues()
      self.table = table
    }
  }

  /// Packs a pixel so that sorting packed values puts translucent colours first (alpha in
  /// the top byte), which keeps a palette's tRNS chunk as short as possible.
  @inline(__always)
  static func pack(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> UInt32 {
    UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }
}

/// A fixed-size open-addressing set of up to 256 packed colours, with the index of each
/// colour in sorted order once ``sortedValues()`` has run.
struct ColorTable {
  /// 1024 slots: a load factor of at most 1/4 keeps probes short.
  private static let slotCount = 1024
  private var keys = [UInt32](repeating: 0, count: slotCount)
  private var used = [Bool](repeating: false, count: slotCount)
  private var indices = [UInt8](repeating: 0, count: slotCount)
  private(set) var count = 0

  @inline(__always)
  private static func slot(_ value: UInt32) -> Int {
    // Fibonacci hashing: the top 10 bits of value × 2³²/φ.
    Int((value &* 0x9E37_79B9) >> 22)
  }

  /// Inserts a colour; returns `false` when it would be the 257th.
  mutating func insert(_ value: UInt32) -> Bool {
    var s = Self.slot(value)
    while used[s] {
      if keys[s] == value { return true }
      s = (s &+ 1) & (Self.slotCount - 1)
    }
    guard count < 256 else { return false }
    used[s] = true
    keys[s] = value
    count += 1
    return true
  }

  /// The colours in ascending packed order; records each colour's position for ``index(of:)``.
  mutating func sortedValues() -> [UInt32] {
    var values: [UInt32] = []
    for s in 0..<Self.slotCount where used[s] { values.append(keys[s]) }
    values.sort()
    for (position, value) in values.enumerated() {
      var s = Self.slot(value)
      while keys[s] != value || !used[s] { s = (s &+ 1) & (Self.slotCount - 1) }
      indices[s] = UInt8(position)
    }
    return values
  }

  /// The sorted position of a colour that was inserted.
  @inline(__always)
  func index(of value: UInt32) -> UInt8 {
    var s = Self.slot(value)
    while keys[s] != value || !used[s] { s = (s &+ 1) & (Self.slotCount - 1) }
    return indices[s]
  }
}
