import Foundation
import PNGCodec
import Raster
import Testing

@Suite("designable diff")
struct DiffCommandTests {
  /// Writes a 4×3 white image, with the pixels given painted black, and returns its path.
  func image(_ folder: TemporaryFolder, _ name: String, black: [(Int, Int)] = []) throws -> String {
    var bitmap = Bitmap(width: 4, height: 3, fill: .white)
    for (x, y) in black { bitmap[x, y] = .black }
    let path = folder.path(name)
    try PNGFile.write(bitmap, to: path)
    return path
  }

  @Test func identicalImagesMatch() throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let b = try image(folder, "b.png")
    let result = try CommandRunner.run(["diff", a, b])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput
        == "match: 0 of 12 pixels differ (0%, 0 allowed); worst channel difference 0, worst ΔE00 0.00\n"
    )
  }

  @Test func differingImagesExitWith66AndSayWhere() throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let b = try image(folder, "b.png", black: [(1, 1), (2, 2)])
    let result = try CommandRunner.run(["diff", a, b])
    #expect(result.exitCode == 66)
    #expect(
      result.standardOutput
        == "differ: 2 of 12 pixels differ (16.67%, 0 allowed); worst channel difference 255, "
        + "worst ΔE00 100.00; within x 1..<3, y 1..<3\n")
  }

  @Test func anAllowanceTurnsADifferenceIntoAMatch() throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let b = try image(folder, "b.png", black: [(1, 1), (2, 2)])
    #expect(try CommandRunner.run(["diff", "--max-pixels", "2", a, b]).exitCode == 0)
    #expect(try CommandRunner.run(["diff", "--max-ratio", "0.1", a, b]).exitCode == 66)
    #expect(try CommandRunner.run(["diff", "--ignore-region", "1,1,2,2", a, b]).exitCode == 0)
  }

  @Test func jsonHasTheNumbers() throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let b = try image(folder, "b.png", black: [(3, 0)])
    let diff = folder.path("diff.png")
    let result = try CommandRunner.run(["diff", "--json", "--output", diff, a, b])
    #expect(result.exitCode == 66)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["width"] as? Int == 4)
    #expect(object["height"] as? Int == 3)
    #expect(object["differentPixels"] as? Int == 1)
    #expect(object["maxChannelDelta"] as? Int == 255)
    #expect(object["maxDeltaE"] as? Double == 100)
    #expect(object["matches"] as? Bool == false)
    let box = try #require(object["boundingBox"] as? [String: Int])
    #expect(box == ["x": 3, "y": 0, "width": 1, "height": 1])
    let picture = try PNGFile.read(diff).bitmap
    #expect(picture[3, 0] == RGBA8(red: 255, green: 0, blue: 0))
    #expect(picture[0, 0] == .white)
  }

  @Test func differentSizesDiffer() throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let b = folder.path("b.png")
    try PNGFile.write(Bitmap(width: 2, height: 2, fill: .white), to: b)
    let result = try CommandRunner.run(["diff", a, b])
    #expect(result.exitCode == 66)
    #expect(result.standardOutput == "differ: different sizes: reference 4×3, actual 2×2\n")
  }

  @Test func badUsageAndBadFilesHaveTheirOwnCodes() throws {
    let folder = try TemporaryFolder()
    let a = try image(folder, "a.png")
    let notPNG = folder.path("text.png")
    try Data("text".utf8).write(to: URL(fileURLWithPath: notPNG))
    let both = try CommandRunner.run(["diff", "--max-pixels", "1", "--max-ratio", "0.1", a, a])
    #expect(both.exitCode == 64)
    #expect(both.standardError.contains("Give --max-pixels or --max-ratio, not both."))
    let region = try CommandRunner.run(["diff", "--ignore-region", "1,2,3", a, a])
    #expect(region.exitCode == 64)
    #expect(region.standardError.contains("--ignore-region takes x,y,width,height"))
    #expect(try CommandRunner.run(["diff", "--channel-tolerance", "300", a, a]).exitCode == 64)
    #expect(try CommandRunner.run(["diff", a, notPNG]).exitCode == 65)
    #expect(try CommandRunner.run(["diff", a, folder.path("missing.png")]).exitCode == 74)
  }
}
