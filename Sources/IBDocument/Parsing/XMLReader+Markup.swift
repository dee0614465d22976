/// Text, comments, CDATA sections, processing instructions and the document type declaration.
extension XMLReader {
  /// The text up to the next `<`, checked; returned only when ``decodesText`` is set.
  mutating func characterData() throws(IBDocumentError) -> String? {
    var output: [UInt8] = []
    var segment = position
    scan: while position < bytes.count {
      switch bytes[position] {
      case Self.lessThan:
        break scan
      case Self.ampersand:
        if decodesText { output.append(contentsOf: bytes[segment..<position]) }
        let scalar = try reference()
        if decodesText { output.append(contentsOf: String(scalar).utf8) }
        segment = position
      case UInt8(ascii: "]"):
        if hasPrefix("]]>") {
          throw malformed("]]> is not allowed in text; write ]]&gt;", at: position)
        }
        position += 1
      case 0x0D:
        // XML 1.0 §2.11: a carriage return, alone or before a line feed, is a line feed.
        if decodesText { output.append(contentsOf: bytes[segment..<position] + [0x0A]) }
        position += position + 1 < bytes.count && bytes[position + 1] == 0x0A ? 2 : 1
        segment = position
      default:
        position += 1
      }
    }
    guard decodesText else { return nil }
    output.append(contentsOf: bytes[segment..<position])
    return String(decoding: output, as: UTF8.self)
  }

  /// A comment, a CDATA section or a document type declaration, from its `<!`.
  mutating func markupDeclaration() throws(IBDocumentError) -> XMLEvent? {
    if hasPrefix("<!--") {
      try skipComment()
      return nil
    }
    if hasPrefix("<![CDATA[") { return try cdataSection() }
    if hasPrefix("<!DOCTYPE") { return try documentType() }
    throw malformed(
      "unknown markup: only comments, CDATA sections and a DOCTYPE start with <!", at: position)
  }

  private mutating func skipComment() throws(IBDocumentError) {
    let start = position
    guard let dashes = find("--", from: position + 4) else {
      throw malformed("a comment is not closed with -->", at: start)
    }
    guard dashes + 2 < bytes.count, bytes[dashes + 2] == Self.greaterThan else {
      throw malformed("a comment contains --, which XML does not allow", at: dashes)
    }
    position = dashes + 3
  }

  private mutating func cdataSection() throws(IBDocumentError) -> XMLEvent? {
    let start = position
    if open.isEmpty {
      throw malformed("a CDATA section is outside the root element", at: start)
    }
    guard let end = find("]]>", from: position + 9) else {
      throw malformed("a CDATA section is not closed with ]]>", at: start)
    }
    position = end + 3
    guard decodesText else { return nil }
    var output: [UInt8] = []
    var index = start + 9
    while index < end {
      let byte = bytes[index]
      index += 1
      if byte != 0x0D {
        output.append(byte)
      } else {
        output.append(0x0A)
        if index < end, bytes[index] == 0x0A { index += 1 }
      }
    }
    return .text(String(decoding: output, as: UTF8.self))
  }

  /// A processing instruction, or the XML declaration at the very start of the file.
  mutating func processingInstruction() throws(IBDocumentError) {
    let start = position
    position += 2
    let target = try readName("the target of a processing instruction after <?")
    guard let end = find("?>", from: position) else {
      throw malformed("the processing instruction <?\(target) is not closed with ?>", at: start)
    }
    if target.lowercased() == "xml" {
      guard start == bodyStart else {
        throw malformed("the XML declaration <?xml ?> is allowed only at the start", at: start)
      }
      try checkEncoding(declarationEnd: end)
    }
    position = end + 2
  }

  /// Refuses an XML declaration that names an encoding other than UTF-8 (or ASCII).
  private mutating func checkEncoding(declarationEnd end: Int) throws(IBDocumentError) {
    guard let keyword = find("encoding", from: position), keyword < end else { return }
    position = keyword + 8
    skipSpace()
    guard position < end, bytes[position] == UInt8(ascii: "=") else { return }
    position += 1
    skipSpace()
    guard position < end else { return }
    let value = try attributeValue(of: "encoding")
    guard ["utf-8", "utf8", "us-ascii", "ascii"].contains(value.lowercased()) else {
      throw malformed(
        "the document declares the encoding \(value); Interface Builder documents are UTF-8",
        at: keyword)
    }
  }

  /// A document type declaration: skipped when it declares no entities, refused otherwise.
  /// Its external DTD, if it names one, is never read.
  private mutating func documentType() throws(IBDocumentError) -> XMLEvent {
    let start = position
    if sawRoot || sawDocumentType {
      throw malformed("a DOCTYPE is allowed only once, before the root element", at: start)
    }
    sawDocumentType = true
    position += 9
    while true {
      guard position < bytes.count else {
        throw malformed("the DOCTYPE is not closed with >", at: start)
      }
      switch bytes[position] {
      case 0x22, 0x27: try skipQuoted(from: start)
      case UInt8(ascii: "["):
        position += 1
        try internalSubset(from: start)
      case Self.greaterThan:
        position += 1
        return .documentType(line: line(at: start))
      default: position += 1
      }
    }
  }

  /// The declarations between `[` and `]`: any entity declaration or parameter entity
  /// reference is refused; other declarations, comments and instructions are skipped.
  private mutating func internalSubset(from start: Int) throws(IBDocumentError) {
    while true {
      skipSpace()
      guard position < bytes.count else {
        throw malformed("the DOCTYPE is not closed with ]>", at: start)
      }
      if bytes[position] == UInt8(ascii: "]") {
        position += 1
        return
      }
      if bytes[position] == UInt8(ascii: "%") || hasPrefix("<!ENTITY") {
        throw refused(
          "entity declarations are refused: Interface Builder documents have none", at: position)
      }
      if hasPrefix("<!--") {
        try skipComment()
      } else if hasPrefix("<?") {
        try processingInstruction()
      } else if hasPrefix("<!") {
        let declaration = position
        while position < bytes.count, bytes[position] != Self.greaterThan {
          if bytes[position] == 0x22 || bytes[position] == 0x27 {
            try skipQuoted(from: declaration)
          } else {
            position += 1
          }
        }
        guard position < bytes.count else {
          throw malformed("a declaration in the DOCTYPE is not closed with >", at: declaration)
        }
        position += 1
      } else {
        throw malformed("the DOCTYPE holds something other than declarations", at: position)
      }
    }
  }

  private mutating func skipQuoted(from start: Int) throws(IBDocumentError) {
    let quote = bytes[position]
    position += 1
    while position < bytes.count, bytes[position] != quote { position += 1 }
    guard position < bytes.count else {
      throw malformed("a quoted string in the DOCTYPE is not closed", at: start)
    }
    position += 1
  }
}
