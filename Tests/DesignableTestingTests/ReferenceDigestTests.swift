import Foundation
import ImageDiff
import PNGCodec
import Raster
import SnapshotTesting
import Testing

@testable import DesignableTesting

/// References carry the digest of their pixels, and a picture with that digest passes
/// without the reference being decoded, with the result a comparison would give.
@Suite("Reference pixel digests")
struct ReferenceDigestTests {
  @Test func aRecordedReferenceCarriesTheDigestOfItsPixels() throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(), box.request(.missing))
    var storage: [UInt8] = []
    #expect(try PNGFile.readUnlessIdentical(box.referencePath, to: dot(), reusing: &storage) == nil)
    let other = try PNGFile.readUnlessIdentical(
      box.referencePath, to: dot(at: 2), reusing: &storage)
    #expect(other?.bitmap == dot())
  }

  @Test func anIdenticalPictureGetsTheResultOfAComparison() throws {
    let box = try Sandbox()
    let options = DiffOptions(channelTolerance: 3, allowedDifferingPixels: .count(2))
    _ = SnapshotVerifier.verify(dot(), box.request(.missing, options: options))
    let before = try box.referenceBytes()
    let outcome = SnapshotVerifier.verify(dot(), box.request(.failed, options: options))
    #expect(outcome.status == .passed)
    #expect(outcome.result == ImageDiff.compare(dot(), dot(), options: options).result)
    #expect(outcome.result?.allowedPixels == 2)
    #expect(try box.referenceBytes() == before)
    #expect(box.artifactFiles().isEmpty)
  }

  /// swift-snapshot-testing's own `verifySnapshot` writes what the strategy's diffing gives.
  @Test func theImageDiffingWritesTheDigestToo() throws {
    let box = try Sandbox()
    let data = Diffing<Bitmap>.image().toData(dot())
    try FileManager.default.createDirectory(
      atPath: (box.referencePath as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: box.referencePath))
    var storage: [UInt8] = []
    #expect(try PNGFile.readUnlessIdentical(box.referencePath, to: dot(), reusing: &storage) == nil)
  }

  /// References recorded before digests, or by other tools, are decoded and compared.
  @Test func aReferenceWithoutADigestIsComparedAndKept() throws {
    let box = try Sandbox()
    try FileManager.default.createDirectory(
      atPath: (box.referencePath as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try PNGFile.write(dot(), to: box.referencePath)
    let before = try box.referenceBytes()
    #expect(SnapshotVerifier.verify(dot(), box.request(.all)).status == .passed)
    #expect(try box.referenceBytes() == before)
    let moved = SnapshotVerifier.verify(dot(at: 2), box.request(.never))
    #expect(moved.status == .failed)
    #expect(moved.result?.differentPixels == 2)
  }
}
