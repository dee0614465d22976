/// A small streaming XML reader for Interface Builder documents, over bytes in memory.
///
/// It reads what IB documents use: elements, attributes, text, comments, CDATA sections,
/// processing instructions, character references and the five predefined entities. It never
/// fetches, reads or expands anything else: entity declarations and XInclude are refused, a
/// document type declaration without them is skipped. Every input ends in events or an
/// ``IBDocumentError`` naming the line and column; nothing recurses, so depth costs no stack.
///
/// The bytes are checked once by ``XMLTextCheck`` before the first event, so every `String`
/// the reader makes is valid UTF-8.
struct XMLReader {
  let bytes: UnsafeRawBufferPointer
  let file: String
  let maximumDepth: Int
  /// Set to receive ``XMLEvent/text(_:)`` events; text is checked but not kept otherwise.
  var decodesText = false
  var position = 0
  /// The names and lines of the open elements, outermost first.
  var open: [(name: String, line: Int)] = []
  private var pendingEnd: String?
  var sawRoot = false
  var sawDocumentType = false
  /// The last offset whose line is known, for counting lines forward.
  var countedOffset = 0
  var countedLine = 1
  /// Where the document starts, after a byte order mark.
  var bodyStart = 0

  /// Checks the bytes and positions the reader after a UTF-8 byte order mark, if any.
  /// - Throws: ``IBDocumentError/invalidUTF8(file:line:column:byte:)`` or
  ///   ``IBDocumentError/malformed(file:line:column:message:)`` for a forbidden character.
  init(bytes: UnsafeRawBufferPointer, file: String, maximumDepth: Int) throws(IBDocumentError) {
    self.bytes = bytes
    self.file = file
    self.maximumDepth = maximumDepth
    if bytes.count >= 2,
      bytes[0] == 0xFE && bytes[1] == 0xFF || bytes[0] == 0xFF && bytes[1] == 0xFE
    {
      throw malformed(
        "the file is UTF-16 text; Interface Builder documents are UTF-8", at: 0)
    }
    if let (offset, problem) = XMLTextCheck.firstProblem(in: bytes) {
      let (line, column) = location(of: offset)
      switch problem {
      case .invalidUTF8(let byte):
        throw .invalidUTF8(file: file, line: line, column: column, byte: byte)
      case .forbiddenCharacter(let scalar):
        throw malformed("character \(Self.hex(scalar)) is not allowed in XML", at: offset)
      }
    }
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      (position, bodyStart) = (3, 3)
    }
  }

  /// The next event, or `nil` after the root element and whatever may follow it.
  mutating func next() throws(IBDocumentError) -> XMLEvent? {
    if let name = pendingEnd {
      pendingEnd = nil
      return .end(name: name)
    }
    while position < bytes.count {
      if bytes[position] != Self.lessThan {
        if open.isEmpty {
          try skipOutsideRoot()
          continue
        }
        if let text = try characterData() { return .text(text) }
        continue
      }
      let after = position + 1 < bytes.count ? bytes[position + 1] : 0
      switch after {
      case UInt8(ascii: "/"): return try endTag()
      case UInt8(ascii: "?"): try processingInstruction()
      case UInt8(ascii: "!"):
        if let event = try markupDeclaration() { return event }
      default: return try startTag()
      }
    }
    if let element = open.last {
      throw malformed(
        "element <\(element.name)> of line \(element.line) is not closed before the end of "
          + "the file", at: bytes.count)
    }
    if !sawRoot {
      throw malformed(
        hasOnlySpace ? "the document is empty" : "the document has no root element",
        at: bytes.count)
    }
    return nil
  }

  // MARK: Tags

  private mutating func startTag() throws(IBDocumentError) -> XMLEvent {
    let start = position
    if sawRoot, open.isEmpty {
      throw malformed("there is content after the end of the document", at: start)
    }
    position += 1
    let name = try readName("an element name")
    var attributes = XMLAttributes()
    while true {
      let spaced = skipSpace()
      guard position < bytes.count else {
        throw malformed("the tag <\(name)> is not closed with >", at: position)
      }
      let byte = bytes[position]
      if byte == Self.greaterThan || byte == UInt8(ascii: "/") { break }
      guard spaced else {
        throw malformed("attributes of <\(name)> must be separated by spaces", at: position)
      }
      let nameOffset = position
      let attributeName = try readName("an attribute name")
      skipSpace()
      try expect(UInt8(ascii: "="), "attribute \(attributeName) of <\(name)> has no value")
      skipSpace()
      let value = try attributeValue(of: attributeName)
      if !attributes.add(attributeName, value) {
        throw malformed("attribute \(attributeName) of <\(name)> is written twice", at: nameOffset)
      }
      try refuseXInclude(attributeName, value, at: nameOffset)
    }
    let line = line(at: position)
    if bytes[position] == UInt8(ascii: "/") {
      position += 1
      try expect(Self.greaterThan, "the tag <\(name)> is not closed with >")
      pendingEnd = name
    } else {
      position += 1
    }
    if open.count >= maximumDepth {
      throw .tooDeep(file: file, line: line, limit: maximumDepth)
    }
    if pendingEnd == nil { open.append((name, line)) }
    if open.count <= 1 { sawRoot = true }
    return .start(name: name, attributes: attributes, line: line)
  }

  private mutating func endTag() throws(IBDocumentError) -> XMLEvent {
    let start = position
    position += 2
    let nameStart = position
    let name = try readName("the name of an end tag")
    skipSpace()
    try expect(Self.greaterThan, "the end tag </\(name)> is not closed with >")
    guard let element = open.last else {
      throw malformed("the end tag </\(name)> has no start tag", at: start)
    }
    guard element.name.utf8.elementsEqual(bytes[nameStart..<nameStart + name.utf8.count]) else {
      throw malformed(
        "the end tag </\(name)> does not match the start tag <\(element.name)> of line "
          + "\(element.line)", at: start)
    }
    open.removeLast()
    return .end(name: element.name)
  }

  /// An XInclude namespace declaration: documents that include other files are refused.
  private func refuseXInclude(_ name: String, _ value: String, at offset: Int)
    throws(IBDocumentError)
  {
    guard name == "xmlns" || name.hasPrefix("xmlns:"),
      value.hasPrefix("http://www.w3.org/2001/XInclude")
        || value.hasPrefix("http://www.w3.org/2003/XInclude")
    else { return }
    throw refused(
      "XInclude is refused: Interface Builder documents include no other files", at: offset)
  }

  // MARK: Outside the root element

  /// Space, or text where none is allowed (before or after the root element).
  private mutating func skipOutsideRoot() throws(IBDocumentError) {
    skipSpace()
    guard position < bytes.count, bytes[position] != Self.lessThan else { return }
    if !sawRoot, bytes[bodyStart..<position].allSatisfy(Self.isSpace) {
      throw malformed("the document does not start with XML", at: position)
    }
    throw malformed(
      sawRoot
        ? "there is content after the end of the document"
        : "there is text before the root element", at: position)
  }

  private var hasOnlySpace: Bool { bytes[bodyStart...].allSatisfy(Self.isSpace) }
}
