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
    ("/dev/null", "a character device"), ("/dev/zero", "a character device"),
    ("/tmp", "a directory"),
  ])
  func devicesAndFoldersAreRefused(path: String, kind: String) {
    #expect(
      throws: PNGError.io(
        path: path, operation: "read",
        reason: "it is \(kind), not a regular file; name a PNG file instead")
    ) { try AtomicFile.read(path) }
  }

  @Test func aFileLargerThanTheLimitIsRefusedBeforeReading() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("designable-size-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(repeating: 7, count: 100).write(to: URL(fileURLWithPath: path))
    #expect(try AtomicFile.read(path, maxBytes: 100).count == 100)
    let reason =
      "it has 100 bytes, more than the limit of 99; raise PNGLimits.maxFileBytes "
      + "(or --max-image-pixels) if it is meant to be this big"
    #expect(throws: PNGError.io(path: path, operation: "read", reason: reason)) {
      try AtomicFile.read(path, maxBytes: 99)
    }
    #expect(throws: PNGError.io(path: path, operation: "read", reason: reason)) {
      try PNGFile.read(path, limits: PNGLimits(maxFileBytes: 99))
    }
  }

  @Test func theDefaultFileLimitIs512MiBAndGrowsWithAllowedPixels() {
    #expect(PNGLimits.default.maxFileBytes == 512 << 20)
    #expect(PNGLimits.allowing(pixels: 100).maxFileBytes == 512 << 20)
    #expect(PNGLimits.allowing(pixels: 1 << 28).maxFileBytes == 8 << 28)
    #expect(PNGLimits.allowing(pixels: .max).maxFileBytes == .max)
  }
}
