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
      bits |= reference.loadUnaligned(fromByteOffset: at &+ lane, as: UInt64.self)
        ^ actual.loadUnaligned(fromByteOffset: at &+ lane, as: UInt64.self)
      lane &+= 8
    }
    return bits == 0
  }

  /// Whether row `y` is byte-identical in both images: eight bytes at a time, with the
  /// differences of a 64-byte block OR-ed together before one branch.
  func rowsEqual(_ y: Int) -> Bool {
    let start = y &* width &* 4
    let count = width &* 4
    var offset = 0
    while offset &+ 64 <= count {
      var bits: UInt64 = 0
      var lane = 0
      while lane < 64 {
        let at = start &+ offset &+ lane
        bits |= reference.loadUnaligned(fromByteOffset: at, as: UInt64.self)
          ^ actual.loadUnaligned(fromByteOffset: at, as: UInt64.self)
        lane &+= 8
      }
      if bits != 0 { return false }
      offset &+= 64
    }
    while offset < count {
      if reference[start &+ offset] != actual[start &+ offset] { return false }
      offset &+= 1
    }
    return true
  }
}
