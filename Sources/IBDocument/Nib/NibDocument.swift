import Components
import Foundation

/// A `.xib` read whole, as a tree, for rebuilding the objects it archives: the views, their
/// properties, subviews and constraints, and the outlets between them.
///
/// ``IBDocument`` keeps only what the checker needs (objects with a custom class or runtime
/// attributes); a nib loader needs every element, so this keeps the tree. Runtime attributes
/// are decoded as ``IBDocument`` decodes them, by object id (``runtimeAttributes(of:)``).
public struct NibDocument: Sendable {
  /// The name used in messages (the file's path, or the nib's name).
  public var file: String
  /// The `<document>` element.
  public var root: NibElement
  /// The same bytes read as an ``IBDocument``: decoded runtime attributes, named colours,
  /// warnings.
  public var document: IBDocument

  /// The children of `<objects>`: File's Owner and First Responder placeholders first, then
  /// the top-level objects, in document order.
  public var objects: [NibElement] { root.children(of: "objects") }

  /// The decoded user-defined runtime attributes of the object with `id`, in document order.
  public func runtimeAttributes(of id: String) -> [Attribute] {
    document.object(withID: id)?.attributes ?? []
  }

  /// Parses a `.xib` from its bytes.
  /// - Throws: the errors of ``IBDocument/parse(_:file:options:)``.
  /// - Complexity: O(n) in the size of `data`.
  public static func parse(
    _ data: Data, file: String, options: IBReadOptions = IBReadOptions()
  ) throws(IBDocumentError) -> NibDocument {
    let document = try IBDocument.parse(data, file: file, options: options)
    let result = data.withUnsafeBytes { bytes in
      Result { () throws(IBDocumentError) -> NibElement in
        var reader = try XMLReader(bytes: bytes, file: file, maximumDepth: options.maximumDepth)
        reader.decodesText = true
        var builder = TreeBuilder()
        while let event = try reader.next() { builder.handle(event) }
        return builder.root ?? NibElement(name: "document")
      }
    }
    var root = try result.get()
    var colors = ColorResolution(file: file, root: root, catalogs: options.assetCatalogs)
    colors.resolve(&root)
    var read = document
    read.warnings += colors.warnings
    return NibDocument(file: file, root: root, document: read)
  }
}

/// Builds the tree from reader events, keeping the open elements on a stack.
private struct TreeBuilder {
  var stack: [NibElement] = []
  var root: NibElement?

  mutating func handle(_ event: XMLEvent) {
    switch event {
    case .start(let name, let attributes, let line):
      stack.append(NibElement(name: name, attributes: attributes.pairs, line: line))
    case .end:
      guard let element = stack.popLast() else { return }
      if stack.isEmpty {
        root = element
      } else {
        stack[stack.count - 1].children.append(element)
      }
    case .text(let text):
      guard !stack.isEmpty else { return }
      stack[stack.count - 1].text += text
    case .documentType:
      return
    }
  }
}

/// Resolves every `<color>` of the tree to sRGB, with the document's named and system
/// colours, as ``IBDocument`` resolves the colours it keeps.
private struct ColorResolution {
  var resolver: DocumentResolver
  var warnings: [IBWarning] { resolver.resolvingWarnings }

  init(file: String, root: NibElement, catalogs: [AssetCatalog]) {
    var raw = RawDocument(file: file)
    for resource in root.children(of: "resources") {
      guard let color = resource.child("color"), case .success(let encoding) = Self.encoding(color)
      else { continue }
      let name = resource["name"] ?? ""
      if resource.name == "namedColor" {
        raw.namedColors.append((name, encoding, color.line))
      } else if resource.name == "systemColor" {
        raw.systemColors[name] = encoding
      }
    }
    resolver = DocumentResolver(raw: raw, catalogs: catalogs)
    resolver.resolveNamedColors()
  }

  static func encoding(_ element: NibElement) -> Result<IBColorEncoding, ColorProblem> {
    var attributes = XMLAttributes()
    for pair in element.attributes { _ = attributes.add(pair.name, pair.value) }
    return ValueParser.color(attributes)
  }

  mutating func resolve(_ element: inout NibElement) {
    if element.name == "color", case .success(let encoding) = Self.encoding(element) {
      element.color = resolver.color(
        encoding, line: element.line, context: element["key"] ?? "colour")
    }
    for index in element.children.indices { resolve(&element.children[index]) }
  }
}
