import Foundation
import IBDocument

/// The documents read so far, by their bytes: a component that loads its nib in every
/// initializer, built for each size, scale, attribute set and path of a snapshot matrix,
/// reads the `.xib` once per process.
final class NibCache: @unchecked Sendable {
  static let shared = NibCache()

  /// Documents kept at most; past that the cache starts again (a process loads few nibs).
  static let capacity = 64

  private let lock = NSLock()
  private var documents: [Key: NibDocument] = [:]

  private struct Key: Hashable {
    let data: Data
    let catalogs: [String]
  }

  /// The document `data` reads as, its named colours found in `catalogs` (the nib's
  /// bundle's) before its own copies, parsed the first time.
  /// - Throws: the errors of ``NibDocument/parse(_:file:options:)``.
  func document(
    _ data: Data, file: String, catalogs: [AssetCatalog] = []
  ) throws(IBDocumentError) -> NibDocument {
    let key = Key(data: data, catalogs: catalogs.map(\.path))
    if let cached = lock.withLock({ documents[key] }) { return cached }
    let options = IBReadOptions(assetCatalogs: catalogs, discoversAssetCatalogs: false)
    let document = try NibDocument.parse(data, file: file, options: options)
    lock.withLock {
      if documents.count >= Self.capacity { documents.removeAll() }
      documents[key] = document
    }
    return document
  }
}
