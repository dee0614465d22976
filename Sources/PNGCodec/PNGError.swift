/// Everything that can go wrong reading or writing a PNG, with the facts of each case.
///
/// Each case's `description` says what was expected, what was found and what to do.
public enum PNGError: Error, Equatable, Sendable {
  /// The data does not start with the 8-byte PNG signature.
  case notPNG(firstBytes: [UInt8])
  /// The data ends before the PNG does: inside a chunk, or before IEND.
  case truncated(offset: Int, inChunk: String?)
  /// A chunk's stored CRC does not match its contents.
  case badCRC(chunk: String)
  /// A chunk is malformed: a length over 2³¹−1, a type that is not four letters, an
  /// IHDR that is not first, a chunk missing or out of place.
  case badChunk(chunk: String, reason: String)
  /// The IHDR holds values the PNG specification does not allow.
  case invalidHeader(reason: String)
  /// The image is larger than the configured limits; no pixels were allocated.
  case tooLarge(width: Int, height: Int, limits: PNGLimits)
  /// The compressed image data or an ancillary chunk is corrupt (libpng's message).
  case corruptData(message: String)
  /// A bitmap that PNG cannot hold (zero width or height).
  case unencodable(reason: String)
  /// A text metadata key or value that PNG cannot hold.
  case invalidText(key: String, reason: String)
  /// zlib failed while compressing (its return code).
  case compressionFailed(code: Int32)
  /// Reading or writing a file failed; `reason` is the system's message.
  case io(path: String, operation: String, reason: String)
}

extension PNGError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notPNG(let firstBytes):
      let hex = firstBytes.prefix(8).map { byte in
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
      }.joined(separator: " ")
      let shown = firstBytes.isEmpty ? "no bytes at all" : "bytes \(hex)"
      return "not a PNG file: expected the signature 89 50 4e 47 0d 0a 1a 0a, found \(shown); "
        + "check that the file is a PNG and not another format or an unresolved Git LFS pointer"
    case .truncated(let offset, let chunk):
      let place = chunk.map { "inside the \($0) chunk" } ?? "before the IEND chunk"
      return "truncated PNG: the data ends at byte \(offset), \(place); "
        + "the file was cut short (an interrupted copy or download): restore or re-record it"
    case .badCRC(let chunk):
      return "corrupt PNG: the CRC of the \(chunk) chunk does not match its contents; "
        + "the file was damaged after it was written: restore or re-record it"
    case .badChunk(let chunk, let reason):
      return "malformed PNG: chunk \(chunk): \(reason); restore or re-record the file"
    case .invalidHeader(let reason):
      return
        "invalid PNG header (IHDR): \(reason); the file was not written by a conforming encoder"
    case .tooLarge(let width, let height, let limits):
      return "PNG too large: \(width)×\(height) exceeds the limits of \(limits.maxWidth) per side "
        + "and \(limits.maxPixels) pixels in all (the default limits are the largest picture "
        + "Designable renders); no pixels were decoded. If the image is meant to be this big, "
        + "raise PNGLimits (in code) or pass --max-image-pixels (designable diff, designable png)"
    case .corruptData(let message):
      return "corrupt PNG data: \(message); restore or re-record the file"
    case .unencodable(let reason):
      return "cannot encode as PNG: \(reason)"
    case .invalidText(let key, let reason):
      return "cannot store text metadata \"\(key)\" in a PNG: \(reason)"
    case .compressionFailed(let code):
      return "zlib failed to compress the image data (code \(code)); this is a bug or out of memory"
    case .io(let path, let operation, let reason):
      return "cannot \(operation) \(path): \(reason)"
    }
  }
}
