import Foundation
import Testing

/// `designable demo` reads the record mode from the environment on its own, without
/// swift-snapshot-testing: `CI=true` turns recording off, and the messages say so.
@Suite("Demo record mode")
struct DemoRecordModeTests {
  @Test func ciTurnsRecordingOffAndTheMessagesSaySo() throws {
    let folder = try TemporaryFolder()
    let snapshots = folder.path("__Snapshots__")
    let process = Process()
    process.executableURL = CommandRunner.productsDirectory.appendingPathComponent(
      "designable-examples")
    process.arguments = ["demo", "--artifacts", folder.path("artifacts"), "--snapshots", snapshots]
    var environment = ProcessInfo.processInfo.environment
    let unset = [
      "SNAPSHOT_TESTING_RECORD", "DESIGNABLE_RUN_ID", "DESIGNABLE_SHARD_COUNT",
      "DESIGNABLE_SHARD_INDEX",
    ]
    for key in unset {
      environment[key] = nil
    }
    environment["CI"] = "true"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 67)
    #expect(text.hasPrefix("Designable demo: ") && text.contains("components, record mode never\n"))
    #expect(!text.contains("record mode missing"))
    #expect(
      text.contains(
        "recording is off (record mode never, set by CI=true, which turns recording off unless "
          + "SNAPSHOT_TESTING_RECORD says otherwise)"))
    #expect(!FileManager.default.fileExists(atPath: snapshots), "nothing is recorded")
  }
}
