internal import CLibPNG

/// Walks the chunk structure of PNG data without decompressing anything: checks the
/// signature, the chunk framing, every chunk's CRC and IHDR, and collects the colour chunks
/// and the chunk list.
///
/// CRCs are checked here rather than left to libpng: libpng inflates IDAT data before it
/// reaches the chunk's CRC, so a damaged IDAT would surface as a zlib error instead of
/// ``PNGError/badCRC(chunk:)``. zlib's `crc32` runs at several GB/s, far faster than inflating.
struct PNGChunkScanner {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  struct Header {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: PNGColorType
    var isInterlaced: Bool
  }

  struct Result {
    var header: Header
    var color = PNGColorChunks()
    var hasTransparencyChunk = false
    var animationFrameCount: Int?
    var chunkTypes: [String] = []
    /// The CRCs of the IDAT chunks, in order.
    var imageDataCRCs: [UInt32] = []
    /// The pixel digest the file carries and what binds it to its image data
    /// (``PNGPixelDigest``), when it carries one this version reads.
    var pixelDigest: (digest: PNGPixelDigest, binding: UInt32)?
  }

  /// Scans `data`.
  /// - Throws: ``PNGError/notPNG(firstBytes:)``, ``PNGError/truncated(offset:inChunk:)``,
  ///   ``PNGError/badChunk(chunk:reason:)``, ``PNGError/badCRC(chunk:)`` or
  ///   ``PNGError/invalidHeader(reason:)``.
  static func scan(_ data: UnsafeRawBufferPointer) throws(PNGError) -> Result {
    guard data.count >= 8, zip(data.prefix(8), signature).allSatisfy({ $0 == $1 }) else {
      throw .notPNG(firstBytes: Array(data.prefix(8)))
    }
    var offset = 8
    let first = try nextChunk(data, at: &offset)
    guard first.type == "IHDR" else {
      throw .badChunk(chunk: first.type, reason: "the first chunk must be IHDR")
    }
    var result = Result(header: try parseHeader(first.body), chunkTypes: ["IHDR"])
    var seenTypes: Set<String> = ["IHDR"]
    var sawIDAT = false
    var afterIDAT = false
    while true {
      let chunk = try nextChunk(data, at: &offset)
      switch chunk.type {
      case "IHDR":
        throw .badChunk(chunk: chunk.type, reason: "a second IHDR chunk")
      case "IDAT":
        if afterIDAT {
          throw .badChunk(chunk: chunk.type, reason: "IDAT chunks must be consecutive")
        }
        sawIDAT = true
        result.imageDataCRCs.append(chunk.crc)
      default:
        afterIDAT = sawIDAT
        collect(type: chunk.type, body: chunk.body, into: &result)
      }
      if seenTypes.insert(chunk.type).inserted { result.chunkTypes.append(chunk.type) }
      if chunk.type == "IEND" {
        guard sawIDAT else {
          throw .badChunk(chunk: "IDAT", reason: "the file has no image data (no IDAT chunk)")
        }
        return result
      }
    }
  }

  /// Reads the chunk framing at `offset`, checks the chunk's CRC and moves `offset` past it.
  private static func nextChunk(
    _ data: UnsafeRawBufferPointer, at offset: inout Int
  ) throws(PNGError) -> (type: String, body: UnsafeRawBufferPointer, crc: UInt32) {
    guard offset + 8 <= data.count else {
      throw .truncated(offset: data.count, inChunk: nil)
    }
    let length = Int(readUInt32(data, offset))
    let typeValue = readUInt32(data, offset + 4)
    let type = chunkName(typeValue)
    guard length <= 0x7FFF_FFFF else {
      throw .badChunk(chunk: type, reason: "length \(length) exceeds the maximum of 2³¹−1")
    }
    guard isValidType(typeValue) else {
      throw .badChunk(chunk: type, reason: "the chunk type is not four ASCII letters")
    }
    let start = offset + 8
    guard length + 4 <= data.count - start else {
      throw .truncated(offset: data.count, inChunk: type)
    }
    // The CRC covers the type and the body (PNG specification, section 5.3).
    let typeAndBody = UnsafeRawBufferPointer(rebasing: data[(offset + 4)..<(start + length)])
    let computed = crc32(
      0, typeAndBody.baseAddress?.assumingMemoryBound(to: UInt8.self), uInt(typeAndBody.count))
    let crc = readUInt32(data, start + length)
    guard UInt32(truncatingIfNeeded: computed) == crc else {
      throw .badCRC(chunk: type)
    }
    offset = start + length + 4
    return (type, UnsafeRawBufferPointer(rebasing: data[start..<(start + length)]), crc)
  }

