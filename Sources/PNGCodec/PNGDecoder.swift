internal import CLibPNG
import Raster

/// A decoded PNG: its pixels and what the file said about itself.
public struct PNGImage: Equatable, Sendable {
  /// The pixels as 8-bit straight RGBA at the file's true size.
  public var bitmap: Bitmap
  /// The file's header, colour chunks and text metadata.
  public var info: PNGInfo
}

/// Decodes PNG data of any valid kind into 8-bit straight RGBA.
///
/// Every colour type and bit depth, tRNS transparency and Adam7 interlacing are supported;
/// ancillary chunks are skipped (an APNG gives its default image). Sample values are kept as
/// stored: no gamma or ICC conversion. 16-bit samples become 8-bit by rounding
/// `v × 255 / 65535`; low bit depths are scaled up exactly (a 4-bit 0xA becomes 0xAA).
///
/// Bad data never crashes: every failure is a ``PNGError``, and the header is checked
/// against ``limits`` before pixel memory is allocated.
public struct PNGDecoder: Sendable {
  /// The size limits checked before decoding.
  public var limits: PNGLimits

  public init(limits: PNGLimits = .default) {
    self.limits = limits
  }

  /// Decodes the pixels of PNG data.
  /// - Throws: ``PNGError`` when the data is not a valid PNG or exceeds ``limits``.
  /// - Complexity: O(compressed size + pixel count).
  public func decode(_ data: [UInt8]) throws(PNGError) -> Bitmap {
    try decodeImage(data).bitmap
  }

  /// Decodes the pixels and the file's information.
  /// - Throws: ``PNGError`` when the data is not a valid PNG or exceeds ``limits``.
  public func decodeImage(_ data: [UInt8]) throws(PNGError) -> PNGImage {
    let result = data.withUnsafeBytes { buffer in
      Result { () throws(PNGError) -> PNGImage in try decodeImage(buffer) }
    }
    return try result.get()
  }

  /// Decodes the pixels and the file's information from raw bytes.
  /// - Throws: ``PNGError`` when the data is not a valid PNG or exceeds ``limits``.
  public func decodeImage(_ data: UnsafeRawBufferPointer) throws(PNGError) -> PNGImage {
    var none: [UInt8] = []
    return try decodeImage(data, reusing: &none)
  }

  /// Decodes the pixels and the file's information from raw bytes into `storage` when it
  /// can hold them without growing (as kept by ``PNGPixelPool``); the picture's bytes are
  /// then that storage, overwritten, and `storage` is left empty. The pixels are the same
  /// either way.
  /// - Throws: ``PNGError`` when the data is not a valid PNG or exceeds ``limits``.
  public func decodeImage(_ data: UnsafeRawBufferPointer, reusing storage: inout [UInt8])
    throws(PNGError) -> PNGImage
  {
    try decodeImage(data, scanned: PNGChunkScanner.scan(data), reusing: &storage)
  }

