/// Names, spaces, quoted values, references and positions.
extension XMLReader {
  static let lessThan = UInt8(ascii: "<")
  static let greaterThan = UInt8(ascii: ">")
  static let ampersand = UInt8(ascii: "&")

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  /// Letters, `_`, `:` and every byte of a non-ASCII character (XML 1.0 §2.3, with the
  /// non-ASCII ranges taken whole: the bytes are already valid UTF-8).
  static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// Skips spaces and says whether there were any.
  @discardableResult
  mutating func skipSpace() -> Bool {
    let start = position
    while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    return position > start
  }

  /// Steps over `byte`, or throws `message`, which is only built then.
  mutating func expect(_ byte: UInt8, _ message: @autoclosure () -> String)
    throws(IBDocumentError)
  {
    guard position < bytes.count, bytes[position] == byte else {
      throw malformed(message(), at: position)
    }
    position += 1
  }

  /// Whether the bytes at the position are `literal`.
  func hasPrefix(_ literal: String) -> Bool {
    var offset = position
    for byte in literal.utf8 {
      guard offset < bytes.count, bytes[offset] == byte else { return false }
      offset += 1
    }
    return true
  }

  /// The offset of the first `literal` at or after `start`.
  func find(_ literal: String, from start: Int) -> Int? {
    let pattern = Array(literal.utf8)
    guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
    var offset = start
    while offset <= bytes.count - pattern.count {
      if bytes[offset] == first,
        pattern.indices.allSatisfy({ bytes[offset + $0] == pattern[$0] })
      {
        return offset
      }
      offset += 1
    }
    return nil
  }

  mutating func readName(_ what: String) throws(IBDocumentError) -> String {
    let start = position
    guard position < bytes.count, Self.isNameStart(bytes[position]) else {
      throw malformed("expected \(what)" + found(at: position), at: position)
    }
    position += 1
    while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// `, found "x"` for the character at `offset`, or `, found the end of the file`.
  func found(at offset: Int) -> String {
    guard offset < bytes.count else { return ", found the end of the file" }
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return ", found \"\(String(decoding: bytes[offset..<end], as: UTF8.self))\""
  }

  /// A quoted attribute value with references replaced and tabs and line ends made spaces
  /// (XML 1.0 §3.3.3, for attributes without a declared type).
  mutating func attributeValue(of name: String) throws(IBDocumentError) -> String {
    guard position < bytes.count, bytes[position] == 0x22 || bytes[position] == 0x27 else {
      throw malformed("the value of attribute \(name) is not quoted", at: position)
    }
    let quote = bytes[position]
    let opening = position
    position += 1
    let start = position
    // Appended to in place: a value of many references must not be copied per reference.
    var output: [UInt8] = []
    var replacedAny = false
    var segment = position
    while true {
      guard position < bytes.count else {
        throw malformed(
          "the value of attribute \(name) is not closed: its quote has no match", at: opening)
      }
      let byte = bytes[position]
      if byte == quote { break }
      if byte == Self.lessThan {
        throw malformed("the value of attribute \(name) contains <; write &lt;", at: position)
      }
      guard byte == Self.ampersand || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
        position += 1
        continue
      }
      replacedAny = true
      output.append(contentsOf: bytes[segment..<position])
      if byte == Self.ampersand {
        output.append(contentsOf: String(try reference()).utf8)
      } else {
        output.append(0x20)
        position +=
          byte == 0x0D && position + 1 < bytes.count && bytes[position + 1] == 0x0A ? 2 : 1
      }
      segment = position
    }
    defer { position += 1 }
    guard replacedAny else { return String(decoding: bytes[start..<position], as: UTF8.self) }
    output.append(contentsOf: bytes[segment..<position])
    return String(decoding: output, as: UTF8.self)
  }

  /// A character reference or one of the five predefined entities, from its `&`.
  mutating func reference() throws(IBDocumentError) -> Unicode.Scalar {
    let start = position
    position += 1
    if position < bytes.count, bytes[position] == UInt8(ascii: "#") {
      return try characterReference(from: start)
    }
    guard position < bytes.count, Self.isNameStart(bytes[position]) else {
      throw malformed("& does not start a reference; write &amp; for an ampersand", at: start)
    }
    let name = try readName("an entity name")
    try expect(UInt8(ascii: ";"), "the reference &\(name) is not closed with ;")
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "apos": return "'"
    case "quot": return "\""
    default:
      throw malformed(
        "entity &\(name); is not declared: Interface Builder documents use only &lt; &gt; "
          + "&amp; &apos; &quot; and character references", at: start)
    }
  }

  private mutating func characterReference(from start: Int) throws(IBDocumentError)
    -> Unicode.Scalar
  {
    position += 1
    var radix: UInt32 = 10
    if position < bytes.count, bytes[position] == UInt8(ascii: "x") {
      radix = 16
      position += 1
    }
    var value: UInt32 = 0
    var digits = 0
    while position < bytes.count, let digit = Self.digit(bytes[position], radix: radix) {
      // Capped just above U+10FFFF, so long runs of digits cannot overflow.
      value = min(value * radix + digit, 0x11_0000)
      digits += 1
      position += 1
    }
    guard digits > 0, position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
      throw malformed("a character reference is not closed with ;" + found(at: position), at: start)
    }
    position += 1
    guard XMLTextCheck.isAllowed(value), let scalar = Unicode.Scalar(value) else {
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      throw malformed("\(text) refers to a character XML does not allow", at: start)
    }
    return scalar
  }

  private static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
      UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
      UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  // MARK: Positions and errors

  /// The 1-based line of `offset`, counted forward from the last offset asked about.
  mutating func line(at offset: Int) -> Int {
    if offset < countedOffset { return location(of: offset).line }
    var line = countedLine
    for index in countedOffset..<offset where endsLine(at: index) { line += 1 }
    (countedOffset, countedLine) = (offset, line)
    return line
  }

  /// Whether the byte at `index` ends a line: a line feed, or a carriage return not followed
  /// by one (a CR LF pair ends one line, at its LF).
  func endsLine(at index: Int) -> Bool {
    bytes[index] == 0x0A
      || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
  }

  /// The 1-based line and column (in characters) of `offset`.
  func location(of offset: Int) -> (line: Int, column: Int) {
    let end = min(offset, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where endsLine(at: index) {
      line += 1
      lineStart = index + 1
    }
    let column = bytes[lineStart..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    return (line, column)
  }

  func malformed(_ message: String, at offset: Int) -> IBDocumentError {
    let (line, column) = location(of: offset)
    return .malformed(
      file: file, line: line, column: column,
      message: message + "; fix the file or re-save "
        + "it in Xcode")
  }

  func refused(_ message: String, at offset: Int) -> IBDocumentError {
    let (line, column) = location(of: offset)
    return .refused(file: file, line: line, column: column, message: message)
  }

  /// `U+0001`.
  static func hex(_ scalar: UInt32) -> String {
    let digits = String(scalar, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
