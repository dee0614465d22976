import Foundation
import PNGCodec
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A reference path that names a FIFO, a device or a folder is refused before it is opened,
/// so that reading never blocks on a pipe with no writer.
@Suite("Files that are not regular files")
struct NonRegularFileTests {
  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("designable-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("Rating.100x50@2x.default.png").path
    try #require(mkfifo(fifo, 0o644) == 0)
    #expect(
      throws: PNGError.io(
        path: fifo, operation: "read",
        reason: "it is a FIFO (named pipe), not a regular file; name a PNG file instead")
    ) { try PNGFile.read(fifo) }
  }

  @Test(arguments: [
    ("/dev/null", "a character device"), ("/dev/zero", "a character device"), ("/tmp", "a directory"),
  ])
  func devicesAndFoldersAreRefused(path: String, kind: String) {
    #expect(
      throws: PNGError.io(
        path: path, operation: "read",
        reason: "it is \(kind), not a regular file; name a PNG file instead")
    ) { try AtomicFile.read(path) }
  }
}
