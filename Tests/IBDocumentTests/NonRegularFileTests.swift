import Foundation
import IBDocument
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Paths that are not regular files are refused before they are opened, so a FIFO cannot
/// block the reader.
@Suite struct NonRegularFileTests {
  static func refusal(_ path: String, _ kind: String) -> IBDocumentError {
    .unreadable(
      file: path,
      reason: "not a regular file (\(kind)); give the path of a .xib or .storyboard")
  }

  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ibdocument-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func fifoIsRefusedWithoutBlocking() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("Main.storyboard").path
    try #require(mkfifo(fifo, 0o600) == 0)
    #expect(throws: Self.refusal(fifo, "a FIFO")) { try IBDocument.read(contentsOfFile: fifo) }
    let link = folder.appendingPathComponent("Link.xib").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
    #expect(throws: Self.refusal(link, "a FIFO")) { try IBDocument.read(contentsOfFile: link) }
    #expect(Self.refusal(fifo, "a FIFO").description.contains("not a regular file (a FIFO)"))
  }

  @Test func directoryIsRefused() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Main.storyboard").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(throws: Self.refusal(path, "a directory")) {
      try IBDocument.read(contentsOfFile: path)
    }
  }

  @Test func devNullIsRefused() {
    #expect(throws: Self.refusal("/dev/null", "a character device")) {
      try IBDocument.read(contentsOfFile: "/dev/null")
    }
  }

  @Test func missingFileSaysSo() {
    #expect(throws: IBDocumentError.unreadable(file: "/nonexistent/A.xib", reason: "no such file"))
    {
      try IBDocument.read(contentsOfFile: "/nonexistent/A.xib")
    }
  }

  @Test func regularFileIsReadWhole() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("A.xib").path
    let xml = Fixtures.storyboard(Fixtures.view("", id: "v"))
    try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
    let document = try IBDocument.read(contentsOfFile: path)
    #expect(document.byteCount == xml.utf8.count)
    #expect(document.object(withID: "v") != nil)
    #expect(throws: IBDocumentError.tooLarge(file: path, byteCount: xml.utf8.count, limit: 10)) {
      try IBDocument.read(contentsOfFile: path, options: IBReadOptions(maximumByteCount: 10))
    }
  }
}
