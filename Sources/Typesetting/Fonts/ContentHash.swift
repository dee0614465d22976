/// The FNV-1a 64-bit hash of a byte sequence, used to identify a font file's contents.
///
/// FNV-1a (Fowler, Noll, Vo; offset basis 14695981039346656037, prime 1099511628211) is
/// not cryptographic; it only tells one font file from another in snapshot records.
enum ContentHash {
  static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of `bytes` as 16 lower-case hex digits.
  static func fnv1a64Hex(_ bytes: UnsafeRawBufferPointer) -> String {
    var hash = offsetBasis
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* prime
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
