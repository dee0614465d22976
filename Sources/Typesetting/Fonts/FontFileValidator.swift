/// Checks the sfnt header and table directory of a font file before FreeType sees it, so
/// that a file that is not a font, or is cut short, gets a precise error.
///
/// The layout checked is the OpenType table directory (OpenType spec, "Organization of an
/// OpenType Font"): a 12-byte header (sfntVersion, numTables, ...) followed by 16-byte
/// records (tag, checksum, offset, length). A TrueType collection ('ttcf') is checked for
/// its header and the first face's directory.
enum FontFileValidator {
  /// Throws when `bytes` is not a complete TrueType/OpenType file.
  static func validate(_ bytes: UnsafeRawBufferPointer, path: String) throws(FontError) {
    guard bytes.count >= 12 else {
      throw .notAFont(path: path, found: describe(bytes, prefix: "\(bytes.count) bytes"))
    }
    var directory = 0
    if readTag(bytes, 0) == "ttcf" {
      guard bytes.count >= 16 else {
        throw .truncated(path: path, table: "ttcf", tableEnd: 16, fileSize: bytes.count)
      }
      directory = Int(readUInt32(bytes, 12))
      guard directory + 12 <= bytes.count else {
        throw .truncated(
          path: path, table: "ttcf", tableEnd: directory + 12, fileSize: bytes.count)
      }
    }
    let version = readUInt32(bytes, directory)
    let tag = readTag(bytes, directory)
    guard version == 0x0001_0000 || tag == "OTTO" || tag == "true" else {
      throw .notAFont(path: path, found: describe(bytes, prefix: "a file starting with"))
    }
    let tableCount = Int(readUInt16(bytes, directory + 4))
    let recordsEnd = directory + 12 + tableCount * 16
    guard recordsEnd <= bytes.count else {
      throw .truncated(
        path: path, table: "table directory", tableEnd: recordsEnd, fileSize: bytes.count)
    }
    for index in 0..<tableCount {
      let record = directory + 12 + index * 16
      let offset = Int(readUInt32(bytes, record + 8))
      let length = Int(readUInt32(bytes, record + 12))
      guard offset + length <= bytes.count else {
        throw .truncated(
          path: path, table: readTag(bytes, record), tableEnd: offset + length,
          fileSize: bytes.count)
      }
    }
  }

  static func readUInt16(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt16 {
    UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }

  static func readUInt32(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
      | UInt32(bytes[at + 3])
  }

  /// Four bytes as text, with bytes outside printable ASCII shown as `?`.
  static func readTag(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> String {
    String(
      (at..<(at + 4)).map { i in
        (0x20...0x7e).contains(bytes[i]) ? Character(UnicodeScalar(bytes[i])) : "?"
      })
  }

  /// The first bytes in hex, for error messages.
  static func describe(_ bytes: UnsafeRawBufferPointer, prefix: String) -> String {
    let head = bytes.prefix(8).map { byte -> String in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return head.isEmpty ? prefix : "\(prefix) \(head.joined(separator: " "))"
  }
}
