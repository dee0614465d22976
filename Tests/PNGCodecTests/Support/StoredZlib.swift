/// Builds zlib streams (RFC 1950) out of stored, uncompressed deflate blocks (RFC 1951,
/// section 3.2.4), so that test PNG files need no compression library.
enum StoredZlib {
  /// `data` as a zlib stream of stored blocks of at most `blockSize` bytes each.
  static func wrap(_ data: [UInt8], blockSize: Int = 65_535) -> [UInt8] {
    precondition((1...65_535).contains(blockSize))
    // CMF 0x78: deflate with a 32 KiB window; FLG 0x01 makes CMF·256 + FLG a multiple of 31.
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + blockSize, data.count)
      // BFINAL in bit 0, BTYPE 00 (stored) in bits 1–2; the rest of the byte is padding.
      stream.append(end == data.count ? 1 : 0)
      let length = UInt16(end - start)
      stream += [UInt8(length & 0xFF), UInt8(length >> 8)]
      stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
      stream += data[start..<end]
      start = end
    } while start < data.count
    stream += bigEndian(ReferenceAdler32.checksum(data))
    return stream
  }
}

func bigEndian(_ value: UInt32) -> [UInt8] {
  [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
