#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unsafe read access to the pixels of two images of the same size, taken once per
/// comparison so that inner loops index raw memory.
struct PixelPair {
  let reference: UnsafeRawBufferPointer
  let actual: UnsafeRawBufferPointer
  let width: Int
  let height: Int

  @inline(__always)
  func referenceWord(_ index: Int) -> UInt32 {
    UInt32(littleEndian: reference.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
  }

  @inline(__always)
  func actualWord(_ index: Int) -> UInt32 {
    UInt32(littleEndian: actual.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
  }

  /// The pixel at (x, y) of the reference (`fromReference`) or the actual image.
  @inline(__always)
  func word(_ x: Int, _ y: Int, fromReference: Bool) -> UInt32 {
    let index = y &* width &+ x
    return fromReference ? referenceWord(index) : actualWord(index)
  }

  /// Whether the eight pixels from `index` on are identical in both images.
  @inline(__always)
  func eightPixelsEqual(at index: Int) -> Bool {
    let at = index &* 4
    var bits: UInt64 = 0
    var lane = 0
    while lane < 32 {
      bits |=
        reference.loadUnaligned(fromByteOffset: at &+ lane, as: UInt64.self)
        ^ actual.loadUnaligned(fromByteOffset: at &+ lane, as: UInt64.self)
      lane &+= 8
    }
    return bits == 0
  }

  /// Whether row `y` is byte-identical in both images, by the C library's `memcmp`, which
  /// is as fast in a debug build as in a release one (a loop of loads here is many calls a
  /// word without the optimizer).
  func rowsEqual(_ y: Int) -> Bool {
    guard let a = reference.baseAddress, let b = actual.baseAddress else { return true }
    let start = y &* width &* 4
    return memcmp(a + start, b + start, width &* 4) == 0
  }
}
