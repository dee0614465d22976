import Foundation
import PNGCodec
import Testing

/// A file can hold more than its size said when it was opened (it grew while read, or it is
/// a kernel file that reports no size): it is read to its end all the same, and the byte
/// limit still holds.
@Suite("Files longer than their reported size")
struct GrowingFileTests {
  /// A regular file that reports a size of zero but has contents.
  static let zeroSizedFile = "/proc/version"

  static var available: Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: zeroSizedFile)
    return (attributes?[.size] as? NSNumber)?.intValue == 0
  }

  @Test(.enabled(if: available, "needs \(zeroSizedFile), a file that reports no size"))
  func aFileWithoutASizeIsReadToItsEnd() throws {
    let bytes = try AtomicFile.read(Self.zeroSizedFile)
    #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Linux version "))
    #expect(bytes.last == UInt8(ascii: "\n"))
    // Read again, through the same growth, to the same bytes.
    #expect(try AtomicFile.read(Self.zeroSizedFile) == bytes)
  }

  @Test(.enabled(if: available, "needs \(zeroSizedFile), a file that reports no size"))
  func theLimitHoldsForAFileThatGrows() throws {
    let count = try AtomicFile.read(Self.zeroSizedFile).count
    #expect(try AtomicFile.read(Self.zeroSizedFile, maxBytes: count).count == count)
    let reason =
      "it has \(count) bytes, more than the limit of \(count - 1); raise "
      + "PNGLimits.maxFileBytes (or --max-image-pixels) if it is meant to be this big"
    #expect(throws: PNGError.io(path: Self.zeroSizedFile, operation: "read", reason: reason)) {
      try AtomicFile.read(Self.zeroSizedFile, maxBytes: count - 1)
    }
  }
}
