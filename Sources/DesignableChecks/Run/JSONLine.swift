/// One line of JSON written byte by byte into a buffer that is kept from line to line.
///
/// Strings are written as UTF-8 with `"`, `\` and the control characters U+0000 to U+001F
/// escaped (as `\n`, `\r`, `\t`, `\b`, `\f` or `\u00XX`), and nothing else escaped. Numbers
/// are written in Swift's shortest form that reads back as the same `Double`; the infinities
/// and NaN, which JSON cannot hold, as the strings ``RunRecord/NonFiniteNumbers`` names.
/// Commas are placed by the writer: open a container, write keys and values, close it.
struct JSONLine {
  /// The line so far, without its newline.
  private(set) var bytes: [UInt8] = []
  /// Whether the next key or value follows another in its container.
  private var needsComma = false

  init(capacity: Int = 1024) {
    bytes.reserveCapacity(capacity)
  }

  /// Empties the line and keeps its storage.
  mutating func reset() {
    bytes.removeAll(keepingCapacity: true)
    needsComma = false
  }

  /// Ends the line with a newline.
  mutating func newline() {
    bytes.append(0x0a)
    needsComma = false
  }

  mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
  }

  mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes a member's name; its value comes next.
  mutating func key(_ name: String) {
    string(name)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  mutating func string(_ value: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0x00..<0x20:
        escapeControl(byte)
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    needsComma = true
  }

  /// Writes a number; an infinity or NaN as the string `inf`, `-inf` or `nan`.
  mutating func number(_ value: Double) {
    guard value.isFinite else {
      string(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf")
      return
    }
    separate()
    // `description` is the shortest decimal that reads back as the same Double: digits, a
    // point and an exponent (`1e-05`, `1e+16`), all of which JSON's number grammar allows.
    bytes.append(contentsOf: value.description.utf8)
    needsComma = true
  }

  mutating func integer(_ value: Int) {
    separate()
    bytes.append(contentsOf: value.description.utf8)
    needsComma = true
  }

  mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  private mutating func escapeControl(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case 0x0a: bytes.append(UInt8(ascii: "n"))
    case 0x0d: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0c: bytes.append(UInt8(ascii: "f"))
    default:
      bytes.append(UInt8(ascii: "u"))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(Self.hexDigits[Int(byte >> 4)])
      bytes.append(Self.hexDigits[Int(byte & 0x0f)])
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
  private static let trueBytes = Array("true".utf8)
  private static let falseBytes = Array("false".utf8)
}

extension JSONLine {
  /// Writes a member; an optional member that is `nil` is left out, as `JSONEncoder` does.
  mutating func field(_ name: String, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  mutating func field(_ name: String, _ value: Double?) {
    guard let value else { return }
    key(name)
    number(value)
  }

  mutating func field(_ name: String, _ value: Int?) {
    guard let value else { return }
    key(name)
    integer(value)
  }

  mutating func field(_ name: String, _ value: Bool) {
    key(name)
    bool(value)
  }

  mutating func field(_ name: String, _ values: [String]?) {
    guard let values else { return }
    key(name)
    beginArray()
    for value in values { string(value) }
    endArray()
  }

  /// Writes a dictionary of strings with its keys in ascending order, so that the same
  /// record always gives the same line.
  mutating func field(_ name: String, _ values: [String: String]) {
    key(name)
    beginObject()
    for entry in values.sorted(by: { $0.key < $1.key }) { field(entry.key, entry.value) }
    endObject()
  }
}
