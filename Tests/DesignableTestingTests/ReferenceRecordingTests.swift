import DesignableChecks
import DesignableTesting
import SnapshotTesting
import Testing

/// The checks module's record modes, read from the environment without swift-snapshot-testing,
/// and their agreement with ``RecordMode``.
@Suite("Reference recording")
struct ReferenceRecordingTests {
  static let environments: [[String: String]] = [
    [:], ["CI": "true"], ["CI": "1"], ["CI": "TRUE"], ["CI": "false"],
    ["SNAPSHOT_TESTING_RECORD": "all"], ["SNAPSHOT_TESTING_RECORD": "failed", "CI": "true"],
    ["SNAPSHOT_TESTING_RECORD": "never"], ["SNAPSHOT_TESTING_RECORD": "missing", "CI": "1"],
    ["SNAPSHOT_TESTING_RECORD": "bogus"], ["SNAPSHOT_TESTING_RECORD": "bogus", "CI": "true"],
  ]

  @Test func theVariableWinsThenCIThenMissing() {
    func mode(_ environment: [String: String]) -> ReferenceRecording {
      ReferenceRecording.resolve(lookup: { environment[$0] })
    }
    #expect(mode([:]) == .missing)
    #expect(mode(["CI": "true"]) == .never)
    #expect(mode(["CI": "1"]) == .never)
    #expect(mode(["CI": "no"]) == .missing)
    #expect(mode(["SNAPSHOT_TESTING_RECORD": "failed", "CI": "true"]) == .failed)
    #expect(mode(["SNAPSHOT_TESTING_RECORD": "bogus", "CI": "true"]) == .never)
  }

  @Test func theSourceNamesWhatSetTheMode() {
    func source(_ environment: [String: String]) -> String {
      ReferenceRecording.source(lookup: { environment[$0] })
    }
    #expect(source([:]) == "the default")
    #expect(source(["SNAPSHOT_TESTING_RECORD": "all"]).contains("SNAPSHOT_TESTING_RECORD=all"))
    #expect(source(["CI": "1"]).hasPrefix("CI=1"))
    #expect(source(["SNAPSHOT_TESTING_RECORD": "bogus"]) == "the default")
  }

  @Test(arguments: environments)
  func recordModeAgreesOutsideAnyConfiguration(_ environment: [String: String]) {
    let record = RecordMode.resolve(nil, environment: environment)
    let recording = ReferenceRecording.resolve(lookup: { environment[$0] })
    #expect(RecordMode.recording(record) == recording)
    #expect(
      RecordMode.source(nil, environment: environment)
        == ReferenceRecording.source(lookup: { environment[$0] }))
  }

  @Test func everyModeCrossesTheBoundaryAndBack() {
    for recording in ReferenceRecording.allCases {
      let record = RecordMode.record(recording)
      #expect(RecordMode.recording(record) == recording)
      #expect(RecordMode.name(record) == recording.rawValue)
      #expect(SnapshotTestingConfiguration.Record(rawValue: recording.rawValue) == record)
    }
  }

  @Test func aConfiguredModeReachesTheVerifier() {
    withSnapshotTesting(record: .failed) {
      #expect(RecordMode.recording(RecordMode.resolve(nil)) == .failed)
    }
  }
}
