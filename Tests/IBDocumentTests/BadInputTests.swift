import Components
import Foundation
import IBDocument
import Testing

@Suite struct BadInputTests {
  @Test func malformedXMLSaysWhere() {
    let xml =
      "<?xml version=\"1.0\"?>\n<document type=\"t\">\n<objects>\n<view id=\"a\">\n</objects>\n</document>\n"
    #expect {
      try IBDocument.parse(xml, file: "Bad.xib")
    } throws: { error in
      guard case .malformed(let file, let line, _, let message)? = error as? IBDocumentError
      else { return false }
      return file == "Bad.xib" && line == 5 && message.contains("end tag")
    }
  }

  @Test(arguments: ["", "not xml at all", "<document", "<document type=\"t\"><view></document>"])
  func truncatedOrEmptyInputIsMalformed(xml: String) {
    #expect(throws: IBDocumentError.self) { try IBDocument.parse(xml) }
  }

  @Test func otherRootElementIsRefused() {
    #expect(throws: IBDocumentError.notInterfaceBuilder(file: "<string>", rootElement: "plist")) {
      try IBDocument.parse("<plist version=\"1.0\"><dict/></plist>")
    }
  }

  @Test func unknownTypesAndElementsWarnAndReadingGoesOn() throws {
    let xml = Fixtures.storyboard(
      Fixtures.view(
        """
        <userDefinedRuntimeAttribute type="font" keyPath="font" value="Helvetica"/>
        \(Fixtures.attribute("point", "weird", child: "<vector key=\"value\" x=\"1\"/>"))
        \(Fixtures.attribute("number", "mismatch", child: "<point key=\"value\" x=\"1\" y=\"2\"/>"))
        <userDefinedRuntimeAttribute type="boolean" keyPath="ok" value="YES"/>
        """, extra: "<unknownThing key=\"sparkles\" level=\"11\"/>"))
    let document = try IBDocument.parse(xml)
    let view = try #require(document.object(withID: "v1"))
    #expect(view.runtimeAttributes.map(\.keyPath) == ["font", "weird", "mismatch", "ok"])
    #expect(view.attributes == [Attribute("ok", .boolean(true))])
    let messages = document.warnings.map(\.message)
    #expect(messages.contains { $0.contains("unknown type \"font\"") })
    #expect(messages.contains { $0.contains("unknown element <vector>") })
    #expect(messages.contains { $0.contains("has a <point> value") })
    #expect(document.warnings.allSatisfy { $0.line > 0 })
  }

  @Test func valuesThatDoNotParseAreWarnings() throws {
    let xml = Fixtures.storyboard(
      """
      <view alpha="lots" hidden="maybe" contentMode="sideways" id="v2" customClass="Gauge">
          <rect key="frame" x="0" y="zero" width="10" height="10"/>
          <color key="backgroundColor" red="pink" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="boolean" keyPath="flag" value="sure"/>
              \(Fixtures.attribute("number", "n", child: "<real key=\"value\" value=\"1e999\"/>"))
              \(Fixtures.attribute("number", "i", child: "<integer key=\"value\" value=\"1.5\"/>"))
              <userDefinedRuntimeAttribute type="number" keyPath="t" value="twelve"/>
              \(Fixtures.attribute("range", "r", child: "<range key=\"value\" location=\"-\" length=\"2\"/>"))
              \(Fixtures.attribute("size", "s", child: "<size key=\"value\" width=\"nan\" height=\"2\"/>"))
              \(Fixtures.color("c", "white=\"x\" alpha=\"1\" colorSpace=\"calibratedWhite\""))
              <userDefinedRuntimeAttribute type="rect" keyPath="empty"/>
          </userDefinedRuntimeAttributes>
      </view>
      """)
    let document = try IBDocument.parse(xml, file: "Values.storyboard")
    let view = try #require(document.object(withID: "v2"))
    #expect(view.frame == nil)
    #expect(view.standard == StandardProperties())
    #expect(view.attributes.isEmpty)
    #expect(view.runtimeAttributes.count == 8)
    #expect(document.warnings.count >= 12)
    #expect(document.warnings.allSatisfy { $0.file == "Values.storyboard" && $0.line > 0 })
  }

  @Test func externalEntitiesAreNeverResolved() throws {
    let secret = FileManager.default.temporaryDirectory
      .appendingPathComponent("ibdocument-secret-\(UUID().uuidString).txt")
    try Data("top secret".utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    let inContent = """
      <?xml version="1.0"?>
      <!DOCTYPE document [<!ENTITY xxe SYSTEM "\(secret.absoluteString)">]>
      <document type="t" toolsVersion="1"><view id="v" customClass="X">
      <userDefinedRuntimeAttributes>
      <userDefinedRuntimeAttribute type="localized" keyPath="s"><string key="value">&xxe;</string></userDefinedRuntimeAttribute>
      </userDefinedRuntimeAttributes></view></document>
      """
    let message = "entity declarations are refused: Interface Builder documents have none"
    #expect(
      throws: IBDocumentError.refused(file: "<string>", line: 2, column: 21, message: message)
    ) {
      try IBDocument.parse(inContent)
    }
    let declaredElsewhere = """
      <?xml version="1.0"?>
      <!DOCTYPE document SYSTEM "\(secret.absoluteString)">
      <document type="t"><view id="v" customClass="X" userLabel="&xxe;"/></document>
      """
    #expect {
      try IBDocument.parse(declaredElsewhere)
    } throws: { error in
      "\(error)".contains("entity &xxe; is not declared") && !"\(error)".contains("top secret")
    }
  }

  @Test func deepNestingIsRefusedWithoutRecursion() {
    let depth = 5_000
    let xml =
      "<document type=\"t\">" + String(repeating: "<view>", count: depth)
      + String(repeating: "</view>", count: depth) + "</document>"
    #expect(throws: IBDocumentError.self) { try IBDocument.parse(xml) }
    let shallow =
      "<document type=\"t\">" + String(repeating: "<view>", count: 100)
      + String(repeating: "</view>", count: 100) + "</document>"
    #expect(throws: Never.self) { try IBDocument.parse(shallow) }
    #expect(
      throws: IBDocumentError.tooDeep(file: "<string>", line: 1, limit: 50)
    ) { try IBDocument.parse(shallow, options: IBReadOptions(maximumDepth: 50)) }
  }

  @Test func tenMegabyteDocumentIsRead() throws {
    let one = Fixtures.view(
      Fixtures.attribute("number", "value", child: "<real key=\"value\" value=\"0.5\"/>"),
      id: "ID")
    var body = ""
    var count = 0
    while body.utf8.count < 10_500_000 {
      body += one.replacingOccurrences(of: "id=\"ID\"", with: "id=\"v\(count)\"")
      body += "\n<!--" + String(repeating: "x", count: 20_000) + "-->\n"
      count += 1
    }
    let xml = Fixtures.storyboard(body)
    #expect(xml.utf8.count >= 10 << 20)
    let document = try IBDocument.parse(xml)
    #expect(document.instances.count == count + 1)
    #expect(document.byteCount == xml.utf8.count)
    #expect(throws: IBDocumentError.self) {
      try IBDocument.parse(xml, options: IBReadOptions(maximumByteCount: 1 << 20))
    }
  }

  @Test func unreadableFilesAreIOErrors() throws {
    #expect {
      try IBDocument.read(contentsOfFile: "/nonexistent/Main.storyboard")
    } throws: { error in
      (error as? IBDocumentError)?.isIOError == true
    }
    #expect {
      try IBDocument.read(contentsOfFile: FileManager.default.temporaryDirectory.path)
    } throws: { error in
      (error as? IBDocumentError)?.isIOError == true
    }
  }

  @Test func invalidUTF8IsAnErrorNotACrash() {
    var data = Data("<document type=\"t\"><view id=\"".utf8)
    data.append(contentsOf: [0xFF, 0xFE, 0x00, 0xC3])
    data.append(contentsOf: Data("\"/></document>".utf8))
    #expect(throws: IBDocumentError.invalidUTF8(file: "Bytes.xib", line: 1, column: 30, byte: 0xFF))
    {
      try IBDocument.parse(data, file: "Bytes.xib")
    }
  }
}
