/// Limits and asset catalogs for reading IB documents.
public struct IBReadOptions: Sendable {
  /// Files larger than this are refused with ``IBDocumentError/tooLarge(file:byteCount:limit:)``.
  /// The default, 256 MiB, is far above any real document.
  public var maximumByteCount: Int
  /// Documents nested deeper than this are refused with
  /// ``IBDocumentError/tooDeep(file:line:limit:)``. Real documents stay under 40.
  public var maximumDepth: Int
  /// Asset catalogs to resolve image names and named colours against, searched first.
  public var assetCatalogs: [AssetCatalog]
  /// Whether ``IBDocument/read(contentsOfFile:options:)`` also looks for `.xcassets`
  /// folders beside the document and up to ``assetSearchLevels`` parent folders, stopping
  /// after the project's root (``AssetCatalog/discoverInProject(near:levels:boundary:)``).
  public var discoversAssetCatalogs: Bool
  /// How many parent folders above the document's own folder are searched.
  public var assetSearchLevels: Int
  /// Whether each instance's ``StandardProperties/content`` is set to what its element
  /// archives for its UIKit class (a label's text, font and colour), as the checker's builds
  /// need; it reads the document a second time, as a tree.
  public var restoresArchivedContent: Bool

  public init(
    maximumByteCount: Int = 256 << 20, maximumDepth: Int = 256,
    assetCatalogs: [AssetCatalog] = [], discoversAssetCatalogs: Bool = true,
    assetSearchLevels: Int = 3, restoresArchivedContent: Bool = false
  ) {
    self.maximumByteCount = maximumByteCount
    self.maximumDepth = maximumDepth
    self.assetCatalogs = assetCatalogs
    self.discoversAssetCatalogs = discoversAssetCatalogs
    self.assetSearchLevels = assetSearchLevels
    self.restoresArchivedContent = restoresArchivedContent
  }
}
