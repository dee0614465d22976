import Components
import Foundation
import ImageDiff
import PNGCodec
import Raster
import SnapshotTesting
import Testing

@testable import DesignableTesting

/// swift-snapshot-testing's `assertSnapshot` with Designable's strategies follows the same
/// conventions as `assertSnapshots`.
@Suite("One convention for both entry points")
struct StrategyConventionTests {
  func inBox<T>(_ box: Sandbox, _ body: () throws -> T) rethrows -> T {
    let folders = (box.root.path + "/snapshots", box.artifacts)
    return try SnapshotLocations.$_folders.withValue(folders, operation: body)
  }

  func files(under folder: String) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test func anUnknownAttributeKeyFailsAndNeverRecords() throws {
    let box = try Sandbox()
    let typo = AttributeSet("typo", ["insett": .real(0.1)])
    for _ in 0..<2 {
      var outcome: SnapshotOutcome?
      inBox(box) {
        withKnownIssue {
          outcome = assertSnapshot(
            of: OwnedSquare.self, as: .image(size: CGSize(width: 4, height: 4), attributes: typo),
            named: "typo", record: .all)
        }
      }
      #expect(outcome?.status == .failed)
      #expect(outcome?.message?.contains("could not be drawn") == true)
      #expect(outcome?.message?.contains("insett") == true)
      #expect(outcome?.message?.contains("Nothing was recorded") == true)
      #expect(outcome?.message?.contains("..") == false)
    }
    #expect(files(under: box.root.path + "/snapshots").isEmpty)
  }

  @Test func referencesLiveInTheSnapshotsFolderNamedAfterTheTest() throws {
    let box = try Sandbox()
    var outcomes: [SnapshotOutcome] = []
    inBox(box) {
      withKnownIssue {
        outcomes.append(assertSnapshot(of: dot(), as: .image, record: .missing))
        outcomes.append(assertSnapshot(of: dot(at: 2), as: .image, record: .missing))
        // A call whose result is not used is still Designable's.
        assertSnapshot(of: dot(at: 3), as: .image, named: "third", record: .missing)
      }
    }
    let folder = "snapshots/StrategyConventionTests/"
    #expect(outcomes.map(\.status) == [.recorded, .recorded])
    #expect(
      files(under: box.root.path + "/snapshots") == [
        "StrategyConventionTests",
        "StrategyConventionTests/referencesLiveInTheSnapshotsFolderNamedAfterTheTest.1.png",
        "StrategyConventionTests/referencesLiveInTheSnapshotsFolderNamedAfterTheTest.2.png",
        "StrategyConventionTests/referencesLiveInTheSnapshotsFolderNamedAfterTheTest.third.png",
      ])
    #expect(outcomes[0].referencePath.hasSuffix(folder + outcomes[0].name + ".png"))
    // Every outcome is in the run summary of the artifacts folder.
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.snapshots.filter { $0.group == "StrategyConventionTests" }.count == 3)
  }

  @Test func theStrategysTolerancesApplyAndFailuresGoToTheArtifactsFolder() throws {
    let box = try Sandbox()
    var outcomes: [SnapshotOutcome] = []
    inBox(box) {
      withKnownIssue {
        _ = assertSnapshot(of: dot(), as: .image, named: "dot", record: .missing)
      }
      let tolerant = Snapshotting<Bitmap, Bitmap>.image(
        options: DiffOptions(allowedDifferingPixels: .count(2)))
      outcomes.append(assertSnapshot(of: dot(at: 3), as: tolerant, named: "dot", record: .never))
      withKnownIssue {
        outcomes.append(assertSnapshot(of: dot(at: 3), as: .image, named: "dot", record: .never))
      }
    }
    #expect(outcomes.map(\.status) == [.passed, .failed])
    let failure = outcomes[1]
    #expect(failure.message?.contains("2 of 16 pixels differ") == true)
    #expect(failure.actualPath?.hasPrefix(box.artifacts + "/StrategyConventionTests/") == true)
    #expect(failure.diffPath?.hasPrefix(box.artifacts + "/StrategyConventionTests/") == true)
  }

  @Test func recordingOffFailsAMissingReference() throws {
    let box = try Sandbox()
    var outcome: SnapshotOutcome?
    inBox(box) {
      withSnapshotTesting(record: .never) {
        withKnownIssue {
          outcome = assertSnapshot(of: dot(), as: .image, named: "missing")
        }
      }
    }
    #expect(outcome?.status == .failed)
    #expect(outcome?.message?.contains("recording is off") == true)
    #expect(files(under: box.root.path + "/snapshots").isEmpty)
    #expect(RecordMode.resolve(nil, environment: ["CI": "true"]) == .never)
  }

  @Test func swiftSnapshotTestingsFormerFolderIsBesideTheTestFile() {
    #expect(
      SnapshotLocations.formerStrategyFolder(forFile: "/p/Tests/T/RingTests.swift")
        == "/p/Tests/T/__Snapshots__/RingTests")
  }

  @Test func anEmptyReferenceNeverMatchesInSwiftSnapshotTestingsOwnAssertion() throws {
    let box = try Sandbox()
    let folder = box.root.appendingPathComponent("plain").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: folder + "/t.empty.png", contents: Data()))
    let failure = verifySnapshot(
      of: dot(), as: .image, named: "empty", record: .never, snapshotDirectory: folder,
      testName: "t")
    #expect(failure?.contains("empty or could not be decoded") == true)
    let nothing = verifySnapshot(
      of: Bitmap(width: 0, height: 0), as: .image, named: "empty", record: .never,
      snapshotDirectory: folder, testName: "t")
    #expect(nothing?.contains("The picture is empty") == true)
  }
}

@Suite("Tolerances through swift-snapshot-testing's own assertion")
struct PlainStrategyToleranceTests {
  @Test func aRatioOutsideZeroToOneFails() throws {
    let box = try Sandbox()
    let folder = box.root.appendingPathComponent("plain").path
    let strategy = Snapshotting<Bitmap, Bitmap>.image(
      options: DiffOptions(allowedDifferingPixels: .ratio(2)))
    _ = verifySnapshot(
      of: dot(), as: .image, named: "r", record: .missing, snapshotDirectory: folder,
      testName: "t")
    let failure = verifySnapshot(
      of: dot(), as: strategy, named: "r", record: .never, snapshotDirectory: folder,
      testName: "t")
    #expect(failure?.contains("unusable: the tolerance .ratio(2.0) is not a fraction") == true)
  }
}

@Suite("Names that give one file name")
struct SameFileNameTests {
  @Test func twoNamesOfOneTestThatGiveOneFileFail() throws {
    let box = try Sandbox()
    var outcomes: [SnapshotOutcome] = []
    SnapshotLocations.$_folders.withValue((box.root.path + "/snapshots", box.artifacts)) {
      withKnownIssue {
        outcomes.append(assertSnapshot(of: dot(), as: .image, named: "dark mode", record: .missing))
        outcomes.append(assertSnapshot(of: dot(), as: .image, named: "dark mode", record: .missing))
        outcomes.append(assertSnapshot(of: dot(), as: .image, named: "dark-mode", record: .missing))
      }
    }
    #expect(outcomes.map(\.status) == [.recorded, .passed, .failed])
    #expect(
      outcomes[2].message?.contains(
        "\"twoNamesOfOneTestThatGiveOneFileFail() / dark mode\" and "
          + "\"twoNamesOfOneTestThatGiveOneFileFail() / dark-mode\" give the same file name")
        == true)
  }
}