  /// As ``decodeImage(_:reusing:)``, with the chunks of `data` already scanned.
  func decodeImage(
    _ data: UnsafeRawBufferPointer, scanned: PNGChunkScanner.Result, reusing storage: inout [UInt8]
  ) throws(PNGError) -> PNGImage {
    let header = scanned.header
    try limits.check(width: header.width, height: header.height)

    let decoder = UnsafeMutablePointer<CLibPNG_Decoder>.allocate(capacity: 1)
    defer {
      CLibPNG_decoderDestroy(decoder)
      decoder.deallocate()
    }
    let began = CLibPNG_decoderBegin(
      decoder, data.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count,
      UInt32(min(limits.maxWidth, 0x7FFF_FFFF)), UInt32(min(limits.maxWidth, 0x7FFF_FFFF)),
      max(limits.maxChunkBytes, 1))
    guard began == 1 else { throw Self.error(from: decoder, data: data) }

    let byteCount = header.width * header.height * 4
    var bytes: [UInt8] = []
    swap(&bytes, &storage)
    var finished: Int32 = 0
    if bytes.capacity >= byteCount && !bytes.isEmpty {
      Self.resize(&bytes, to: byteCount)
      // Unique storage is written in place; storage shared with another array is copied.
      finished = bytes.withUnsafeMutableBufferPointer { buffer in
        CLibPNG_decoderFinish(decoder, buffer.baseAddress)
      }
    } else {
      bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
        finished = CLibPNG_decoderFinish(decoder, buffer.baseAddress)
        if finished != 1 {
          buffer.initialize(repeating: 0)
        }
        initialized = byteCount
      }
    }
    guard finished == 1 else { throw Self.error(from: decoder, data: data) }
    guard let bitmap = Bitmap(width: header.width, height: header.height, bytes: bytes) else {
      throw .corruptData(message: "decoded pixel count does not match the header")
    }
    let info = PNGInfo(
      width: header.width, height: header.height, bitDepth: header.bitDepth,
      colorType: header.colorType, isInterlaced: header.isInterlaced,
      // tRNS is defined for gray, RGB and palette images only; libpng ignores it elsewhere.
      hasTransparencyChunk: scanned.hasTransparencyChunk
        && [.gray, .rgb, .palette].contains(header.colorType),
      color: scanned.color,
      text: Self.textEntries(decoder), animationFrameCount: scanned.animationFrameCount,
      chunkTypes: scanned.chunkTypes)
    return PNGImage(bitmap: bitmap, info: info)
  }

  /// Gives kept, non-empty storage `count` elements without a new allocation, when its
  /// capacity holds them. What they hold is left unspecified: the decoder writes every byte
  /// before anyone reads it. Bytes are moved in one block (from a zeroed scratch buffer
  /// when it grows), never element by element, which a debug build does slowly (zeroing a
  /// 1 MB reference with `repeatElement` took most of a debug snapshot's time). Appending a
  /// slice of the array itself would share its storage and make the append reallocate.
  static func resize(_ bytes: inout [UInt8], to count: Int) {
    if bytes.count > count { bytes.removeSubrange(count...) }
    let missing = count - bytes.count
    guard missing > 0, let zeros = calloc(missing, 1) else { return }
    defer { free(zeros) }
    bytes.append(
      contentsOf: UnsafeBufferPointer(
        start: zeros.assumingMemoryBound(to: UInt8.self), count: missing))
  }

  private static func textEntries(_ decoder: UnsafeMutablePointer<CLibPNG_Decoder>)
    -> [PNGTextEntry]
  {
    let count = Int(CLibPNG_decoderTextCount(decoder))
    var entries: [PNGTextEntry] = []
    entries.reserveCapacity(count)
    for index in 0..<count {
      guard let key = CLibPNG_decoderTextKey(decoder, Int32(index)) else { continue }
      var length = 0
      var isUTF8: Int32 = 0
      let keyText = PNGChunkScanner.latin1(
        UnsafeRawBufferPointer(start: key, count: strlen(key)))
      guard let value = CLibPNG_decoderTextValue(decoder, Int32(index), &length, &isUTF8) else {
        entries.append(PNGTextEntry(key: keyText, value: ""))
        continue
      }
      let valueBytes = UnsafeRawBufferPointer(start: value, count: length)
      let valueText =
        isUTF8 != 0
        ? String(decoding: valueBytes, as: UTF8.self) : PNGChunkScanner.latin1(valueBytes)
      entries.append(PNGTextEntry(key: keyText, value: valueText))
    }
    return entries
  }

  /// Turns libpng's message into the most specific ``PNGError`` case.
  private static func error(
    from decoder: UnsafeMutablePointer<CLibPNG_Decoder>, data: UnsafeRawBufferPointer
  ) -> PNGError {
    let message = withUnsafeBytes(of: &decoder.pointee.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if message.hasSuffix("CRC error") {
      let chunk = message.split(separator: ":").first.map(String.init) ?? "unknown"
      return .badCRC(chunk: chunk)
    }
    if message == "unexpected end of data" {
      return .truncated(offset: data.count, inChunk: "IDAT")
    }
    return .corruptData(message: message)
  }
}

extension PNGDecoder {
  /// Decodes PNG data with the default limits.
  /// - Throws: ``PNGError`` when the data is not a valid PNG.
  public static func decode(_ data: [UInt8]) throws(PNGError) -> Bitmap {
    try PNGDecoder().decode(data)
  }
}
