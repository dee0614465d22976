internal import CLibPNG
import Raster

/// Encodes bitmaps as compact, byte-stable PNG files.
///
/// The encoder picks the smallest lossless form for the pixels: gray at 1, 2, 4 or 8 bits
/// when every pixel is gray and opaque; a palette (1 to 8 bits, with a tRNS chunk for
/// translucent entries) when there are at most 256 distinct colours; otherwise RGB when
/// every pixel is opaque, or RGBA. Rows of palette and low-bit-depth images are left
/// unfiltered; other rows get the filter with the smallest sum of absolute values
/// (the PNG specification's heuristic, section 12.8). The data is compressed with zlib at
/// fixed settings and written as one IDAT chunk per MiB.
///
/// The output depends only on the pixels and the text entries: no timestamp, no tIME chunk.
/// An sRGB chunk says that the pixels are sRGB, as the renderer draws them.
public struct PNGEncoder: Sendable {
  /// The zlib compression level, 0 (store) to 9 (smallest, the default).
  public var compressionLevel: Int

  public init(compressionLevel: Int = 9) {
    self.compressionLevel = min(max(compressionLevel, 0), 9)
  }

  /// Encodes a bitmap, with optional text metadata (tEXt for printable ASCII, iTXt for
  /// anything else).
  /// - Throws: ``PNGError/unencodable(reason:)`` for a bitmap with no pixels,
  ///   ``PNGError/invalidText(key:reason:)`` for a key PNG cannot hold.
  /// - Complexity: O(pixel count); zlib's level 9 dominates.
  public func encode(_ bitmap: Bitmap, text: [PNGTextEntry] = []) throws(PNGError) -> [UInt8] {
    guard bitmap.width > 0, bitmap.height > 0 else {
      throw .unencodable(
        reason: "the bitmap is \(bitmap.width)×\(bitmap.height); PNG needs at least one pixel "
          + "on each side")
    }
    guard bitmap.width <= 0x7FFF_FFFF, bitmap.height <= 0x7FFF_FFFF else {
      throw .unencodable(reason: "a side is longer than PNG's limit of 2³¹−1 pixels")
    }
    let textChunks = try text.map { entry throws(PNGError) in try Self.textChunk(entry) }
    let format = PNGEncodedFormat(analysis: PNGColorAnalysis(bitmap))
    let scanlines = PNGScanlines(bitmap: bitmap, format: format)
    let compressed = try Self.deflate(scanlines.filteredBytes, level: Int32(compressionLevel))

    var writer = PNGChunkWriter()
    writer.bytes.reserveCapacity(compressed.count + 1024)
    writer.bytes.append(contentsOf: PNGChunkScanner.signature)
    var header: [UInt8] = []
    PNGChunkWriter.appendUInt32(UInt32(bitmap.width), to: &header)
    PNGChunkWriter.appendUInt32(UInt32(bitmap.height), to: &header)
    header += [UInt8(format.bitDepth), UInt8(format.colorType.rawValue), 0, 0, 0]
    writer.append("IHDR", header)
    writer.append("sRGB", [0])
    if let palette = format.palette {
      writer.append("PLTE", palette.flatMap { [UInt8($0 >> 16 & 255), UInt8($0 >> 8 & 255), UInt8($0 & 255)] })
      let alphas = palette.map { UInt8($0 >> 24) }
      if let lastTranslucent = alphas.lastIndex(where: { $0 != 255 }) {
        writer.append("tRNS", Array(alphas[...lastTranslucent]))
      }
    }
    for chunk in textChunks { writer.append(chunk.type, chunk.body) }
    let idatSize = 1 << 20
    var start = 0
    repeat {
      let end = min(start + idatSize, compressed.count)
      writer.append("IDAT", compressed[start..<end])
      start = end
    } while start < compressed.count
    writer.append("IEND", [])
    return writer.bytes
  }

  /// Compresses `input` as one zlib stream.
  static func deflate(_ input: [UInt8], level: Int32) throws(PNGError) -> [UInt8] {
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    defer { stream.deallocate() }
    // windowBits 15 (32 KiB, the most PNG allows), memLevel 9 (the fastest, no size cost).
    var code = CLibPNG_deflateInit2(stream, level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY)
    guard code == Z_OK else { throw .compressionFailed(code: code) }
    defer { deflateEnd(stream) }
    let bound = Int(deflateBound(stream, uLong(input.count)))
    var output = [UInt8](repeating: 0, count: bound)
    var produced = 0
    code = input.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
        stream.pointee.avail_in = uInt(source.count)
        stream.pointee.next_out = target.baseAddress
        stream.pointee.avail_out = uInt(target.count)
        let result = CLibPNG.deflate(stream, Z_FINISH)
        produced = target.count - Int(stream.pointee.avail_out)
        return result
      }
    }
    guard code == Z_STREAM_END else { throw .compressionFailed(code: code) }
    output.removeSubrange(produced...)
    return output
  }

  /// Builds a tEXt chunk for printable ASCII values, an uncompressed iTXt chunk otherwise.
  static func textChunk(_ entry: PNGTextEntry) throws(PNGError) -> (type: String, body: [UInt8]) {
    let key = entry.key
    let scalars = Array(key.unicodeScalars)
    guard (1...79).contains(scalars.count) else {
      throw .invalidText(key: key, reason: "a key must be 1 to 79 characters long")
    }
    guard scalars.allSatisfy({ (32...126).contains($0.value) || (161...255).contains($0.value) })
    else {
      throw .invalidText(key: key, reason: "a key may hold only printable Latin-1 characters")
    }
    guard scalars.first != " ", scalars.last != " ", !key.contains("  ") else {
      throw .invalidText(key: key, reason: "a key may not start or end with a space or hold two in a row")
    }
    guard !entry.value.unicodeScalars.contains("\0") else {
      throw .invalidText(key: key, reason: "the value holds a NUL character")
    }
    let keyBytes = scalars.map { UInt8($0.value) }
    let printable = entry.value.unicodeScalars.allSatisfy { (32...126).contains($0.value) || $0 == "\n" }
    if printable {
      return ("tEXt", keyBytes + [0] + entry.value.unicodeScalars.map { UInt8($0.value) })
    }
    // Key, NUL, compression flag 0, method 0, empty language tag, empty translated key.
    return ("iTXt", keyBytes + [0, 0, 0, 0, 0] + Array(entry.value.utf8))
  }
}

extension PNGEncoder {
  /// Encodes a bitmap with the default settings.
  /// - Throws: ``PNGError`` as ``encode(_:text:)`` does.
  public static func encode(_ bitmap: Bitmap, text: [PNGTextEntry] = []) throws(PNGError) -> [UInt8] {
    try PNGEncoder().encode(bitmap, text: text)
  }
}

/// Appends length-prefixed, CRC-suffixed chunks.
struct PNGChunkWriter {
  var bytes: [UInt8] = []

  mutating func append<Body: Collection<UInt8>>(_ type: String, _ body: Body) {
    Self.appendUInt32(UInt32(body.count), to: &bytes)
    let typeStart = bytes.count
    bytes.append(contentsOf: type.utf8)
    bytes.append(contentsOf: body)
    let crc = bytes.withUnsafeBufferPointer { all in
      crc32(0, all.baseAddress.map { $0 + typeStart }, uInt(all.count - typeStart))
    }
    Self.appendUInt32(UInt32(crc), to: &bytes)
  }

  static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
  }
}
