import Foundation
import PNGCodec
import Raster
import Testing
import Typesetting

/// Helpers shared by the typesetting tests.
enum TextTestSupport {
  /// DejaVu Sans (bold when asked) at `size` points; throws when it is not installed.
  static func font(_ size: Double, bold: Bool = false) throws -> Font {
    bold ? try Font.boldSystemFont(ofSize: size) : try Font.systemFont(ofSize: size)
  }

  /// A white canvas of `width × height` points at `scale`, drawn into by `body`.
  static func render(
    width: Double, height: Double, scale: Double = 1, _ body: (Canvas) -> Void
  ) throws -> Bitmap {
    let canvas = try #require(Canvas(width: width, height: height, scale: scale))
    canvas.clear(.white)
    body(canvas)
    return canvas.makeBitmap()
  }

  /// The pixel rectangle (min x, min y, max x, max y inclusive) of pixels that are not
  /// `background`, or `nil` when there are none.
  static func inkBounds(_ bitmap: Bitmap, background: RGBA8 = .white) -> (Int, Int, Int, Int)? {
    var result: (Int, Int, Int, Int)?
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap[x, y] != background {
        if let r = result {
          result = (min(r.0, x), min(r.1, y), max(r.2, x), max(r.3, y))
        } else {
          result = (x, y, x, y)
        }
      }
    }
    return result
  }

  /// The number of pixels that are not `background`.
  static func inkCount(_ bitmap: Bitmap, background: RGBA8 = .white) -> Int {
    var count = 0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap[x, y] != background { count += 1 }
    }
    return count
  }

  /// The folder of the committed reference pictures.
  static func fixturesFolder(_ filePath: String = #filePath) -> String {
    URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("__Fixtures__").path
  }

  /// Compares `bitmap` with `__Fixtures__/<name>.png` pixel for pixel; with `UPDATE=1` in
  /// the environment, writes the reference instead.
  static func assertGolden(
    _ bitmap: Bitmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = fixturesFolder() + "/" + name + ".png"
    if ProcessInfo.processInfo.environment["UPDATE"] == "1" {
      try PNGFile.write(bitmap, to: path)
      return
    }
    guard FileManager.default.fileExists(atPath: path) else {
      Issue.record(
        "No reference at \(path); run the tests with UPDATE=1 to record it.",
        sourceLocation: sourceLocation)
      return
    }
    let reference = try PNGFile.read(path).bitmap
    #expect(
      reference.width == bitmap.width && reference.height == bitmap.height,
      "size differs from the reference's \(reference.width)x\(reference.height)",
      sourceLocation: sourceLocation)
    guard reference.width == bitmap.width, reference.height == bitmap.height else { return }
    var differing = 0
    for i in 0..<(bitmap.pixelCount)
    where
      bitmap.bytes[(i * 4)..<(i * 4 + 4)] != reference.bytes[(i * 4)..<(i * 4 + 4)]
    {
      differing += 1
    }
    #expect(
      differing == 0, "\(differing) pixels differ from \(path)", sourceLocation: sourceLocation)
  }
}
