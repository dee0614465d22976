import ArgumentParser
import Foundation

/// What `check` tells each child check it starts (`check-instance`, `check-component`), and
/// how a child sets itself up from it.
struct ChildCheckOptions: ParsableArguments {
  @Option var scale = 2.0
  @Option var artifacts = ".build/designable/artifacts"
  /// The process id of the `check` that started this one.
  @Option var parent: Int32?
  @Option var images: [String] = []
  /// Megabytes this process may allocate.
  @Option var memoryLimit: Int?

  func validate() throws {
    guard scale > 0, scale <= 4 else {
      throw ValidationError("--scale must be more than 0 and at most 4.")
    }
  }

  /// These options as the parent passes them, each joined to its value so that no value is
  /// read as an option; the parent is this process.
  static func arguments(scale: Double, artifacts: String, images: [String], memoryLimit: Int)
    -> [String]
  {
    ["--scale=\(scale)", "--artifacts=\(artifacts)"] + images.map { "--images=\($0)" }
      + ["--memory-limit=\(memoryLimit)", "--parent=\(getpid())"]
  }

  /// The folder the checker's pictures go to.
  var picturesFolder: String { (artifacts as NSString).appendingPathComponent("check") }

  /// Ends this process with its parent, limits its memory, registers the image folders, and
  /// returns the output for the reports (see ``IsolatedCheck/reportOutput()``).
  func start() -> FileHandle {
    IsolatedCheck.endWithParent(parent ?? getppid())
    if let memoryLimit { IsolatedCheck.limitMemory(megabytes: memoryLimit) }
    let output = IsolatedCheck.reportOutput()
    for problem in ImageFolders.register(images, scale: scale) { printError(problem) }
    return output
  }
}
