import Foundation

/// This process's part of the run: every snapshot outcome and checker report is appended to
/// `<artifactsFolder>/runs/<run>/<part>.jsonl` as it happens, and an end line is added when
/// the process exits normally.
///
/// The processes of one run (the XCTest and Swift Testing runners of one `swift test`, its
/// `--parallel` workers, shards given one `DESIGNABLE_RUN_ID`) write parts of the same run;
/// ``RunSummary/read(artifactsFolders:)`` reads their union.
///
/// - Complexity: O(1) per outcome: one line appended, nothing rewritten.
public final class SnapshotRun: @unchecked Sendable {
  /// The run of this test process; its parts end when the process exits.
  public static let shared: SnapshotRun = {
    let run = SnapshotRun()
    atexit { SnapshotRun.shared.finish() }
    return run
  }()

  private let lock = NSLock()
  private var writers: [String: RunPartWriter] = [:]
  private var refused: Set<String> = []
  private let process: RunProcess
  private let arguments: [String]
  private let shard: SnapshotShard?
  private let complain: @Sendable (String) -> Void

  /// A run part writer of its own, for tools and tests.
  /// - Parameters:
  ///   - arguments: the process's arguments, which tell whether it was filtered.
  ///   - process: the run and runner; by default as ``RunProcess/current(arguments:environment:)``
  ///     finds them.
  ///   - shard: the shard verified; by default as the environment says.
  ///   - complain: where a record that cannot be written is told of; standard error by
  ///     default.
  public init(
    arguments: [String] = CommandLine.arguments, process: RunProcess? = nil,
    shard: SnapshotShard?? = nil,
    complain: @escaping @Sendable (String) -> Void = SnapshotRun.printToStandardError
  ) {
    self.arguments = arguments
    self.process = process ?? RunProcess.current(arguments: arguments)
    self.shard = shard ?? (try? SnapshotShard.current.get()) ?? nil
    self.complain = complain
  }

  /// Appends an outcome to this process's part in `artifactsFolder`.
  public func add(_ outcome: SnapshotOutcome, artifactsFolder: String) {
    add([outcome], artifactsFolder: artifactsFolder)
  }

  /// Appends outcomes to this process's part in `artifactsFolder`; outcomes of cells that
  /// belong to another shard are left out.
  public func add(_ outcomes: [SnapshotOutcome], artifactsFolder: String) {
    write(artifactsFolder) { writer throws(RunWriteError) in
      for outcome in outcomes where outcome.status != .skipped { try writer.append(outcome) }
    }
  }

  /// Appends checker reports to this process's part in `artifactsFolder`.
  public func add(_ reports: [CheckReport], artifactsFolder: String) {
    write(artifactsFolder) { writer throws(RunWriteError) in
      for report in reports { try writer.append(report) }
    }
  }

  /// Notes in every part this run writes that the snapshots of each placeholder owner (made
  /// before the running XCTest case was known) belong to the owner now learnt.
  package func ownersLearnt(_ learnt: [RunRecord.OwnerLearnt]) {
    guard !learnt.isEmpty else { return }
    lock.lock()
    let folders = writers.keys.sorted()
    lock.unlock()
    for folder in folders {
      write(folder) { writer throws(RunWriteError) in
        for record in learnt { try writer.append(record) }
      }
    }
  }

  /// Ends every part this run began; the shared run does so when the process exits.
  public func finish() {
    let finished = Self.timestamp()
    lock.lock()
    defer { lock.unlock() }
    for (folder, writer) in writers.sorted(by: { $0.key < $1.key }) {
      // A part that lost a record must not look finished: prune would trust it whole.
      guard !refused.contains(folder) else { continue }
      do {
        try writer.end(finished: finished)
      } catch {
        complainOnce(folder, error)
      }
    }
  }

  /// The paths of the parts this run writes, by artifacts folder.
  public var partPaths: [String: String] {
    lock.lock()
    defer { lock.unlock() }
    return writers.mapValues(\.path)
  }

  private func write(
    _ folder: String, _ body: (RunPartWriter) throws(RunWriteError) -> Void
  ) {
    lock.lock()
    defer { lock.unlock() }
    guard !refused.contains(folder) else { return }
    do {
      try body(try writer(for: folder))
    } catch {
      complainOnce(folder, error)
    }
  }

  private func writer(for folder: String) throws(RunWriteError) -> RunPartWriter {
    if let writer = writers[folder] { return writer }
    let started = Self.timestamp()
    let writer = try RunPartWriter(artifactsFolder: folder) { sequence in
      RunPartHeader(
        runID: process.runID, runIDSource: process.runIDSource,
        isSharedIdentity: process.isSharedIdentity, sequence: sequence, started: started,
        host: ProcessInfo.processInfo.hostName, pid: getpid(), role: process.role,
        arguments: arguments, filter: process.filter, shard: shard, artifactsFolder: folder,
        expectedRoles: process.expectedRoles)
    }
    writers[folder] = writer
    return writer
  }

  /// Says once per folder that the record cannot be written; tests pass or fail as before.
  private func complainOnce(_ folder: String, _ error: RunWriteError) {
    guard refused.insert(folder).inserted else { return }
    complain(
      "designable: \(error). This process's snapshots are still verified, but `designable "
        + "report`, `accept` and `prune` will not see them; make \(folder) writable or set "
        + "SNAPSHOT_ARTIFACTS to a writable folder.")
  }

  /// Writes a line to standard error.
  public static let printToStandardError: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  static func timestamp() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: Date())
  }
}
