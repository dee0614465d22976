import Foundation
import PNGCodec
import Raster
import Testing

@Suite("designable png")
struct PNGCommandTests {
  /// A 3×2 RGBA image with a translucent pixel and some text metadata.
  func writeSample(to path: String) throws {
    var bitmap = Bitmap(width: 3, height: 2, fill: .white)
    bitmap[1, 0] = RGBA8(red: 255, green: 0, blue: 0)
    bitmap[2, 1] = RGBA8(red: 0, green: 0, blue: 255, alpha: 128)
    try PNGFile.write(bitmap, to: path, text: [PNGTextEntry(key: "Renderer", value: "1")])
  }

  @Test func infoPrintsTheHeaderColourAndText() throws {
    let folder = try TemporaryFolder()
    let file = folder.path("sample.png")
    try writeSample(to: file)
    let result = try CommandRunner.run(["png", "info", file])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        \(file)
          size:         3×2
          format:       palette, 2-bit, not interlaced, tRNS transparency
          colour:       sRGB (intent 0)
          text:         Renderer = 1
          chunks:       IHDR sRGB PLTE tRNS tEXt IDAT IEND

        """)
  }

  @Test func infoJSONHasOneObjectPerFile() throws {
    let folder = try TemporaryFolder()
    let file = folder.path("sample.png")
    try writeSample(to: file)
    let result = try CommandRunner.run(["png", "info", "--json", file, file])
    #expect(result.exitCode == 0)
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    #expect(objects.count == 2)
    #expect(objects[0]["file"] as? String == file)
    #expect(objects[0]["width"] as? Int == 3)
    #expect(objects[0]["height"] as? Int == 2)
    #expect(objects[0]["bitDepth"] as? Int == 2)
    #expect(objects[0]["colorType"] as? String == "palette")
    #expect(objects[0]["interlaced"] as? Bool == false)
    let text = try #require(objects[0]["text"] as? [[String: String]])
    #expect(text == [["key": "Renderer", "value": "1"]])
  }

  @Test func infoOnAFileThatIsNotAPNGExitsWithBadData() throws {
    let folder = try TemporaryFolder()
    let file = folder.path("notes.png")
    try Data("hello".utf8).write(to: URL(fileURLWithPath: file))
    let result = try CommandRunner.run(["png", "info", file])
    #expect(result.exitCode == 65)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "designable: \(file): not a PNG file: expected the signature 89 50 4e 47 0d 0a 1a 0a, "
        + "found bytes 68 65 6c 6c 6f; check that the file is a PNG and not another format or "
        + "an unresolved Git LFS pointer\n")
  }

  @Test func infoOnAMissingFileExitsWithIOError() throws {
    let folder = try TemporaryFolder()
    let file = folder.path("missing.png")
    let result = try CommandRunner.run(["png", "info", file])
    #expect(result.exitCode == 74)
    #expect(
      result.standardError
        == "designable: \(file): cannot read \(file): No such file or directory\n")
  }

  @Test func infoReportsEveryFileEvenWhenOneFails() throws {
    let folder = try TemporaryFolder()
    let good = folder.path("good.png")
    try writeSample(to: good)
    let result = try CommandRunner.run(["png", "info", folder.path("missing.png"), good])
    #expect(result.exitCode == 74)
    #expect(result.standardOutput.hasPrefix(good + "\n  size:         3×2\n"))
  }

  @Test func infoWithoutFilesIsAUsageError() throws {
    let result = try CommandRunner.run(["png", "info"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("Missing expected argument '<files> ...'"))
  }

  @Test func convertRewritesLosslessly() throws {
    let folder = try TemporaryFolder()
    let input = folder.path("in.png")
    let output = folder.path("out.png")
    try writeSample(to: input)
    let result = try CommandRunner.run(["png", "convert", input, output])
    #expect(result.exitCode == 0)
    let size = try #require(try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int)
    #expect(result.standardOutput == "\(output): 3×2, \(size) bytes\n")
    #expect(try PNGFile.read(output).bitmap == PNGFile.read(input).bitmap)
    #expect(try PNGFile.read(output).info.text == [PNGTextEntry(key: "Renderer", value: "1")])
    // The digest of the pixels is added, as references carry it.
    var storage: [UInt8] = []
    let picture = try PNGFile.read(input).bitmap
    #expect(try PNGFile.readUnlessIdentical(output, to: picture, reusing: &storage) == nil)
    #expect(try PNGFile.readUnlessIdentical(input, to: picture, reusing: &storage) != nil)
  }

  @Test func convertOfABadFileLeavesTheExistingOutputAlone() throws {
    let folder = try TemporaryFolder()
    let input = folder.path("broken.png")
    let output = folder.path("out.png")
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(
      to: URL(fileURLWithPath: input))
    try writeSample(to: output)
    let before = try Data(contentsOf: URL(fileURLWithPath: output))
    let result = try CommandRunner.run(["png", "convert", input, output])
    #expect(result.exitCode == 65)
    #expect(
      result.standardError.hasPrefix(
        "designable: \(input): truncated PNG: the data ends at byte 10"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
        "broken.png", "out.png",
      ])
  }

  @Test func convertIntoAMissingFolderExitsWithIOError() throws {
    let folder = try TemporaryFolder()
    let input = folder.path("in.png")
    try writeSample(to: input)
    let output = folder.path("no/such/folder/out.png")
    let result = try CommandRunner.run(["png", "convert", input, output])
    #expect(result.exitCode == 74)
    #expect(
      result.standardError == "designable: cannot write \(output): No such file or directory\n")
  }
}
