import Raster

#if canImport(Glibc)
  import Glibc
#endif

/// Drawing the diff picture.
enum DiffPicture {
  /// Pixels that differ.
  static let differenceColor = PixelMath.pack(255, 0, 0, 255)
  /// Pixels forgiven as anti-aliasing.
  static let antialiasingColor = PixelMath.pack(255, 255, 0, 255)

  @inline(__always)
  static func store(_ pixel: UInt32, at index: Int, in picture: UnsafeMutableRawPointer) {
    picture.storeBytes(of: pixel.littleEndian, toByteOffset: index &* 4, as: UInt32.self)
  }

  /// An unchanged pixel as an opaque grey at a tenth of its contrast against white:
  /// luma `y = (77 r + 150 g + 29 b + 128) / 256` (BT.601 weights in 8 bits), then
  /// `255 − ⌊(255 − y) × α × 26 / 2¹⁶⌋`, where 26 / 2¹⁶ is about 1 / 2520. Red and blue are
  /// weighted by one multiplication of the word `r | b << 16` by `29 | 77 << 16`, whose
  /// middle 16 bits are `77 r + 29 b`.
  @inline(__always)
  static func faded(_ pixel: UInt32) -> UInt32 {
    let redBlue = ((pixel & 0x00FF_00FF) &* 0x004D_001D) >> 16 & 0xFFFF
    let y = (redBlue &+ 150 &* PixelMath.green(pixel) &+ 128) >> 8
    let level = 255 &- (((255 &- y) &* PixelMath.alpha(pixel) &* 26) >> 16)
    return level &* 0x0001_0101 | 0xFF00_0000
  }

  /// Stores row `y` of the reference, each pixel ``faded(_:)``. Four pixels at a time are
  /// loaded as eight 16-bit lanes (`r | g << 8`, `b | a << 8` on a little-endian machine),
  /// so that every product is a 16-bit multiplication, which SSE2 and NEON have (32-bit
  /// lane multiplication needs SSE4.1). The result is the same as ``faded(_:)`` pixel by
  /// pixel, which also handles the row's last pixels.
  static func storeFadedRow(_ y: Int, of images: PixelPair, in picture: UnsafeMutableRawPointer) {
    guard let source = images.reference.baseAddress else { return }
    let offset = y &* images.width &* 4
    let input = source + offset
    let output = picture + offset
    var x = 0
    // Unoptimized builds run SIMD through generic code, far slower than the scalar loop
    // below, which gives the same bytes.
    #if _endian(little) && !DEBUG
      let low: SIMD8<UInt16> = [77, 29, 77, 29, 77, 29, 77, 29]
      let high: SIMD8<UInt16> = [150, 0, 150, 0, 150, 0, 150, 0]
      let repeatByte: SIMD8<UInt16> = [257, 0, 257, 0, 257, 0, 257, 0]
      while x &+ 4 <= images.width {
        let words = input.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self)
        let lanes = unsafeBitCast(words, to: SIMD8<UInt16>.self)
        let redBlue = lanes & 0x00FF
        let greenAlpha = lanes &>> 8
        let weighted = unsafeBitCast(redBlue &* low &+ greenAlpha &* high, to: SIMD4<UInt32>.self)
        let luma = ((weighted & 0xFFFF) &+ (weighted &>> 16) &+ 128) &>> 8
        let alpha = unsafeBitCast(greenAlpha, to: SIMD4<UInt32>.self) &>> 16
        let product = unsafeBitCast(
          unsafeBitCast(255 &- luma, to: SIMD8<UInt16>.self)
            &* unsafeBitCast(alpha, to: SIMD8<UInt16>.self), to: SIMD4<UInt32>.self)
        let level = 255 &- ((product &* 26) &>> 16)
        // `level × 257` in the low 16-bit lane of each pixel, `level` shifted into the third byte.
        let lowBytes = unsafeBitCast(
          unsafeBitCast(level, to: SIMD8<UInt16>.self) &* repeatByte, to: SIMD4<UInt32>.self)
        let grey = lowBytes | level &<< 16 | 0xFF00_0000
        output.storeBytes(of: grey, toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
        x &+= 4
      }
    #endif
    while x < images.width {
      let pixel = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
      output.storeBytes(of: faded(pixel).littleEndian, toByteOffset: x &* 4, as: UInt32.self)
      x &+= 1
    }
  }

  /// The reference and the actual image side by side on a transparent background,
  /// separated by a red bar 4 pixels wide.
  static func sideBySide(_ reference: Bitmap, _ actual: Bitmap) -> Bitmap {
    let gap = 4
    var picture = Bitmap(
      width: reference.width + gap + actual.width, height: max(reference.height, actual.height))
    for y in 0..<picture.height {
      for x in reference.width..<(reference.width + gap) {
        picture[x, y] = RGBA8(red: 255, green: 0, blue: 0)
      }
    }
    for (image, left) in [(reference, 0), (actual, reference.width + gap)] {
      for y in 0..<image.height {
        let source = y * image.stride
        let target = y * picture.stride + left * 4
        picture.bytes.replaceSubrange(
          target..<(target + image.stride), with: image.bytes[source..<(source + image.stride)])
      }
    }
    return picture
  }
}

extension Bitmap {
  /// A bitmap whose bytes are left as the allocator returns them, for pictures whose every
  /// byte is written next.
  ///
  /// A large picture is fresh memory from the system, and mapping it in 4 KiB pages costs
  /// more than drawing it (a 9-megapixel picture: about 9,000 page faults). On Linux the
  /// storage is therefore offered for transparent huge pages, a hint that changes no byte.
  init(uninitializedWidth width: Int, height: Int) {
    let count = width * height * 4
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
      initialized = count
    }
    guard let picture = Bitmap(width: width, height: height, bytes: bytes) else {
      preconditionFailure("\(width) × \(height) pixels is not a picture")
    }
    self = picture
  }
}

/// Asks the kernel to back the whole 2 MiB pages inside `buffer` with huge pages.
private func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
  #if os(Linux)
    let huge = 2 << 20
    guard buffer.count >= 2 * huge, let base = buffer.baseAddress else { return }
    let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
    let end = (Int(bitPattern: base) + buffer.count) & ~(huge - 1)
    guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(pointer, end - start, MADV_HUGEPAGE)
  #endif
}
