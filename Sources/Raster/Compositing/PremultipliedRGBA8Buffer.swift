/// A canvas-sized grid of `PremultipliedRGBA8` pixels, stored packed (see
/// `PremultipliedRGBA8.packed`), row-major, top row first, no row padding.
public struct PremultipliedRGBA8Buffer: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// Packed premultiplied pixels, `width × height` of them.
  public var pixels: [UInt32]

  /// A buffer of transparent black pixels.
  ///
  /// - Precondition: the size is not negative (the canvas checks its limits first).
  public init(width: Int, height: Int) {
    precondition(width >= 0 && height >= 0, "Buffer size must not be negative")
    self.width = width
    self.height = height
    pixels = [UInt32](repeating: 0, count: width * height)
  }

  /// The pixel at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
    get { PremultipliedRGBA8(packed: pixels[y * width + x]) }
    set { pixels[y * width + x] = newValue.packed }
  }

  /// Sets every pixel to `color`.
  public mutating func fill(_ color: PremultipliedRGBA8) {
    let value = color.packed
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      base.update(repeating: value, count: buffer.count)
    }
  }

  /// The straight-alpha bitmap, each pixel unpremultiplied with exact rounding
  /// (`PremultipliedRGBA8.unpremultiplied`).
  ///
  /// Opaque pixels are copied as one little-endian word (bytes R, G, B, A on every
  /// platform); only translucent pixels are worked out, multiplying by a reciprocal where
  /// `unpremultiplied` divides (the same bytes for every pixel, tested exhaustively).
  /// `_makeBitmapReference` is the per-pixel scalar version the tests compare with.
  public func makeBitmap() -> Bitmap {
    let count = width * height
    let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
      pixels.withUnsafeBufferPointer { src in
        guard let raw = UnsafeMutableRawPointer(out.baseAddress), let from = src.baseAddress
        else { return }
        #if _endian(little)
          // Opaque and clear pixels keep their bytes: all are copied in one block, and only
          // the translucent ones are rewritten below (plain loops over a pointer, which a
          // debug build runs in a few instructions a pixel).
          raw.copyMemory(from: from, byteCount: count &* 4)
        #endif
        // Eight pixels at a time, left as copied when all are opaque or all black (clear,
        // or translucent black: a shadow over nothing), whose bytes unpremultiplying keeps.
        let reciprocals = PremultipliedRGBA8Buffer.reciprocals
        var i = 0
        while i &+ 8 <= count {
          let block = from + i
          var all = block[0] & block[1] & block[2] & block[3]
          all &= block[4] & block[5] & block[6] & block[7]
          var any = block[0] | block[1] | block[2] | block[3]
          any |= block[4] | block[5] | block[6] | block[7]
          if all < 0xFF00_0000 && any & 0x00FF_FFFF != 0 {
            var k = 0
            while k < 8 {
              PremultipliedRGBA8Buffer.unpremultiply(
                block[k], into: raw, at: i &+ k, reciprocals: reciprocals)
              k &+= 1
            }
          } else {
            #if _endian(big)
              var k = 0
              while k < 8 {
                raw.storeBytes(
                  of: block[k].littleEndian, toByteOffset: (i &+ k) &* 4, as: UInt32.self)
                k &+= 1
              }
            #endif
          }
          i &+= 8
        }
        while i < count {
          PremultipliedRGBA8Buffer.unpremultiply(
            from[i], into: raw, at: i, reciprocals: reciprocals)
          i &+= 1
        }
      }
      initialized = count * 4
    }
    return Bitmap(width: width, height: height, bytes: bytes) ?? Bitmap(width: 0, height: 0)
  }

  /// `⌈2²⁴ / a⌉` for each alpha `a` (0 for 0): `(n × it) >> 24` is `n / a` rounded down
  /// for every `n` below 2¹⁶, since the error it adds, under `n / 2²⁴ < 1/256`, stays
  /// below the `1/a` to the next whole number.
  static let reciprocals: [UInt32] = (0...255).map { (a: Int) -> UInt32 in
    let scale = 1 << 24
    return a == 0 ? 0 : UInt32((scale + a - 1) / a)
  }

  /// Writes pixel `packed` at `index` of `raw` as a straight-alpha little-endian word when
  /// it is translucent (neither clear, 0, nor opaque, alpha 255) and not black; others are
  /// left as the copy made them. The channels round as `PremultipliedRGBA8.unpremultiplied`
  /// does.
  @inline(__always)
  static func unpremultiply(
    _ packed: UInt32, into raw: UnsafeMutableRawPointer, at index: Int, reciprocals: [UInt32]
  ) {
    guard packed &- 1 < 0xFEFF_FFFF, packed & 0x00FF_FFFF != 0 else {
      #if _endian(big)
        raw.storeBytes(of: packed.littleEndian, toByteOffset: index &* 4, as: UInt32.self)
      #endif
      return
    }
    let a = packed >> 24
    let half = a >> 1
    let reciprocal = UInt64(reciprocals[Int(a)])
    func un(_ shift: UInt32) -> UInt32 {
      let c = (packed >> shift) & 0xFF
      let n = UInt64(c &* 255 &+ half)
      return min(255, UInt32(truncatingIfNeeded: (n &* reciprocal) >> 24))
    }
    let word = un(0) | un(8) << 8 | un(16) << 16 | a << 24
    raw.storeBytes(of: word.littleEndian, toByteOffset: index &* 4, as: UInt32.self)
  }

  /// A buffer of transparent black pixels in `storage`'s memory when it holds enough
  /// elements (its contents are overwritten), else in new memory.
  init(width: Int, height: Int, storage: [UInt32]) {
    self.init(width: width, height: height, reusing: storage)
    fill(PremultipliedRGBA8(packed: 0))
  }

  /// A buffer in `storage`'s memory when it holds enough elements, else in new memory;
  /// what the pixels hold is unspecified until they are written (`fill`, say).
  init(width: Int, height: Int, reusing storage: [UInt32]) {
    precondition(width >= 0 && height >= 0, "Buffer size must not be negative")
    self.width = width
    self.height = height
    let count = width * height
    guard storage.count >= count, storage.count <= count * 2 else {
      // Written by the caller before it is read, so not zeroed here as well.
      pixels = [UInt32](unsafeUninitializedCapacity: count) { _, initialized in
        initialized = count
      }
      return
    }
    var storage = storage
    storage.removeLast(storage.count - count)
    pixels = storage
  }

  /// Makes the pixels at offsets `range` transparent black, writing only those that are
  /// not (a layer is mostly transparent, and what it was given cleared need not be cleared
  /// again).
  mutating func clearToTransparent(_ range: Range<Int>) {
    pixels.withUnsafeMutableBufferPointer { whole in
      let buffer = UnsafeMutableBufferPointer(rebasing: whole[range])
      UnsafeBufferPointer(buffer).forEachNonZeroIndex { buffer[$0] = 0 }
    }
  }

  /// Scalar reference of `makeBitmap()`, pixel by pixel through `Bitmap`'s subscript.
  package func _makeBitmapReference() -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        bitmap[x, y] = self[x, y].unpremultiplied
      }
    }
    return bitmap
  }
}

extension UnsafeBufferPointer where Element == UInt32 {
  /// Calls `body` with the index of every non-zero element, in order, passing over zeros
  /// eight at a time (a layer is mostly transparent pixels).
  @inline(__always)
  func forEachNonZeroIndex(_ body: (Int) -> Void) {
    guard let base = baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    var i = 0
    while i < count {
      if i &+ 8 <= count {
        let a = raw.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self)
        let b = raw.loadUnaligned(fromByteOffset: i &* 4 &+ 8, as: UInt64.self)
        let c = raw.loadUnaligned(fromByteOffset: i &* 4 &+ 16, as: UInt64.self)
        let d = raw.loadUnaligned(fromByteOffset: i &* 4 &+ 24, as: UInt64.self)
        if a | b | c | d == 0 {
          i &+= 8
          continue
        }
      }
      if base[i] != 0 { body(i) }
      i &+= 1
    }
  }
}
