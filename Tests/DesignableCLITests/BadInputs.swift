import Foundation

/// `../shared/corpus/bad-inputs/`: inputs that once crashed or hung a command. Tests that
/// read it are disabled, with that reason shown, when it is not beside the repository.
enum BadInputs {
  /// The repository root: two levels above `Tests/DesignableCLITests`.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let folder =
    repositoryRoot
    .appendingPathComponent("../shared/corpus/bad-inputs").standardizedFileURL.path

  static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder) }

  static func path(_ relative: String) -> String { folder + "/" + relative }

  /// The files of a subfolder, sorted.
  static func files(in subfolder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path(subfolder))) ?? []
    return names.sorted().map { path(subfolder + "/" + $0) }
  }
}
