/// Why an IB document could not be read at all.
public enum IBDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file cannot be opened or read (missing, not a regular file, no permission).
  case unreadable(file: String, reason: String)
  /// The file is larger than ``IBReadOptions/maximumByteCount``.
  case tooLarge(file: String, byteCount: Int, limit: Int)
  /// The XML is not well-formed; `line` and `column` are where the parser stopped.
  case malformed(file: String, line: Int, column: Int, message: String)
  /// The bytes are not UTF-8: `byte` at `line` and `column` (in characters) cannot start
  /// or continue a UTF-8 sequence there.
  case invalidUTF8(file: String, line: Int, column: Int, byte: UInt8)
  /// The document uses an XML feature that is refused for safety and that Interface Builder
  /// never writes: entity declarations or XInclude.
  case refused(file: String, line: Int, column: Int, message: String)
  /// Elements are nested deeper than ``IBReadOptions/maximumDepth``.
  case tooDeep(file: String, line: Int, limit: Int)
  /// The XML is well-formed but its root element is not `<document>`.
  case notInterfaceBuilder(file: String, rootElement: String)

  /// Whether the error concerns reading the file rather than its contents.
  public var isIOError: Bool {
    if case .unreadable = self { return true }
    return false
  }

  public var description: String {
    switch self {
    case .unreadable(let file, let reason):
      "\(file): cannot read the file: \(reason)"
    case .tooLarge(let file, let byteCount, let limit):
      "\(file): the file has \(byteCount) bytes, more than the limit of \(limit); "
        + "raise IBReadOptions.maximumByteCount to read it"
    case .malformed(let file, let line, let column, let message):
      "\(file):\(line):\(column): malformed XML: \(message)"
    case .invalidUTF8(let file, let line, let column, let byte):
      "\(file):\(line):\(column): invalid UTF-8 byte 0x\(Self.hex(byte)) at line \(line), "
        + "column \(column): the file is not UTF-8 text; re-save it in Xcode"
    case .refused(let file, let line, let column, let message):
      "\(file):\(line):\(column): \(message); the file is not read"
    case .tooDeep(let file, let line, let limit):
      "\(file):\(line): elements are nested more than \(limit) deep; "
        + "IB documents are far shallower, so the file is not read"
    case .notInterfaceBuilder(let file, let rootElement):
      "\(file): expected an Interface Builder <document> root element, found <\(rootElement)>"
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count < 2 ? "0" + digits : digits
  }
}
