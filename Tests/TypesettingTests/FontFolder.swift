import Foundation
import Testing
import Typesetting

/// A scratch folder of links to installed font files, to give a registry exactly the fonts a
/// test wants installed.
struct FontFolder {
  let path: String

  /// A new empty folder under the temporary directory.
  init() throws {
    path = NSTemporaryDirectory() + "designable-fonts-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Links the installed file of `fileName` (found by the shared registry) into the folder,
  /// under `subfolder` when given.
  func link(_ fileName: String, in subfolder: String? = nil) throws {
    let file = try #require(FontSubstitution.file(named: fileName), "\(fileName)")
    let source = try #require(FontRegistry.shared.locate(file), "\(fileName) is not installed")
    let folder = subfolder.map { path + "/" + $0 } ?? path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/" + fileName, withDestinationPath: source)
  }

  /// A registry that searches this folder only.
  func registry() -> FontRegistry {
    FontRegistry(searchPaths: [path], useEnvironment: false, useStandardDirectories: false)
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }

  /// Whether every named file is installed, for tests that need optional packages.
  static func installed(_ fileNames: String...) -> Bool {
    fileNames.allSatisfy { name in
      FontSubstitution.file(named: name).flatMap { FontRegistry.shared.locate($0) } != nil
    }
  }

  /// The repository's root folder.
  static func repositoryRoot(_ filePath: String = #filePath) -> String {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }
}
