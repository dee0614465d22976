import DesignableRegistrationsGenerator
import Foundation
import Testing

/// The bad inputs that broke other commands (`../shared/corpus/bad-inputs`), fed to the
/// generator as if they were Swift files: invalid UTF-8, binary PNG, hostile XML.
enum BadInputFiles {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared/corpus/bad-inputs").standardizedFileURL.path

  static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder) }

  /// Every file under 1 MB, sorted (the larger ones are picture bombs, not text).
  static var files: [String] {
    let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    return subpaths.sorted().map { folder + "/" + $0 }.filter { path in
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let isFile = attributes?[.type] as? FileAttributeType == .typeRegular
      let size = attributes?[.size] as? Int ?? .max
      return isFile && size < 1_000_000 && !path.hasSuffix("README.md")
    }
  }
}

@Suite(.enabled(if: BadInputFiles.isAvailable, "../shared/corpus is not beside the repository"))
struct RegistrationsBadInputTests {
  @Test func thereAreBadInputs() {
    #expect(BadInputFiles.files.count >= 40)
  }

  @Test(arguments: BadInputFiles.files)
  func aFileThatIsNotSwiftIsAWarningNotACrash(path: String) throws {
    let data = try #require(FileManager.default.contents(atPath: path))
    let text = String(decoding: data, as: UTF8.self)
    let generated = RegistrationsGenerator.generate([SwiftSource(path: path, text: text)])
    #expect(!generated.hasErrors)
    #expect(generated.diagnostics.allSatisfy { $0.location.path == path && $0.location.line >= 1 })
    #expect(generated.text.contains("public enum DesignableRegistrations"))
  }
}
