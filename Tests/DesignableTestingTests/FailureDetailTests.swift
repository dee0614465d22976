import Foundation
import ImageDiff
import PNGCodec
import Raster
import SnapshotTesting
import Testing

@testable import DesignableTesting

@Suite("What a failure says and carries")
struct FailureDetailTests {
  @Test(arguments: [5.0, -0.1, .nan])
  func aRatioOutsideZeroToOneIsAnError(_ ratio: Double) throws {
    let box = try Sandbox()
    let outcome = SnapshotVerifier.verify(
      dot(), box.request(.missing, options: DiffOptions(allowedDifferingPixels: .ratio(ratio))))
    #expect(outcome.status == .failed)
    #expect(outcome.message?.contains("is not a fraction of the pixels: give 0 to 1") == true)
    #expect(!FileManager.default.fileExists(atPath: box.referencePath))
  }

  @Test func theRegionIsGivenInPixelsAndPoints() throws {
    let box = try Sandbox()
    _ = SnapshotVerifier.verify(dot(), box.request(.missing))
    var request = box.request(.never)
    request.scale = 2
    let outcome = SnapshotVerifier.verify(dot(at: 3), request)
    let message = try #require(outcome.message)
    #expect(message.contains("within x 1..<4, y 1..<2"))
    #expect(message.contains("in points at 2x (the unit of IgnoredRegion): x 0.5..<2, y 0.5..<1."))
  }

  @Test func aNeverFailureNamesWhatTurnedRecordingOff() throws {
    #expect(RecordMode.source(.never).contains("record: argument"))
    #expect(RecordMode.source(nil, environment: ["CI": "true"]).hasPrefix("CI=true"))
    #expect(
      RecordMode.source(nil, environment: ["SNAPSHOT_TESTING_RECORD": "never", "CI": "true"])
        == "the environment variable SNAPSHOT_TESTING_RECORD=never")
    withSnapshotTesting(record: .never) {
      #expect(RecordMode.source(nil, environment: [:]).contains("withSnapshotTesting"))
    }
    let box = try Sandbox()
    var request = box.request(.never)
    request.recordSource = RecordMode.source(nil, environment: ["CI": "1"])
    let outcome = SnapshotVerifier.verify(dot(), request)
    #expect(outcome.message?.contains("(record mode never, set by CI=1, which turns") == true)
  }

  @Test func aFailureAttachesReferenceActualAndDiff() throws {
    let box = try Sandbox()
    let recorded = SnapshotVerifier.verify(dot(), box.request(.missing))
    #expect(IssueReporter.attachments(for: recorded).isEmpty)
    let failed = SnapshotVerifier.verify(dot(at: 2), box.request(.never))
    let attached = IssueReporter.attachments(for: failed)
    #expect(
      attached.map(\.0) == [
        "Dot.4x4@1x.default.reference.png", "Dot.4x4@1x.default.actual.png",
        "Dot.4x4@1x.default.diff.png",
      ])
    #expect(try PNGDecoder().decode(attached[1].1) == dot(at: 2))
    #expect(try PNGDecoder().decode(attached[0].1) == dot())
  }
}
