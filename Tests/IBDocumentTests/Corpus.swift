import Foundation

/// The shared corpus of real IB documents, beside the repository (`../shared/corpus`).
enum Corpus {
  /// The repository root: two levels above `Tests/IBDocumentTests`.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let documentsFolder =
    repositoryRoot
    .appendingPathComponent("../shared/corpus/ib-documents").standardizedFileURL.path

  static var isAvailable: Bool { FileManager.default.fileExists(atPath: documentsFolder) }

  /// Every `.xib` and `.storyboard` in the corpus, sorted.
  static var documents: [String] {
    let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: documentsFolder)) ?? []
    return subpaths.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
      .map { documentsFolder + "/" + $0 }
  }

  static func path(_ relative: String) -> String { documentsFolder + "/" + relative }

  /// Hostile and broken inputs (`../shared/corpus/bad-inputs`), described in its README.
  static let badInputsFolder =
    repositoryRoot
    .appendingPathComponent("../shared/corpus/bad-inputs").standardizedFileURL.path

  static var badInputsAreAvailable: Bool {
    FileManager.default.fileExists(atPath: badInputsFolder + "/ib")
  }

  /// Every file under `bad-inputs/ib` and `bad-inputs/ib-crashers`, as paths relative to
  /// ``badInputsFolder``, sorted.
  static var badIBInputs: [String] {
    ["ib", "ib-crashers"].flatMap { folder in
      let root = badInputsFolder + "/" + folder
      let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
      return subpaths.filter { path in
        var isDirectory: ObjCBool = false
        FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
        return !isDirectory.boolValue
      }.map { folder + "/" + $0 }
    }.sorted()
  }
}
