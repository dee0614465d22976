import Foundation

/// The shared PNG corpus, found next to the checkout: `<repository>/../shared/corpus`.
enum Corpus {
  /// The corpus folder, or `nil` when this checkout has no `../shared/corpus` beside it.
  static let root: URL? = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        let corpus = folder.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? corpus : nil
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }()

  static var exists: Bool { root != nil }

  /// The folders whose PNG files every test reads.
  static let folders = ["reference-pngs", "png-edge-cases"]

  /// Every `*.png` in ``folders``, as paths relative to the corpus, sorted.
  static let pngFiles: [String] = {
    guard let root else { return [] }
    var files: [String] = []
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let path as String in walker where path.lowercased().hasSuffix(".png") {
        files.append(folder + "/" + path)
      }
    }
    return files.sorted()
  }()

  /// The bytes of a corpus file.
  static func bytes(_ relativePath: String) throws -> [UInt8] {
    guard let root else { throw CocoaError(.fileNoSuchFile) }
    return Array(try Data(contentsOf: root.appendingPathComponent(relativePath)))
  }
}
