/// CRC-32 as PNG and zlib define it (ISO 3309, reflected polynomial 0xEDB88320), computed
/// here without zlib so that test files do not depend on the code under test.
enum ReferenceCRC32 {
  static let table: [UInt32] = (0..<256).map { index in
    var c = UInt32(index)
    for _ in 0..<8 {
      c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
    }
    return c
  }

  static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8)
    }
    return c ^ 0xFFFF_FFFF
  }
}

/// Adler-32 as zlib defines it (RFC 1950, section 8.2); 65521 is the largest prime below 2¹⁶.
enum ReferenceAdler32 {
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }
}
