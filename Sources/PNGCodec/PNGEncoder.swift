internal import CLibPNG
import Raster

/// Encodes bitmaps as compact, byte-stable PNG files.
///
/// The encoder picks the smallest lossless form for the pixels: gray at 1, 2, 4 or 8 bits
/// when every pixel is gray and opaque; a palette (1 to 8 bits, with a tRNS chunk for
/// translucent entries) when there are at most 256 distinct colours; otherwise RGB when
/// every pixel is opaque, or RGBA. The data is compressed with zlib at fixed settings and
/// written as one IDAT chunk per MiB.
///
/// Two candidates are compressed and the smaller is kept (the first on a tie), as optipng
/// tries several filter and strategy pairs:
/// - every row unfiltered, with zlib's default strategy: the smallest for flat-colour
///   renders (UI, text, shapes), where whole rows repeat;
/// - each row with the filter of smallest sum of absolute values (the PNG specification's
///   heuristic, section 12.8), with zlib's run-length strategy (`Z_RLE`): the smallest for
///   photographic and noisy content, and several times faster than a full match search.
/// Palette and low-bit-depth images have only the first candidate. Very redundant images
/// and those of at most 4 bits per pixel also try zlib's full level-9 search
/// (``compress(_:level:isPacked:)``).
///
/// The output depends only on the pixels and the text entries: no timestamp, no tIME chunk.
/// An sRGB chunk says that the pixels are sRGB, as the renderer draws them.
public struct PNGEncoder: Sendable {
  /// The zlib compression level, 0 (store) to 9 (smallest, the default). Level 9 searches
  /// at most 512 earlier matches per position instead of zlib's 4096, except where that
  /// search is cheap; see ``deflate(_:level:strategy:fullSearch:)``.
  public var compressionLevel: Int
  /// Whether the file carries the digest of its pixels (``PNGPixelDigest``) in a chunk of
  /// its own, after the image data: snapshot references do, so that a picture identical to
  /// one passes without its being decompressed.
  public var recordsPixelDigest: Bool

