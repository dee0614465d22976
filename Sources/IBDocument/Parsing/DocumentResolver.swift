import Components
import Foundation

/// Turns a raw document into an ``IBDocument``: decodes runtime attribute values, resolves
/// colours to sRGB and checks image names against the asset catalogs.
struct DocumentResolver {
  private let raw: RawDocument
  private let catalogs: [AssetCatalog]
  private var namedColors: [String: Color] = [:]
  private var warnings: [IBWarning] = []

  init(raw: RawDocument, catalogs: [AssetCatalog]) {
    self.raw = raw
    self.catalogs = catalogs
  }

  func resolve() -> IBDocument {
    var resolver = self
    return resolver.run()
  }

  private mutating func run() -> IBDocument {
    resolveNamedColors()
    var objects: [IBObject] = []
    objects.reserveCapacity(raw.objects.count)
    for object in raw.objects { objects.append(resolve(object)) }
    measureSuperviews(of: &objects)
    let all = (raw.warnings + warnings).enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }.map(\.element)
    return IBDocument(
      file: raw.file, documentType: raw.documentType, version: raw.version,
      toolsVersion: raw.toolsVersion, targetRuntime: raw.targetRuntime, objects: objects,
      namedColors: namedColors, assetCatalogs: catalogs, warnings: all)
  }

  /// Gives each view pinned to its superview the superview's size: its frame's, else its
  /// checking size, itself measured from its own superview first (up to 32 levels). The
  /// superview may be a plain view, kept only for its size.
  private func measureSuperviews(of objects: inout [IBObject]) {
    var nodes: [String: IBObject] = [:]
    for (id, plain) in raw.plainViews {
      var node = IBObject(
        elementKind: "view", id: id, customClass: nil, customModule: nil, userLabel: nil,
        frame: plain.frame, parentID: plain.parentID, standard: StandardProperties(),
        runtimeAttributes: [], line: 0, sizeConstraints: plain.sizeConstraints)
      node.edgePins = raw.edgePins[id] ?? .none
      nodes[id] = node
    }
    for object in objects { if let id = object.id, nodes[id] == nil { nodes[id] = object } }
    var sizes: [String: CGSize?] = [:]
    func size(of id: String, depth: Int) -> CGSize? {
      if let known = sizes[id] { return known }
      guard depth > 0, var node = nodes[id] else { return nil }
      if node.frame == nil { node.superviewSize = superviewSize(of: node, depth: depth - 1) }
      let found = node.frame?.size ?? node.checkingSize.size
      sizes[id] = found
      return found
    }
    func superviewSize(of object: IBObject, depth: Int) -> CGSize? {
      guard object.frame == nil, let holder = object.edgePins.holderID,
        holder == object.parentID
      else { return nil }
      return size(of: holder, depth: depth)
    }
    for position in objects.indices {
      objects[position].superviewSize = superviewSize(of: objects[position], depth: 32)
    }
  }

  /// Resolves the document's `<namedColor>` resources, which ``color(_:line:context:)`` uses.
  mutating func resolveNamedColors() {
    for (name, encoding, line) in raw.namedColors {
      if let color = color(encoding, line: line, context: "named colour \(name)") {
        namedColors[name] = color
      }
    }
  }

  /// What was skipped or approximated while resolving.
  var resolvingWarnings: [IBWarning] { warnings }

  private mutating func warn(_ line: Int, _ message: String) {
    warnings.append(IBWarning(file: raw.file, line: line, message: message))
  }

  private mutating func resolve(_ object: RawObject) -> IBObject {
    var standard = object.standard
    if let (encoding, line) = object.backgroundColor {
      standard.backgroundColor = color(encoding, line: line, context: "backgroundColor")
    }
    if let (encoding, line) = object.tintColor {
      standard.tintColor = color(encoding, line: line, context: "tintColor")
    }
    var attributes: [IBRuntimeAttribute] = []
    attributes.reserveCapacity(object.runtimeAttributes.count)
    for pending in object.runtimeAttributes { attributes.append(decode(pending)) }
    var resolved = IBObject(
      elementKind: object.elementKind, id: object.id, customClass: object.customClass,
      customModule: object.customModule, userLabel: object.userLabel, frame: object.frame,
      parentID: object.parentID, standard: standard, runtimeAttributes: attributes,
      line: object.line, sizeConstraints: object.sizeConstraints,
      placeholderIntrinsicWidth: object.placeholderIntrinsicWidth,
      placeholderIntrinsicHeight: object.placeholderIntrinsicHeight)
    resolved.edgePins = object.id.flatMap { raw.edgePins[$0] } ?? .none
    return resolved
  }

  // MARK: Runtime attributes

  /// The child element each attribute type takes its value from, if it takes one.
  private static let childKinds: [String: Set<String>] = [
    "number": ["real", "integer"], "point": ["point"], "size": ["size"], "rect": ["rect"],
    "range": ["range"], "color": ["color"], "localized": ["string"],
  ]

  private mutating func decode(_ pending: PendingAttribute) -> IBRuntimeAttribute {
    let line = pending.line
    let label = "runtime attribute \(pending.keyPath) (\(pending.type))"
    var result = IBRuntimeAttribute(
      keyPath: pending.keyPath, type: pending.type, value: nil, line: line)
    if let child = pending.childKind, let expected = Self.childKinds[pending.type],
      !expected.contains(child)
    {
      warn(line, "\(label) has a <\(child)> value; left out")
      return result
    }
    switch pending.type {
    case "boolean":
      if let text = pending.valueText, let flag = ValueParser.bool(text) {
        result.value = .boolean(flag)
      } else {
        warn(line, "\(label): value \"\(pending.valueText ?? "")\" is neither YES nor NO; left out")
      }
    case "number":
      if let value = pending.childValue {
        result.value = value
      } else if let text = pending.valueText {
        if let integer = Int(text) {
          result.value = .integer(integer)
        } else if let real = ValueParser.number(text) {
          result.value = .real(real)
        } else {
          warn(line, "\(label): \"\(text)\" is not a number; left out")
        }
      } else if pending.childKind == nil {
        warn(line, "\(label) has no value; left out")
      }
    case "string":
      result.value = .string(pending.valueText ?? "")
    case "localized":
      result.value = .localizedString(pending.valueText ?? pending.text ?? "")
    case "point", "size", "rect", "range":
      if let value = pending.childValue {
        result.value = value
      } else if pending.childKind == nil {
        warn(line, "\(label) has no <\(pending.type)> value; left out")
      }
    case "color":
      result.colorEncoding = pending.color
      if let encoding = pending.color {
        result.value = color(encoding, line: line, context: label).map { .color($0) }
      } else if pending.childKind == nil {
        warn(line, "\(label) has no <color> value; left out")
      }
    case "image":
      if let name = pending.valueText, !name.isEmpty {
        result.value = .image(name)
        checkImage(name, line: line, label: label)
      } else {
        warn(line, "\(label) names no image; left out")
      }
    case "nil":
      result.value = .nil
    default:
      warn(line, "\(label): unknown type \"\(pending.type)\"; left out")
    }
    return result
  }

  private mutating func checkImage(_ name: String, line: Int, label: String) {
    let parts = name.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count == 3, parts[2] == "value" {
      warn(line, "\(label): \"\(name)\" is Interface Builder's placeholder: no image was chosen")
      return
    }
    if catalogs.contains(where: { $0.images[name] != nil }) { return }
    let searched =
      catalogs.isEmpty
      ? "no asset catalog was found beside the document; pass one with --assets"
      : "not in " + catalogs.map(\.path).joined(separator: ", ")
    warn(line, "\(label): image \"\(name)\" not found (\(searched))")
  }

  // MARK: Colours

  /// The colour in sRGB, or `nil` (with a warning) when it cannot be resolved.
  mutating func color(_ encoding: IBColorEncoding, line: Int, context: String) -> Color? {
    switch encoding {
    case .rgb(let space, let r, let g, let b, let a):
      checkRange([r, g, b, a], line: line, context: context)
      switch space {
      case "displayP3":
        let c = ColorSpaceConversion.displayP3ToSRGB(red: r, green: g, blue: b)
        if c.outOfGamut {
          warn(line, "\(context): Display P3 colour \(r), \(g), \(b) lies outside sRGB; clipped")
        }
        return Color(
          red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(a))
      case "sRGB", "calibratedRGB", "deviceRGB", "extendedSRGB":
        return Color(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
      default:
        warn(line, "\(context): colour space \(space) is read as sRGB")
        return Color(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
      }
    case .white(let space, let w, let a):
      checkRange([w, a], line: line, context: context)
      if !["calibratedWhite", "genericGamma22GrayColorSpace", "deviceWhite"].contains(space) {
        warn(line, "\(context): grey colour space \(space) is read as sRGB grey")
      }
      return Color(white: CGFloat(w), alpha: CGFloat(a))
    case .systemColor(let name):
      if let defined = raw.systemColors[name], !Self.isNameOnly(defined) {
        return color(defined, line: line, context: context)
      }
      return lookUp(name, in: nil, line: line, context: context)
    case .cocoaTouchSystemColor(let name):
      return lookUp(name, in: SystemColorTable.cocoaTouch, line: line, context: context)
    case .catalog(_, let name):
      return lookUp(name, in: SystemColorTable.appKit, line: line, context: context)
    case .named(let name):
      // The catalog's colour set, as Interface Builder and iOS resolve the name; the
      // document's `<namedColor>` is the copy Xcode kept, in the appearance it last showed.
      for catalog in catalogs {
        if let color = catalog.colors[name] { return color }
      }
      if let color = namedColors[name] { return color }
      let searched =
        catalogs.isEmpty
        ? "no <namedColor> resource and no asset catalog"
        : "not in the resources nor in " + catalogs.map(\.path).joined(separator: ", ")
      warn(line, "\(context): named colour \"\(name)\" not found (\(searched)); left out")
      return nil
    }
  }

  private static func isNameOnly(_ encoding: IBColorEncoding) -> Bool {
    switch encoding {
    case .rgb, .white: false
    default: true
    }
  }

  private mutating func lookUp(
    _ name: String, in table: [String: Color]?, line: Int, context: String
  ) -> Color? {
    if let color = table?[name] ?? Color.named(name) ?? SystemColorTable.appKit[name] {
      return color
    }
    warn(line, "\(context): system colour \"\(name)\" is unknown; left out")
    return nil
  }

  private mutating func checkRange(_ components: [Double], line: Int, context: String) {
    if components.contains(where: { $0 < 0 || $0 > 1 }) {
      warn(line, "\(context): colour components outside 0...1 are clamped")
    }
  }
}
