import Raster

/// A 64-bit digest of a bitmap's pixels and size, which a PNG file can carry (see
/// ``PNGEncoder/recordsPixelDigest``) so that a reader can tell that a picture is the one the
/// file holds without decompressing it (``PNGFile/readUnlessIdentical(_:to:limits:reusing:)``).
///
/// The digest is the same on every platform: the pixels are read as little-endian 64-bit
/// words, in four lanes of multiply-rotate rounds (the shape of xxHash64's), folded with the
/// size and mixed so that every input bit reaches every output bit. Two different pictures
/// share a digest with a chance of about one in 2⁶⁴.
public struct PNGPixelDigest: Equatable, Hashable, Sendable {
  public let width: Int
  public let height: Int
  public let value: UInt64

  /// The digest of `bitmap`'s pixels (its RGBA bytes) and size.
  public init(_ bitmap: Bitmap) {
    width = bitmap.width
    height = bitmap.height
    value =
      bitmap.bytes.withUnsafeBytes { PNGPixelDigest.hash($0) }
      ^ PNGPixelDigest.mix(
        UInt64(truncatingIfNeeded: bitmap.width) << 32
          | UInt64(truncatingIfNeeded: bitmap.height))
  }

  init(width: Int, height: Int, value: UInt64) {
    self.width = width
    self.height = height
    self.value = value
  }

  /// The chunk that holds it: ancillary, private, and not safe to copy, so that a PNG
  /// editor that rewrites the image data drops it (PNG specification, section 5.4).
  static let chunkType = "dgST"
  static let formatVersion: UInt8 = 1

  /// The chunk's body: the format version, the width and height, the digest, and `binding`,
  /// which ties it to the image data it was written with (``binding(ofImageDataCRCs:)``).
  func chunkBody(binding: UInt32) -> [UInt8] {
    var body: [UInt8] = [PNGPixelDigest.formatVersion]
    PNGChunkWriter.appendUInt32(UInt32(truncatingIfNeeded: width), to: &body)
    PNGChunkWriter.appendUInt32(UInt32(truncatingIfNeeded: height), to: &body)
    PNGChunkWriter.appendUInt32(UInt32(truncatingIfNeeded: value >> 32), to: &body)
    PNGChunkWriter.appendUInt32(UInt32(truncatingIfNeeded: value), to: &body)
    PNGChunkWriter.appendUInt32(binding, to: &body)
    return body
  }

  /// The digest and binding of a chunk body, or `nil` when the body is not one this
  /// version writes.
  static func parse(_ body: UnsafeRawBufferPointer) -> (digest: PNGPixelDigest, binding: UInt32)? {
    guard body.count == 21, body[0] == formatVersion else { return nil }
    let read = { (offset: Int) in PNGChunkScanner.readUInt32(body, offset) }
    let digest = PNGPixelDigest(
      width: Int(read(1)), height: Int(read(5)),
      value: UInt64(read(9)) << 32 | UInt64(read(13)))
    return (digest, read(17))
  }

  /// What binds a digest to the image data: the CRC-32 of the IDAT chunks' CRCs, in order,
  /// each as four big-endian bytes.
  static func binding(ofImageDataCRCs crcs: [UInt32]) -> UInt32 {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(crcs.count * 4)
    for crc in crcs { PNGChunkWriter.appendUInt32(crc, to: &bytes) }
    return PNGChunkWriter.crc(bytes)
  }

  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

  @inline(__always)
  private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    let sum = lane &+ word &* prime2
    return (sum << 31 | sum >> 33) &* prime1
  }

  /// Spreads every bit of `x` over the whole result.
  @inline(__always)
  private static func mix(_ x: UInt64) -> UInt64 {
    var h = x ^ (x >> 33)
    h = h &* prime2
    h ^= h >> 29
    h = h &* prime3
    return h ^ (h >> 32)
  }

  private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    guard let base = bytes.baseAddress else { return mix(0) }
    let count = bytes.count
    var lanes = (prime1 &+ prime2, prime2, 0 as UInt64, 0 &- prime1)
    var offset = 0
    @inline(__always) func word(_ at: Int) -> UInt64 {
      UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self))
    }
    while offset &+ 32 <= count {
      lanes.0 = round(lanes.0, word(offset))
      lanes.1 = round(lanes.1, word(offset &+ 8))
      lanes.2 = round(lanes.2, word(offset &+ 16))
      lanes.3 = round(lanes.3, word(offset &+ 24))
      offset &+= 32
    }
    var h = (lanes.0 << 1 | lanes.0 >> 63) &+ (lanes.1 << 7 | lanes.1 >> 57)
    h = h &+ (lanes.2 << 12 | lanes.2 >> 52) &+ (lanes.3 << 18 | lanes.3 >> 46)
    h = mix(h ^ UInt64(truncatingIfNeeded: count))
    while offset &+ 8 <= count {
      h = mix(round(h, word(offset)))
      offset &+= 8
    }
    while offset < count {
      h = mix(h ^ UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) &* prime3)
      offset &+= 1
    }
    return mix(h)
  }
}