  public init(compressionLevel: Int = 9, recordsPixelDigest: Bool = false) {
    self.compressionLevel = min(max(compressionLevel, 0), 9)
    self.recordsPixelDigest = recordsPixelDigest
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
    let compressed = try Self.compress(
      scanlines, level: Int32(compressionLevel), isPacked: format.bitsPerPixel <= 4)

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
      writer.append(
        "PLTE", palette.flatMap { [UInt8($0 >> 16 & 255), UInt8($0 >> 8 & 255), UInt8($0 & 255)] })
      let alphas = palette.map { UInt8($0 >> 24) }
      if let lastTranslucent = alphas.lastIndex(where: { $0 != 255 }) {
        writer.append("tRNS", Array(alphas[...lastTranslucent]))
      }
    }
    for chunk in textChunks { writer.append(chunk.type, chunk.body) }
    let idatSize = 1 << 20
    var start = 0
    var imageDataCRCs: [UInt32] = []
    repeat {
      let end = min(start + idatSize, compressed.count)
      writer.append("IDAT", compressed[start..<end])
      imageDataCRCs.append(writer.lastCRC)
      start = end
    } while start < compressed.count
    if recordsPixelDigest {
      let binding = PNGPixelDigest.binding(ofImageDataCRCs: imageDataCRCs)
      writer.append(PNGPixelDigest.chunkType, PNGPixelDigest(bitmap).chunkBody(binding: binding))
    }
    writer.append("IEND", [])
    return writer.bytes
  }

  /// The smallest of the candidate compressions of the scanlines (see the type's summary);
  /// the earlier candidate wins a tie.
  ///
  /// At level 9 two kinds of image also get both filter forms at zlib's own level-9
  /// settings, where the full search is cheap:
  /// - when the first candidate comes out under 1/128 of its input: the data is so
  ///   redundant that most matches reach deflate's longest length (258), which ends the
  ///   search. On flat renders this gained up to 14 % at 50–150 MB/s;
  /// - `isPacked` images (at most 4 bits per pixel), whose scanlines are at most 1/8 of the
  ///   bitmap's bytes, so even zlib's slowest case (about 3 MB/s) stays near 25 MB/s of pixels.
  static func compress(
    _ scanlines: PNGScanlines, level: Int32, isPacked: Bool
  ) throws(PNGError) -> [UInt8] {
    let unfiltered = scanlines.unfilteredBytes
    var best = try deflate(unfiltered, level: level, strategy: Z_DEFAULT_STRATEGY)
    if let filtered = scanlines.filteredBytes {
      let runLength = try deflate(filtered, level: level, strategy: Z_RLE)
      if runLength.count < best.count { best = runLength }
    }
    guard level == 9, isPacked || best.count < unfiltered.count / 128 else { return best }
    var inputs = [unfiltered]
    if let filtered = scanlines.filteredBytes { inputs.append(filtered) }
    for input in inputs {
      let full = try deflate(input, level: level, strategy: Z_DEFAULT_STRATEGY, fullSearch: true)
      if full.count < best.count { best = full }
    }
    return best
  }

  /// Compresses `input` as one zlib stream.
  ///
  /// windowBits 15 is the 32 KiB window, the most PNG allows. memLevel 8 (a 2¹⁵-entry hash
  /// and 16 Ki-symbol blocks) is optipng's choice: on our test renders it gave 0.1–0.5 %
  /// smaller output than memLevel 9, whose larger blocks adapt their Huffman codes less often.
  ///
  /// At level 9, unless `fullSearch` is set, `deflateTune` caps the match search: good 16
  /// (search a quarter as far once a match of 16 is found), lazy 128, nice 258 (stop at the
  /// longest match deflate allows), chain 512. zlib's level 9 (32, 258, 258, 4096) took
  /// 2–4× as long on unfiltered UI renders, and up to 10× on small noisy images, for 2–8 %
  /// smaller output.
  static func deflate(
    _ input: [UInt8], level: Int32, strategy: Int32, fullSearch: Bool = false
  ) throws(PNGError) -> [UInt8] {
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    defer { stream.deallocate() }
    var code = CLibPNG_deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy)
    guard code == Z_OK else { throw .compressionFailed(code: code) }
    defer { deflateEnd(stream) }
    if level == 9 && !fullSearch {
      code = deflateTune(stream, 16, 128, 258, 512)
      guard code == Z_OK else { throw .compressionFailed(code: code) }
    }
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
      throw .invalidText(
        key: key, reason: "a key may not start or end with a space or hold two in a row")
    }
    guard !entry.value.unicodeScalars.contains("\0") else {
      throw .invalidText(key: key, reason: "the value holds a NUL character")
    }
    let keyBytes = scalars.map { UInt8($0.value) }
    let printable = entry.value.unicodeScalars.allSatisfy {
      (32...126).contains($0.value) || $0 == "\n"
    }
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
  public static func encode(_ bitmap: Bitmap, text: [PNGTextEntry] = []) throws(PNGError) -> [UInt8]
  {
    try PNGEncoder().encode(bitmap, text: text)
  }
}

/// Appends length-prefixed, CRC-suffixed chunks.
struct PNGChunkWriter {
  var bytes: [UInt8] = []
  /// The CRC of the chunk appended last.
  var lastCRC: UInt32 = 0

  mutating func append<Body: Collection<UInt8>>(_ type: String, _ body: Body) {
    Self.appendUInt32(UInt32(body.count), to: &bytes)
    let typeStart = bytes.count
    bytes.append(contentsOf: type.utf8)
    bytes.append(contentsOf: body)
    let crc = bytes.withUnsafeBufferPointer { all in
      crc32(0, all.baseAddress.map { $0 + typeStart }, uInt(all.count - typeStart))
    }
    Self.appendUInt32(UInt32(crc), to: &bytes)
    lastCRC = UInt32(truncatingIfNeeded: crc)
  }

  /// The CRC-32 of `bytes` (zlib's).
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    let crc = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    return UInt32(truncatingIfNeeded: crc)
  }

  static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [
      UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255),
    ]
  }
}
