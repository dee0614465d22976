import Components
import Foundation
import IBDocument
import Testing

/// Hand-made hostile inputs, one class at a time: each ends in a document or its exact error.
@Suite struct HostileInputTests {
  static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  /// `text` with `bytes` put in place of the `@`.
  static func document(_ text: String, _ bytes: [UInt8]) -> Data {
    var data = Data()
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    for (index, part) in parts.enumerated() {
      data.append(contentsOf: Array(part.utf8))
      if index < parts.count - 1 { data.append(contentsOf: bytes) }
    }
    return data
  }

  /// 0xE5 in every place a byte can be: the line and column of the byte in each case.
  @Test(arguments: [
    ("<document t@pe=\"t\"/>", 1, 12),
    ("<document type=\"t\"><vi@w id=\"v\"/></document>", 1, 23),
    ("<document type=\"t\"><view id=\"v\" customCl@ss=\"X\"/></document>", 1, 41),
    ("<document type=\"t\"><view userLabel=\"a@b\"/></document>", 1, 38),
    ("<document type=\"t\">\n<!-- @ -->\n</document>", 2, 6),
    ("<document type=\"t\">\n  text @ here</document>", 2, 8),
    ("<document type=\"t\"><![CDATA[@]]></document>", 1, 29),
    ("<?pi @?><document type=\"t\"/>", 1, 6),
    ("<!DOCTYPE document [<!-- @ -->]><document type=\"t\"/>", 1, 26),
    ("<document type=\"t\"/>\n<!-- after @ -->", 2, 12),
    ("@", 1, 1),
  ])
  func invalidUTF8IsNamedWithItsPlace(text: String, line: Int, column: Int) {
    let data = Self.document(text, [0xE5])
    #expect(
      throws: IBDocumentError.invalidUTF8(file: "x.xib", line: line, column: column, byte: 0xE5)
    ) {
      try IBDocument.parse(data, file: "x.xib")
    }
  }

  /// Every way UTF-8 breaks: stray continuation, overlong, surrogate, above U+10FFFF,
  /// a lead byte that cannot be, a sequence cut short by the end of the file or by ASCII.
  @Test(
    arguments: [
      ([0x80], 0x80), ([0xC0, 0x80], 0xC0), ([0xE0, 0x80, 0x80], 0xE0), ([0xED, 0xA0, 0x80], 0xED),
      ([0xF4, 0x90, 0x80, 0x80], 0xF4), ([0xF5, 0x80, 0x80, 0x80], 0xF5), ([0xFF], 0xFF),
      ([0xE2, 0x82], 0xE2), ([0xF0, 0x9F, 0x98, 0x41], 0xF0),
    ] as [([UInt8], UInt8)])
  func brokenSequencesAreInvalidUTF8(bytes: [UInt8], reported: UInt8) {
    let data = Self.document("<document type=\"t\" userLabel=\"ab@\"/>", bytes)
    #expect(throws: IBDocumentError.invalidUTF8(file: "x", line: 1, column: 33, byte: reported)) {
      try IBDocument.parse(data, file: "x")
    }
    let atEnd = Self.document("<document type=\"t\"/>ab@", bytes)
    #expect(throws: IBDocumentError.invalidUTF8(file: "x", line: 1, column: 23, byte: reported)) {
      try IBDocument.parse(atEnd, file: "x")
    }
  }

  @Test func validMultibyteTextIsRead() throws {
    let xml =
      "<document type=\"t\"><view id=\"v\" customClass=\"Jauge\" userLabel=\"é ✓ 😀\"/></document>"
    let document = try IBDocument.parse(xml)
    #expect(document.object(withID: "v")?.userLabel == "é ✓ 😀")
  }

  @Test(
    arguments: [
      ([0x01], "U+0001"), ([0x1F], "U+001F"), ([0x00], "U+0000"), ([0xEF, 0xBF, 0xBE], "U+FFFE"),
      ([0xEF, 0xBF, 0xBF], "U+FFFF"),
    ] as [([UInt8], String)])
  func forbiddenCharactersAreMalformed(bytes: [UInt8], name: String) {
    let data = Self.document("<document type=\"t\">\nab@</document>", bytes)
    #expect(
      throws: IBDocumentError.malformed(
        file: "x", line: 2, column: 3,
        message: "character \(name) is not allowed in XML; fix the file or re-save it in Xcode")
    ) { try IBDocument.parse(data, file: "x") }
  }

  @Test func utf16IsRefusedAsSuch() {
    let data = Data([0xFF, 0xFE]) + "<document/>".data(using: .utf16LittleEndian)!
    #expect {
      try IBDocument.parse(data, file: "x")
    } throws: { error in
      "\(error)".contains("the file is UTF-16 text; Interface Builder documents are UTF-8")
    }
  }

  @Test(arguments: [
    "<!DOCTYPE document [<!ENTITY e \"EXPANDED\">]>",
    "<!DOCTYPE document [\n<!ELEMENT document ANY>\n<!ENTITY e \"x\">]>",
    "<!DOCTYPE document [<!ENTITY % p SYSTEM \"file:///etc/passwd\">]>",
    "<!DOCTYPE document [<!ENTITY e SYSTEM \"http://127.0.0.1:1/x\">]>",
    "<!DOCTYPE document [%p;]>",
  ])
  func entityDeclarationsAreRefused(doctype: String) throws {
    let xml = Self.head + doctype + "\n<document type=\"t\" userLabel=\"&e;\"/>"
    #expect {
      try IBDocument.parse(xml, file: "E.storyboard")
    } throws: { error in
      guard
        case .refused("E.storyboard", let line, let column, let message)? =
          error as? IBDocumentError
      else { return false }
      return line >= 2 && column >= 1
        && message == "entity declarations are refused: Interface Builder documents have none"
        && "\(error)".hasPrefix("E.storyboard:\(line):\(column): entity declarations are refused")
    }
  }

  @Test func doctypeWithoutEntitiesIsSkippedWithAWarning() throws {
    let xml =
      Self.head + "<!DOCTYPE document SYSTEM \"http://127.0.0.1:1/dtd\" [<!ELEMENT a ANY>]>\n"
      + "<document type=\"t\" toolsVersion=\"1\"/>"
    let document = try IBDocument.parse(xml)
    #expect(document.toolsVersion == "1")
    #expect(document.warnings.map(\.line) == [2])
    #expect(document.warnings.first?.message.contains("never read") == true)
  }

  @Test func undeclaredEntitiesAreMalformedNotExpanded() {
    for (place, xml) in [
      ("attribute", "<document type=\"t\">\n<view userLabel=\"x&xxe;\"/></document>"),
      ("text", "<document type=\"t\">\n<view>x&xxe;</view></document>"),
    ] {
      #expect(throws: IBDocumentError.self, "\(place)") { try IBDocument.parse(xml) }
      #expect(
        throws: IBDocumentError.malformed(
          file: "<string>", line: 2, column: place == "text" ? 8 : 19,
          message: "entity &xxe; is not declared: Interface Builder documents use only &lt; "
            + "&gt; &amp; &apos; &quot; and character references; fix the file or re-save it "
            + "in Xcode")
      ) { try IBDocument.parse(xml) }
    }
  }

  @Test func xincludeIsRefused() {
    let xml =
      "<document xmlns:xi=\"http://www.w3.org/2001/XInclude\" type=\"t\">"
      + "<xi:include href=\"/etc/passwd\" parse=\"text\"/></document>"
    #expect(
      throws: IBDocumentError.refused(
        file: "<string>", line: 1, column: 11,
        message: "XInclude is refused: Interface Builder documents include no other files")
    ) { try IBDocument.parse(xml) }
  }

  @Test func predefinedEntitiesAndCharacterReferencesAreReplaced() throws {
    let xml = """
      <document type="t"><view id="v" customClass="X" userLabel="&lt;a&amp;b&gt; &quot;&apos; &#65;&#x1F600;&#10;x\ty
      z"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="localized" keyPath="s"><string key="value">1 &amp; 2&#13;\r\n3<![CDATA[ <&> ]]>\r4</string></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></view></document>
      """
    let document = try IBDocument.parse(xml)
    let view = try #require(document.object(withID: "v"))
    #expect(view.userLabel == "<a&b> \"' A😀\nx y z")
    #expect(view.attributes == [Attribute("s", .localizedString("1 & 2\r\n3 <&> \n4"))])
  }

  @Test(arguments: [
    (
      "<document type=\"t\"><view id=\"a\" id=\"b\"/></document>",
      "attribute id of <view> is written twice"
    ),
    ("<document type=\"t\"><view id=\"a", "the value of attribute id is not closed"),
    ("<document type=\"t\"><view id=a/></document>", "the value of attribute id is not quoted"),
    ("<document type=\"t\"><view id=\"<\"/></document>", "contains <"),
    ("<document type=\"t\"><!-- a -- b --></document>", "a comment contains --"),
    ("<document type=\"t\">&#0;</document>", "&#0; refers to a character XML does not allow"),
    ("<document type=\"t\">&#xD800;</document>", "refers to a character XML does not allow"),
    ("<document type=\"t\">&#99999999999999999999;</document>", "does not allow"),
    ("<document type=\"t\">a & b</document>", "& does not start a reference"),
    ("<document type=\"t\">]]></document>", "]]> is not allowed in text"),
    ("<document type=\"t\"></document><document/>", "content after the end of the document"),
    ("<document type=\"t\"/>text", "content after the end of the document"),
    ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><document/>", "encoding ISO-8859-1"),
    ("<document type=\"t\"><?xml version=\"1.0\"?></document>", "allowed only at the start"),
    ("<document type=\"t\"><view>", "element <view> of line 1 is not closed"),
    ("<!-- only a comment -->", "the document has no root element"),
    ("  \n ", "the document is empty"),
    ("<!DOCTYPE document [<!ELEMENT a ANY>", "the DOCTYPE is not closed"),
    ("<document type=\"t\"><![CDATA[ never closed</document>", "CDATA section is not closed"),
  ])
  func malformedXMLSaysWhat(xml: String, text: String) {
    #expect {
      try IBDocument.parse(xml)
    } throws: { error in
      guard case .malformed(_, let line, let column, let message)? = error as? IBDocumentError
      else { return false }
      return line >= 1 && column >= 1 && message.contains(text)
    }
  }

  /// Duplicates are found among a few attributes (by scanning) and among many (by a set).
  @Test(arguments: [3, 31, 32, 33, 200])
  func duplicateAttributesAreFoundAtAnyCount(count: Int) throws {
    let many = (0..<count).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
    let distinct = "<document type=\"t\"><view id=\"v\" customClass=\"X\" \(many)/></document>"
    let document = try IBDocument.parse(distinct)
    #expect(document.object(withID: "v")?.customClass == "X")
    for duplicate in ["a0", "a\(count - 1)", "id"] {
      let xml = distinct.replacingOccurrences(
        of: "/></document>", with: " \(duplicate)=\"x\"/></document>")
      #expect(throws: IBDocumentError.self) { try IBDocument.parse(xml) }
      #expect {
        try IBDocument.parse(xml)
      } throws: { error in
        "\(error)".contains("attribute \(duplicate) of <view> is written twice")
      }
    }
  }

  /// Lines end at LF, at CR LF and at a CR alone, as XML reads them.
  @Test(arguments: ["\n", "\r\n", "\r"])
  func errorsNameTheLineWhateverEndsIt(end: String) {
    let xml = ["<document type=\"t\">", "<view id=\"v\">", "</views>", "</document>"]
      .joined(separator: end)
    #expect {
      try IBDocument.parse(xml, file: "x")
    } throws: { error in
      guard case .malformed(_, let line, let column, _)? = error as? IBDocumentError else {
        return false
      }
      return line == 3 && column <= 3
    }
  }

  /// Many references in one attribute value, and many text events in one runtime string
  /// (text split by comments), take time in proportion to their number: both once copied
  /// everything read so far at each step (400,000 steps took minutes).
  @Test func manySmallPiecesAreReadInLinearTime() throws {
    let count = 400_000
    let references = String(repeating: "&#65;", count: count)
    let pieces = String(repeating: "b<!---->", count: count)
    let xml = Fixtures.storyboard(
      Fixtures.view(
        Fixtures.attribute(
          "localized", "title", child: "<string key=\"value\">\(pieces)</string>"),
        extra: "<accessibility key=\"accessibilityConfiguration\" label=\"\(references)\"/>"))
    let clock = ContinuousClock()
    let start = clock.now
    let document = try IBDocument.parse(xml)
    let seconds = Double((clock.now - start).components.seconds)
    let title = document.object(withID: "v1")?.runtimeAttributes.first { $0.keyPath == "title" }
    #expect(title?.value == .localizedString(String(repeating: "b", count: count)))
    // About a second in a debug build; the quadratic reading took minutes.
    #expect(seconds < 30, "\(seconds) s")
  }

  /// 100 MB of real-looking document: read, not refused, and the instances all found.
  @Test func hundredMegabyteDocumentIsRead() throws {
    let element = Fixtures.view(
      Fixtures.attribute("number", "value", child: "<real key=\"value\" value=\"0.5\"/>"),
      id: "ID")
    let filler = "\n<!--" + String(repeating: "x", count: 1 << 20) + "-->\n"
    var body = ""
    var count = 0
    while body.utf8.count < 100_000_000 {
      body += element.replacingOccurrences(of: "id=\"ID\"", with: "id=\"v\(count)\"") + filler
      count += 1
    }
    let xml = Fixtures.storyboard(body)
    #expect(xml.utf8.count >= 100_000_000)
    let document = try IBDocument.parse(xml)
    #expect(document.instances.count == count + 1)
  }
}
