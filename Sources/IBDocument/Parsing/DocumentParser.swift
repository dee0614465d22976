import Components
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The streaming reader behind ``IBDocument/parse(_:file:options:)``: an `XMLParser`
/// delegate that keeps only the open elements, never a tree.
final class DocumentParser: NSObject, XMLParserDelegate {
  private let file: String
  private let maximumDepth: Int
  private var stack: [OpenElement] = []
  private var raw: RawDocument
  private var order = 0
  private var pending: PendingAttribute?
  private var collectingText = false
  private var error: IBDocumentError?
  private var sawDocument = false

  private init(file: String, maximumDepth: Int) {
    self.file = file
    self.maximumDepth = maximumDepth
    raw = RawDocument(file: file)
  }

  /// Documents of this many bytes or more are streamed to the XML parser in chunks.
  static let streamingThreshold = 8_000_000

  /// Parses `data` into a raw document.
  /// - Throws: ``IBDocumentError/malformed(file:line:column:message:)``,
  ///   ``IBDocumentError/tooDeep(file:line:limit:)`` or
  ///   ``IBDocumentError/notInterfaceBuilder(file:rootElement:)``.
  static func parse(_ data: Data, file: String, maximumDepth: Int) throws(IBDocumentError)
    -> RawDocument
  {
    // libxml2 refuses a single input chunk of 10,000,000 bytes or more (its lookup limit
    // without XML_PARSE_HUGE), and XMLParser(data:) passes the whole buffer at once, so
    // large documents are streamed in chunks; smaller ones take the faster whole-buffer path.
    let parser =
      data.count < streamingThreshold
      ? XMLParser(data: data) : XMLParser(stream: InputStream(data: data))
    let delegate = DocumentParser(file: file, maximumDepth: maximumDepth)
    parser.delegate = delegate
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    if Self.declaresDocumentType(data) {
      delegate.warn(1, "the document type declaration is ignored; entities are never resolved")
    }
    let succeeded = parser.parse()
    if let error = delegate.error { throw error }
    if !succeeded {
      throw .malformed(
        file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 0),
        message: Self.message(for: parser.parserError))
    }
    guard delegate.sawDocument else {
      throw .notInterfaceBuilder(file: file, rootElement: "nothing")
    }
    delegate.raw.objects.sort { $0.order < $1.order }
    return delegate.raw
  }

  /// Whether a `<!DOCTYPE` appears before the root element (IB documents have none).
  private static func declaresDocumentType(_ data: Data) -> Bool {
    let marker = Array("<!DOCTYPE".utf8)
    return data.prefix(65_536).withUnsafeBytes { bytes in
      guard bytes.count >= marker.count else { return false }
      for start in 0...(bytes.count - marker.count) {
        if bytes[start] == UInt8(ascii: "<"), bytes[start + 1] != UInt8(ascii: "?") {
          if bytes[start + 1] != UInt8(ascii: "!") { return false }
          if (0..<marker.count).allSatisfy({ bytes[start + $0] == marker[$0] }) { return true }
        }
      }
      return false
    }
  }

  private func warn(_ line: Int, _ message: String) {
    raw.warnings.append(IBWarning(file: file, line: line, message: message))
  }

  // MARK: Delegate

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes: [String: String] = [:]
  ) {
    let line = parser.lineNumber
    if stack.count >= maximumDepth {
      error = .tooDeep(file: file, line: line, limit: maximumDepth)
      parser.abortParsing()
      return
    }
    if stack.isEmpty {
      guard elementName == "document" else {
        error = .notInterfaceBuilder(file: file, rootElement: elementName)
        parser.abortParsing()
        return
      }
      sawDocument = true
      raw.documentType = attributes["type"] ?? ""
      raw.version = attributes["version"] ?? ""
      raw.toolsVersion = attributes["toolsVersion"] ?? ""
      raw.targetRuntime = attributes["targetRuntime"] ?? ""
    } else {
      startChild(elementName, attributes: attributes, line: line)
    }
    let id = attributes["id"]
    stack.append(
      OpenElement(
        name: elementName, attributes: attributes, nearestID: id ?? stack.last?.nearestID,
        line: line, order: order))
    order += 1
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard let element = stack.popLast() else { return }
    if elementName == "userDefinedRuntimeAttribute", let attribute = pending {
      pending = nil
      let ownerIndex = stack.count - 2
      if ownerIndex >= 0 { stack[ownerIndex].runtimeAttributes.append(attribute) }
    } else if elementName == "string", collectingText {
      collectingText = false
    }
    if element.attributes["customClass"] != nil || !element.runtimeAttributes.isEmpty {
      raw.objects.append(object(from: element, parentID: stack.last?.nearestID))
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    if error == nil {
      error = .malformed(
        file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 0),
        message: Self.message(for: parseError))
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard collectingText, var attribute = pending else { return }
    attribute.text = (attribute.text ?? "") + string
    pending = attribute
  }

  func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?)
    -> Data?
  {
    warn(parser.lineNumber, "external entity \(name) is not resolved")
    return nil
  }

  func parser(
    _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String,
    publicID: String?, systemID: String?
  ) {
    warn(
      parser.lineNumber,
      "external entity \(name) (\(systemID ?? "")) is declared; it is never resolved or fetched")
  }

  func parser(
    _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
  ) {
    warn(parser.lineNumber, "entity \(name) is declared; IB documents declare none")
  }

  // MARK: Children

  private func startChild(_ name: String, attributes: [String: String], line: Int) {
    let parentIndex = stack.count - 1
    let parentName = stack[parentIndex].name
    if parentName == "userDefinedRuntimeAttribute", pending != nil {
      attributeValue(name, attributes: attributes, line: line)
      return
    }
    switch name {
    case "userDefinedRuntimeAttribute":
      guard parentName == "userDefinedRuntimeAttributes", stack.count >= 2 else {
        warn(line, "<userDefinedRuntimeAttribute> outside <userDefinedRuntimeAttributes> ignored")
        return
      }
      pending = PendingAttribute(
        keyPath: attributes["keyPath"] ?? "", type: attributes["type"] ?? "",
        valueText: attributes["value"], line: line)
      if attributes["keyPath"] == nil { warn(line, "runtime attribute without a keyPath") }
    case "color":
      guard parentName == "namedColor" || parentName == "systemColor"
        || attributes["key"] == "backgroundColor" || attributes["key"] == "tintColor"
      else { return }
      let encoding: IBColorEncoding
      switch ValueParser.color(attributes) {
      case .success(let value): encoding = value
      case .failure(let problem):
        warn(line, problem.message + "; the colour is left out")
        return
      }
      if parentName == "namedColor" {
        let colorName = stack[parentIndex].attributes["name"] ?? ""
        raw.namedColors.append((colorName, encoding, line))
      } else if parentName == "systemColor" {
        raw.systemColors[stack[parentIndex].attributes["name"] ?? ""] = encoding
      } else if attributes["key"] == "backgroundColor" {
        stack[parentIndex].backgroundColor = (encoding, line)
      } else {
        stack[parentIndex].tintColor = (encoding, line)
      }
    case "rect":
      guard attributes["key"] == "frame" else { return }
      if let v = ValueParser.numbers(attributes, ["x", "y", "width", "height"]) {
        stack[parentIndex].frame = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
      } else {
        warn(line, "frame of <\(parentName)> does not parse; the element keeps no frame")
      }
    default:
      return
    }
  }

  /// A child of `<userDefinedRuntimeAttribute>`: the value of the pending attribute.
  private func attributeValue(_ name: String, attributes: [String: String], line: Int) {
    guard var attribute = pending else { return }
    defer { pending = attribute }
    if attribute.childKind != nil {
      warn(line, "second value <\(name)> for runtime attribute \(attribute.keyPath) ignored")
      return
    }
    attribute.childKind = name
    let value: Any?
    switch name {
    case "real":
      value = ValueParser.number(attributes["value"]).map { AttributeValue.real($0) }
    case "integer":
      value = attributes["value"].flatMap { Int($0) }.map { AttributeValue.integer($0) }
    case "point":
      value = ValueParser.numbers(attributes, ["x", "y"]).map {
        AttributeValue.point(CGPoint(x: $0[0], y: $0[1]))
      }
    case "size":
      value = ValueParser.numbers(attributes, ["width", "height"]).map {
        AttributeValue.size(CGSize(width: $0[0], height: $0[1]))
      }
    case "rect":
      value = ValueParser.numbers(attributes, ["x", "y", "width", "height"]).map {
        AttributeValue.rect(CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]))
      }
    case "range":
      if let location = attributes["location"].flatMap({ Int($0) }),
        let length = attributes["length"].flatMap({ Int($0) })
      {
        value = AttributeValue.range(location: location, length: length)
      } else {
        value = nil
      }
    case "color":
      switch ValueParser.color(attributes) {
      case .success(let encoding): value = encoding
      case .failure(let problem):
        warn(line, "runtime attribute \(attribute.keyPath): " + problem.message)
        return
      }
    case "string":
      collectingText = true
      attribute.text = attributes["value"]
      return
    default:
      warn(line, "unknown element <\(name)> in runtime attribute \(attribute.keyPath) ignored")
      attribute.childKind = nil
      return
    }
    if let encoding = value as? IBColorEncoding {
      attribute.color = encoding
    } else if let decoded = value as? AttributeValue {
      attribute.childValue = decoded
    } else {
      warn(line, "value of <\(name)> in runtime attribute \(attribute.keyPath) does not parse")
    }
  }

  // MARK: Objects

  private func object(from element: OpenElement, parentID: String?) -> RawObject {
    let a = element.attributes
    var standard = StandardProperties()
    if let text = a["alpha"] {
      if let alpha = ValueParser.number(text) {
        standard.alpha = CGFloat(alpha)
      } else {
        warn(element.line, "alpha \"\(text)\" is not a number; ignored")
      }
    }
    standard.isHidden = flag(a, "hidden", line: element.line)
    standard.clipsToBounds = flag(a, "clipsSubviews", line: element.line)
    standard.isOpaque = flag(a, "opaque", line: element.line)
    if let text = a["contentMode"] {
      standard.contentMode = ContentMode(interfaceBuilderName: text)
      if standard.contentMode == nil {
        warn(element.line, "unknown contentMode \"\(text)\"; ignored")
      }
    }
    return RawObject(
      elementKind: element.name, id: a["id"], customClass: a["customClass"],
      customModule: a["customModule"], userLabel: a["userLabel"], frame: element.frame,
      parentID: parentID, standard: standard, backgroundColor: element.backgroundColor,
      tintColor: element.tintColor, runtimeAttributes: element.runtimeAttributes,
      line: element.line, order: element.order)
  }

  private func flag(_ attributes: [String: String], _ key: String, line: Int) -> Bool? {
    guard let text = attributes[key] else { return nil }
    if let value = ValueParser.bool(text) { return value }
    warn(line, "\(key) \"\(text)\" is neither YES nor NO; ignored")
    return nil
  }

  /// Messages for libxml2's `xmlParserErrors` codes, which `XMLParser` passes on as its
  /// error codes (Apple's `XMLParser.ErrorCode` has the same values; swift-corelibs-foundation's
  /// enum does not, so the numbers are written out).
  private static let parserMessages: [Int: String] = [
    3: "the document does not start with XML",
    4: "the document is empty",
    5: "there is content after the end of the document",
    9: "the file holds a character that XML does not allow",
    26: "an entity is not declared",
    29: "an attribute refers to an external entity, which is never resolved",
    38: "an attribute value contains <",
    39: "an attribute value is not quoted",
    40: "an attribute value is not closed",
    41: "an attribute has no value",
    42: "an attribute is written twice",
    45: "a comment is not closed",
    73: "a tag is not closed with >",
    76: "an end tag does not match its start tag",
    77: "an element is not closed before the end of the file",
    85: "elements are not properly nested",
    86: "there is content after the end of the document",
    89: "entity references loop",
  ]

  private static func message(for error: Error?) -> String {
    guard let error = error as NSError? else { return "the XML parser stopped" }
    let text = parserMessages[error.code] ?? "XML parser error \(error.code)"
    return text + "; fix the file or re-save it in Xcode"
  }

}
