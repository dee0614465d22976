import Components
import Foundation

/// An Interface Builder document (`.xib` or `.storyboard`) read into the component model.
///
/// ```swift
/// let document = try IBDocument.read(contentsOfFile: "Main.storyboard")
/// for object in document.instances where object.customClass == "PieChartView" {
///   let view = PieChartView(coder: object.coder)  // the run-time path
/// }
/// ```
public struct IBDocument: Sendable {
  /// The path as given.
  public var file: String
  /// The `type` of `<document>`, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
  public var documentType: String
  /// The document format `version` (`3.0`).
  public var version: String
  /// The `toolsVersion`: the Interface Builder build that saved the document.
  public var toolsVersion: String
  /// The `targetRuntime`: `iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`, ….
  public var targetRuntime: String
  /// Every element with a custom class or user-defined runtime attributes, in document
  /// order.
  public var objects: [IBObject]
  /// Named colours the document's `<resources>` define, by name, resolved to sRGB.
  public var namedColors: [String: Color]
  /// The asset catalogs names were resolved against.
  public var assetCatalogs: [AssetCatalog]
  /// What was skipped or approximated, in document order.
  public var warnings: [IBWarning]
  /// The size of the XML in bytes.
  public var byteCount: Int

  public init(
    file: String, documentType: String, version: String, toolsVersion: String,
    targetRuntime: String, objects: [IBObject], namedColors: [String: Color] = [:],
    assetCatalogs: [AssetCatalog] = [], warnings: [IBWarning] = [], byteCount: Int = 0
  ) {
    self.file = file
    self.documentType = documentType
    self.version = version
    self.toolsVersion = toolsVersion
    self.targetRuntime = targetRuntime
    self.objects = objects
    self.namedColors = namedColors
    self.assetCatalogs = assetCatalogs
    self.warnings = warnings
    self.byteCount = byteCount
  }

  /// The elements that have a `customClass`, in document order.
  public var instances: [IBObject] { objects.filter { $0.customClass != nil } }

  /// The object with the given id, if any.
  public func object(withID id: String) -> IBObject? {
    objects.first { $0.id == id }
  }

  /// Reads a document from a file, with the asset catalogs found beside it.
  ///
  /// - Parameters:
  ///   - path: The `.xib` or `.storyboard` file.
  ///   - options: Limits and explicit asset catalogs.
  /// - Throws: ``IBDocumentError/unreadable(file:reason:)`` when the file cannot be read or
  ///   is not a regular file (a FIFO, a device, a folder: refused before it is opened),
  ///   ``IBDocumentError/tooLarge(file:byteCount:limit:)``, and the errors of
  ///   ``parse(_:file:options:)``.
  /// - Complexity: O(n) in the file's size; the XML is streamed, never held as a tree.
  public static func read(
    contentsOfFile path: String, options: IBReadOptions = IBReadOptions()
  ) throws(IBDocumentError) -> IBDocument {
    let data = try DocumentFile.read(path, limit: options.maximumByteCount)
    var options = options
    var warnings: [IBWarning] = []
    if options.discoversAssetCatalogs {
      let known = Set(options.assetCatalogs.map(\.path))
      let folder = (path as NSString).deletingLastPathComponent
      for found in AssetCatalog.discoverInProject(near: folder, levels: options.assetSearchLevels)
      where !known.contains(found) {
        do {
          options.assetCatalogs.append(try AssetCatalog(path: found))
        } catch {
          warnings.append(IBWarning(file: path, line: 0, message: error.description))
        }
      }
    }
    var document = try parse(data, file: path, options: options)
    document.warnings.insert(contentsOf: warnings, at: 0)
    return document
  }

  /// Parses a document from XML bytes.
  ///
  /// The bytes must be UTF-8. Only the five predefined entities and character references are
  /// replaced: entity declarations and XInclude are refused, so nothing is ever fetched, read
  /// or expanded. Unknown elements inside runtime attributes, unknown attribute types and
  /// values that do not parse become warnings.
  ///
  /// - Parameters:
  ///   - data: The XML.
  ///   - file: The name used in messages.
  ///   - options: Limits and asset catalogs.
  /// - Throws: ``IBDocumentError/malformed(file:line:column:message:)``,
  ///   ``IBDocumentError/invalidUTF8(file:line:column:byte:)``,
  ///   ``IBDocumentError/refused(file:line:column:message:)``,
  ///   ``IBDocumentError/tooDeep(file:line:limit:)``,
  ///   ``IBDocumentError/tooLarge(file:byteCount:limit:)`` and
  ///   ``IBDocumentError/notInterfaceBuilder(file:rootElement:)``.
  public static func parse(
    _ data: Data, file: String, options: IBReadOptions = IBReadOptions()
  ) throws(IBDocumentError) -> IBDocument {
    if data.count > options.maximumByteCount {
      throw .tooLarge(file: file, byteCount: data.count, limit: options.maximumByteCount)
    }
    let raw = try DocumentParser.parse(data, file: file, maximumDepth: options.maximumDepth)
    var document = DocumentResolver(raw: raw, catalogs: options.assetCatalogs).resolve()
    document.byteCount = data.count
    if options.restoresArchivedContent {
      var plain = options
      plain.restoresArchivedContent = false
      let tree = try NibDocument.parse(data, file: file, options: plain)
      document.attachArchivedContent(from: tree.root)
    }
    return document
  }

  /// Parses a document from an XML string (for tests and tools).
  /// - Throws: The errors of ``parse(_:file:options:)``.
  public static func parse(
    _ xml: String, file: String = "<string>", options: IBReadOptions = IBReadOptions()
  ) throws(IBDocumentError) -> IBDocument {
    try parse(Data(xml.utf8), file: file, options: options)
  }
}
