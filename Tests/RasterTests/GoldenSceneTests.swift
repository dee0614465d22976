import Foundation
import PNGCodec
import Testing

@testable import Raster

/// Renders `GoldenScene.all` and compares the decoded pixels of the committed references
/// in `__Fixtures__/golden/` exactly.
///
/// Environment: `RASTER_RECORD_GOLDENS=1` rewrites the references instead of comparing;
/// `RASTER_GOLDEN_OUTPUT=DIR` also writes each render's raw RGBA bytes to
/// `DIR/<name>.rgba` (used by `Scripts/check-determinism.sh` to compare debug and release).
@Suite struct GoldenSceneTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Fixtures__/golden")

  @Test(arguments: GoldenScene.all)
  func sceneMatchesItsReference(scene: GoldenScene) throws {
    let bitmap = try #require(scene.render())
    let environment = ProcessInfo.processInfo.environment
    if let output = environment["RASTER_GOLDEN_OUTPUT"] {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      try Data(bitmap.bytes).write(to: URL(fileURLWithPath: "\(output)/\(scene).rgba"))
    }
    let path = GoldenSceneTests.fixtures.appendingPathComponent("\(scene).png").path
    if environment["RASTER_RECORD_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(
        at: GoldenSceneTests.fixtures, withIntermediateDirectories: true)
      try PNGFile.write(bitmap, to: path)
      return
    }
    let reference = try PNGFile.read(path).bitmap
    #expect(reference.width == bitmap.width && reference.height == bitmap.height)
    var differing = 0
    var worst = 0
    if reference.bytes.count == bitmap.bytes.count {
      for i in stride(from: 0, to: bitmap.bytes.count, by: 4) {
        var d = 0
        for c in 0..<4 { d = max(d, abs(Int(bitmap.bytes[i + c]) - Int(reference.bytes[i + c]))) }
        if d > 0 { differing += 1 }
        worst = max(worst, d)
      }
    }
    #expect(differing == 0, "\(differing) pixels differ from \(path), worst by \(worst)")
  }
}
