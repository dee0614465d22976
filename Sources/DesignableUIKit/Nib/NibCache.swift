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
  private var documents: [Data: NibDocument] = [:]

  /// The document `data` reads as, parsed the first time.
  /// - Throws: the errors of ``NibDocument/parse(_:file:options:)``.
  func document(_ data: Data, file: String) throws(IBDocumentError) -> NibDocument {
    if let cached = lock.withLock({ documents[data] }) { return cached }
    let document = try NibDocument.parse(data, file: file)
    lock.withLock {
      if documents.count >= Self.capacity { documents.removeAll() }
      documents[data] = document
    }
    return document
  }
}
