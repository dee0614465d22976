import Components
import Foundation

/// Turns the events of an ``XMLReader`` into a raw document, keeping only the open
/// elements, never a tree.
struct DocumentParser {
  private let file: String
  private var stack: [OpenElement] = []
  private var raw: RawDocument
  private var order = 0
  private var pending: PendingAttribute?
  private var collectingText = false

  private init(file: String) {
    self.file = file
    raw = RawDocument(file: file)
  }

  /// Parses `data` into a raw document.
  /// - Throws: ``IBDocumentError/malformed(file:line:column:message:)``,
  ///   ``IBDocumentError/invalidUTF8(file:line:column:byte:)``,
  ///   ``IBDocumentError/refused(file:line:column:message:)``,
  ///   ``IBDocumentError/tooDeep(file:line:limit:)`` or
  ///   ``IBDocumentError/notInterfaceBuilder(file:rootElement:)``.
  /// - Complexity: O(n) in the size of `data`.
  static func parse(_ data: Data, file: String, maximumDepth: Int) throws(IBDocumentError)
    -> RawDocument
  {
    let result = data.withUnsafeBytes { bytes in
      Result { () throws(IBDocumentError) -> RawDocument in
        var reader = try XMLReader(bytes: bytes, file: file, maximumDepth: maximumDepth)
        var parser = DocumentParser(file: file)
        while let event = try reader.next() {
          try parser.handle(event)
          reader.decodesText = parser.collectingText
        }
        return parser.raw
      }
    }
    var raw = try result.get()
    raw.objects.sort { $0.order < $1.order }
    return raw
  }

  private mutating func warn(_ line: Int, _ message: String) {
    raw.warnings.append(IBWarning(file: file, line: line, message: message))
  }

  // MARK: Events

  private mutating func handle(_ event: XMLEvent) throws(IBDocumentError) {
    switch event {
    case .start(let name, let attributes, let line):
      try startElement(name, attributes: attributes, line: line)
    case .end(let name):
      endElement(name)
    case .text(let string):
      // Appended in place (the optional is taken out first): copying the text so far on
      // each event made many small events quadratic.
      guard collectingText, pending != nil else { return }
      var text = pending?.text ?? ""
      pending?.text = nil
      text += string
      pending?.text = text
    case .documentType(let line):
      warn(
        line,
        "the document type declaration is ignored: IB documents have none, and its external "
          + "DTD, if any, is never read")
    }
  }

  private mutating func startElement(
    _ elementName: String, attributes: XMLAttributes, line: Int
  ) throws(IBDocumentError) {
    if stack.isEmpty {
      guard elementName == "document" else {
        throw .notInterfaceBuilder(file: file, rootElement: elementName)
      }
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

  private mutating func endElement(_ elementName: String) {
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
    } else if let id = element.attributes["id"],
      element.frame != nil || !element.sizeConstraints.isEmpty
    {
      // A plain view that may size a pinned custom view below it.
      raw.plainViews[id] = RawDocument.PlainView(
        frame: element.frame, sizeConstraints: element.sizeConstraints,
        parentID: stack.last?.nearestID)
    }
  }

  // MARK: Children

  private mutating func startChild(_ name: String, attributes: XMLAttributes, line: Int) {
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
      guard
        parentName == "namedColor" || parentName == "systemColor"
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
    case "constraint":
      guard parentName == "constraints", parentIndex >= 1 else { return }
      let viewID = stack[parentIndex - 1].attributes["id"]
      if let pin = ConstraintParser.edgePin(attributes, holderID: viewID) {
        var pins = raw.edgePins[pin.childID] ?? .none
        if pins.holderID != viewID { pins = IBEdgePins(holderID: viewID) }
        switch pin.edge {
        case "leading": pins.leading = pin.inset
        case "trailing": pins.trailing = pin.inset
        case "top": pins.top = pin.inset
        default: pins.bottom = pin.inset
        }
        raw.edgePins[pin.childID] = pins
      }
      switch ConstraintParser.sizeConstraint(attributes, viewID: viewID, line: line) {
      case .success(let constraint): stack[parentIndex - 1].sizeConstraints.append(constraint)
      case .failure(let problem): warn(line, problem.message)
      case nil: return
      }
    default:
      return
    }
  }

  /// A child of `<userDefinedRuntimeAttribute>`: the value of the pending attribute.
  private mutating func attributeValue(_ name: String, attributes: XMLAttributes, line: Int) {
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

  private mutating func object(from element: OpenElement, parentID: String?) -> RawObject {
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
      sizeConstraints: element.sizeConstraints,
      placeholderIntrinsicWidth: placeholder(a, "placeholderIntrinsicWidth", line: element.line),
      placeholderIntrinsicHeight: placeholder(a, "placeholderIntrinsicHeight", line: element.line),
      line: element.line, order: element.order)
  }

  /// A placeholder intrinsic dimension: `nil` when absent or `infinite` (IB's "none").
  private mutating func placeholder(_ attributes: XMLAttributes, _ key: String, line: Int)
    -> Double?
  {
    guard let text = attributes[key], text != "infinite" else { return nil }
    if let value = ValueParser.number(text) { return value }
    warn(line, "\(key) \"\(text)\" is neither a number nor infinite; ignored")
    return nil
  }

  private mutating func flag(_ attributes: XMLAttributes, _ key: String, line: Int) -> Bool? {
    guard let text = attributes[key] else { return nil }
    if let value = ValueParser.bool(text) { return value }
    warn(line, "\(key) \"\(text)\" is neither YES nor NO; ignored")
    return nil
  }
}
