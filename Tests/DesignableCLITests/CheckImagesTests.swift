import Foundation
import PNGCodec
import Raster
import Testing

/// `check --images`: where a document's image attributes are found.
@Suite("check --images")
struct CheckImagesTests {
  /// A storyboard with one IconButton whose icon is the image `comet`.
  private func storyboard(in folder: TemporaryFolder) throws -> String {
    let path = folder.path("icons.storyboard")
    try TestDocuments.storyboard(TestDocuments.cometButton, at: path)
    return path
  }

  @Test func anImageNoFolderHoldsIsAFindingThatNamesTheOption() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(
      ["check", "--artifacts", folder.path("a"), try storyboard(in: folder)],
      executable: "designable-examples")
    #expect(result.exitCode == 67)
    #expect(result.standardOutput.contains("image \"comet\" for icon was not found"))
    #expect(result.standardOutput.contains("Give the folder that holds comet.png"))
  }

  @Test func theImagesFolderIsSearchedInTheChildProcessesToo() throws {
    let folder = try TemporaryFolder()
    let images = folder.path("Images")
    try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
    try PNGFile.write(
      Bitmap(width: 16, height: 16, fill: RGBA8(red: 255, green: 200, blue: 0)),
      to: images + "/comet.png")
    let result = try CommandRunner.run(
      ["check", "--artifacts", folder.path("a"), "--images", images, try storyboard(in: folder)],
      executable: "designable-examples")
    #expect(!result.standardOutput.contains("was not found"))
    #expect(result.standardOutput.contains("IconButton 120x44 icon-1"))
  }

  @Test func aMissingImagesFolderIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(
      ["check", "--images", folder.path("nowhere"), try storyboard(in: folder)],
      executable: "designable-examples")
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("--images \(folder.path("nowhere")): no such folder."))
  }
}
