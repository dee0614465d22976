import Foundation

/// The shared corpus of real IB documents, beside the repository (`../shared/corpus`).
enum Corpus {
  /// The repository root: two levels above `Tests/IBDocumentTests`.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let documentsFolder = repositoryRoot
    .appendingPathComponent("../shared/corpus/ib-documents").standardizedFileURL.path

  static var isAvailable: Bool { FileManager.default.fileExists(atPath: documentsFolder) }

  /// Every `.xib` and `.storyboard` in the corpus, sorted.
  static var documents: [String] {
    let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: documentsFolder)) ?? []
    return subpaths.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
      .map { documentsFolder + "/" + $0 }
  }

  static func path(_ relative: String) -> String { documentsFolder + "/" + relative }
}
