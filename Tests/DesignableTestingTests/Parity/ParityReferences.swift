import Foundation
import PNGCodec
import Raster
import Testing

/// Pictures iOS itself drew, kept in `../shared/corpus/ios-parity-refs` beside the
/// repository: snapshot references recorded by public projects' own tests (see the corpus's
/// `MANIFEST.md`), one folder per repository.
enum ParityReferences {
  /// `../shared/corpus/ios-parity-refs`, from the repository root three levels above this
  /// folder.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("../shared/corpus/ios-parity-refs").standardizedFileURL.path

  /// Where square/Blueprint keeps its common controls' references.
  static let blueprint =
    "square__Blueprint/BlueprintUICommonControls/Tests/Sources/Resources/ReferenceImages"
  /// Where TextureGroup/Texture keeps its 64-bit references.
  static let texture = "TextureGroup__Texture/Tests/ReferenceImages_64"
  /// Where uber/ios-snapshot-test-case keeps its demo's 64-bit references.
  static let snapshotTestCase =
    "uber__ios-snapshot-test-case/demos/FBSnapshotTestCaseDemo/FBSnapshotTestCaseDemoTests"
    + "/ReferenceImages_64"

  /// Whether the folder is there; suites that read it are skipped, saying so, when not.
  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: folder + "/" + blueprint)
  }

  /// The reason a suite is skipped.
  static let absence: Comment = "../shared/corpus/ios-parity-refs is not beside the repository"

  /// The absolute path of `relative`, a path inside the folder.
  static func path(_ relative: String) -> String { folder + "/" + relative }

  /// The picture at `relative`, decoded.
  static func read(_ relative: String) throws -> Bitmap {
    try PNGFile.read(path(relative)).bitmap
  }
}
