import Foundation
import PNGCodec
import Raster
import Testing

/// `check` uses the asset catalogs beside a document as if given by `--images`.
@Suite("check: asset catalogs beside a document")
struct CheckNearbyImagesTests {
  /// A storyboard at `path` with one IconButton whose icon is the image `comet`.
  private func storyboard(at path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try TestDocuments.storyboard(TestDocuments.cometButton, at: path)
  }

  /// An asset catalog at `path` holding the 1x1 image set `comet`.
  private func catalog(at path: String) throws {
    let set = path + "/comet.imageset"
    try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    try
      #"{"images":[{"filename":"comet.png","idiom":"universal","scale":"1x"}],"info":{"version":1,"author":"xcode"}}"#
      .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    try PNGFile.write(
      Bitmap(width: 1, height: 1, fill: RGBA8(red: 255, green: 200, blue: 0)),
      to: set + "/comet.png")
  }

  /// A project: `Package.swift` at the top, the catalog in `App/`, the document in
  /// `App/Base.lproj/`.
  private func project(in folder: TemporaryFolder) throws -> (document: String, catalog: String) {
    try "".write(toFile: folder.path("Package.swift"), atomically: true, encoding: .utf8)
    let document = folder.path("App/Base.lproj/icons.storyboard")
    try storyboard(at: document)
    try catalog(at: folder.path("App/Assets.xcassets"))
    return (document, folder.path("App/Assets.xcassets"))
  }

  private func check(_ document: String, _ folder: TemporaryFolder, _ options: [String] = [])
    throws -> CommandResult
  {
    try CommandRunner.run(
      ["check", "--artifacts", folder.path("a")] + options + [document],
      executable: "designable-examples")
  }

  @Test func aCatalogBesideTheDocumentHoldsItsImages() throws {
    let folder = try TemporaryFolder()
    let (document, catalog) = try project(in: folder)
    let result = try check(document, folder)
    #expect(result.exitCode == 0, "\(result.standardOutput)")
    #expect(
      result.standardOutput.hasPrefix(
        "\(document): using the images of \(catalog) beside it (--no-nearby-images to leave "
          + "them out)\n"))
    #expect(!result.standardOutput.contains("was not found"))
    #expect(result.standardOutput.contains("IconButton 120x44 icon-1"))
  }

  @Test func noNearbyImagesLeavesThemOut() throws {
    let folder = try TemporaryFolder()
    let (document, _) = try project(in: folder)
    let result = try check(document, folder, ["--no-nearby-images"])
    #expect(result.exitCode == 67)
    #expect(!result.standardOutput.contains("using the images of"))
    #expect(result.standardOutput.contains("image \"comet\" for icon was not found"))
  }

  @Test func theSearchStopsAtTheProjectsRoot() throws {
    let folder = try TemporaryFolder()
    try catalog(at: folder.path("Assets.xcassets"))
    try FileManager.default.createDirectory(
      atPath: folder.path("App/.git"), withIntermediateDirectories: true)
    let document = folder.path("App/Views/icons.storyboard")
    try storyboard(at: document)
    let result = try check(document, folder)
    #expect(result.exitCode == 67)
    #expect(result.standardOutput.contains("image \"comet\" for icon was not found"))
  }

  @Test func aCatalogThatCannotBeReadIsAWarningAndTheOthersAreUsed() throws {
    let folder = try TemporaryFolder()
    let (document, catalog) = try project(in: folder)
    let broken = folder.path("App/Base.lproj/Broken.xcassets")
    try "not a folder".write(toFile: broken, atomically: true, encoding: .utf8)
    let result = try check(document, folder)
    #expect(result.exitCode == 0, "\(result.standardOutput)")
    #expect(
      result.standardError.contains(
        "designable: warning: \(document): the asset catalog \(broken) beside it cannot be read"))
    #expect(result.standardOutput.contains("using the images of \(catalog) beside it"))
    #expect(!result.standardOutput.contains("was not found"))
    #expect(try String(contentsOfFile: broken, encoding: .utf8) == "not a folder")
  }

  @Test func anImageSetThatDoesNotReadIsAWarningAndTheRestIsUsed() throws {
    let folder = try TemporaryFolder()
    let (document, catalog) = try project(in: folder)
    let broken = catalog + "/broken.imageset"
    try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
    try "{".write(toFile: broken + "/Contents.json", atomically: true, encoding: .utf8)
    let result = try check(document, folder)
    #expect(result.exitCode == 0, "\(result.standardOutput)")
    #expect(
      result.standardError.contains(
        "designable: warning: \(broken)/Contents.json: missing or not valid JSON\n"))
    #expect(!result.standardOutput.contains("was not found"))
  }

  @Test func aCatalogGivenWithImagesIsNotNamedTwice() throws {
    let folder = try TemporaryFolder()
    let (document, catalog) = try project(in: folder)
    let result = try check(document, folder, ["--images", catalog])
    #expect(result.exitCode == 0, "\(result.standardOutput)")
    // Given explicitly, the catalog is not named again as found.
    #expect(!result.standardOutput.contains("using the images of"))
    #expect(!result.standardOutput.contains("was not found"))
  }
}