  private static func parseHeader(_ body: UnsafeRawBufferPointer) throws(PNGError) -> Header {
    guard body.count == 13 else {
      throw .invalidHeader(reason: "IHDR holds \(body.count) bytes, expected 13")
    }
    let width = Int(readUInt32(body, 0))
    let height = Int(readUInt32(body, 4))
    let bitDepth = Int(body[8])
    guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
      throw .invalidHeader(reason: "size \(width)×\(height): each side must be 1 to 2³¹−1")
    }
    guard let colorType = PNGColorType(rawValue: Int(body[9])) else {
      throw .invalidHeader(reason: "colour type \(body[9]) is not one of 0, 2, 3, 4, 6")
    }
    guard colorType.allowedBitDepths.contains(bitDepth) else {
      throw .invalidHeader(
        reason: "bit depth \(bitDepth) is not allowed for \(colorType) images "
          + "(allowed: \(colorType.allowedBitDepths.map(String.init).joined(separator: ", ")))")
    }
    guard body[10] == 0 else {
      throw .invalidHeader(reason: "compression method \(body[10]), only 0 (deflate) exists")
    }
    guard body[11] == 0 else {
      throw .invalidHeader(reason: "filter method \(body[11]), only 0 exists")
    }
    guard body[12] <= 1 else {
      throw .invalidHeader(reason: "interlace method \(body[12]), only 0 and 1 (Adam7) exist")
    }
    return Header(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType,
      isInterlaced: body[12] == 1)
  }

  private static func collect(type: String, body: UnsafeRawBufferPointer, into result: inout Result)
  {
    switch type {
    case "sRGB" where body.count >= 1:
      result.color.srgbIntent = Int(body[0])
    case "gAMA" where body.count >= 4:
      result.color.gamma = Int(readUInt32(body, 0))
    case "cHRM" where body.count >= 32:
      result.color.chromaticities = (0..<8).map { Int(readUInt32(body, $0 * 4)) }
    case "iCCP":
      let name = body.prefix(80).prefix { $0 != 0 }
      result.color.iccProfileName = latin1(name)
    case "cICP" where body.count >= 4:
      result.color.cicp = body.prefix(4).map { Int($0) }
    case "tRNS":
      result.hasTransparencyChunk = true
    case "acTL" where body.count >= 8:
      result.animationFrameCount = Int(readUInt32(body, 0))
    case PNGPixelDigest.chunkType:
      result.pixelDigest = PNGPixelDigest.parse(body)
    default:
      break
    }
  }

  static func latin1<S: Sequence<UInt8>>(_ bytes: S) -> String {
    var text = ""
    for byte in bytes { text.unicodeScalars.append(Unicode.Scalar(byte)) }
    return text
  }

  @inline(__always)
  static func readUInt32(_ data: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
    UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8
      | UInt32(data[offset + 3])
  }

  private static func isValidType(_ type: UInt32) -> Bool {
    (0..<4).allSatisfy { shift in
      let byte = UInt8(truncatingIfNeeded: type >> (UInt32(shift) * 8))
      return (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }
  }

  static func chunkName(_ type: UInt32) -> String {
    (0..<4).reversed().map { shift -> String in
      let byte = UInt8(truncatingIfNeeded: type >> (UInt32(shift) * 8))
      return (byte >= 32 && byte < 127) ? String(Unicode.Scalar(byte)) : "?"
    }.joined()
  }
}
