import Foundation

/// Appends one process's part of a run to `<artifacts>/runs/<run>/<part>.jsonl`, one JSON
/// line per record (``JSONLine``), each written by a single `write` to a file opened for
/// appending.
///
/// - Complexity: O(1) per record: nothing already written is read or rewritten.
final class RunPartWriter {
  /// The part's file.
  let path: String
  private let descriptor: Int32
  /// The line being written, its storage kept from record to record.
  private var line = JSONLine()
  private(set) var snapshots = 0
  private(set) var checks = 0
  private(set) var isEnded = false

  /// Creates the part and writes its header; older runs beyond the last few are removed.
  /// - Throws: ``RunWriteError`` when the folder or the file cannot be created or written.
  init(artifactsFolder: String, header: (Int) -> RunPartHeader) throws(RunWriteError) {
    let runs = (artifactsFolder as NSString).appendingPathComponent(RunFolder.runsName)
    let known = RunFolder.headerPerRun(in: runs)
    let first = header(0)
    let sequence =
      known.first { $0.header.runID == first.runID }?.header.sequence
      ?? (known.map(\.header.sequence).max() ?? 0) + 1
    let folder = (runs as NSString).appendingPathComponent(first.runID)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreate(folder, reason: Self.reason(error))
    }
    let token = UUID().uuidString.prefix(8).lowercased()
    let role = RunProcess.safeName(first.role.replacingOccurrences(of: " ", with: ""))
    path = (folder as NSString).appendingPathComponent("\(role)-\(first.pid)-\(token).jsonl")
    descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotCreate(path, reason: String(cString: strerror(errno)))
    }
    try append(RunRecord(part: header(sequence)))
    RunFolder.removeOldRuns(in: runs, keeping: first.runID, known: known)
  }

  deinit { close(descriptor) }

  /// Appends a snapshot's outcome.
  func append(_ outcome: SnapshotOutcome) throws(RunWriteError) {
    try append(RunRecord(snapshot: outcome))
    snapshots += 1
  }

  /// Appends a checker report.
  func append(_ report: CheckReport) throws(RunWriteError) {
    try append(RunRecord(check: report))
    checks += 1
  }

  /// Appends the owner learnt for earlier snapshots of a placeholder owner.
  func append(_ learnt: RunRecord.OwnerLearnt) throws(RunWriteError) {
    try append(RunRecord(ownerLearnt: learnt))
  }

  /// Appends the end line; later records start no new part, so call it once, at exit.
  func end(finished: String) throws(RunWriteError) {
    guard !isEnded else { return }
    try append(RunRecord(end: RunPartEnd(finished: finished, snapshots: snapshots, checks: checks)))
    isEnded = true
  }

  private func append(_ record: RunRecord) throws(RunWriteError) {
    // Tolerances may be infinite or NaN; JSON has no such numbers, so the line spells them as
    // the strings that ``RunPart`` reads back (``RunRecord/NonFiniteNumbers``).
    line.reset()
    line.write(record)
    line.newline()
    let complete = line.bytes.withUnsafeBytes { bytes -> Bool in
      guard let base = bytes.baseAddress else { return true }
      var offset = 0
      while offset < bytes.count {
        let result = write(descriptor, base + offset, bytes.count - offset)
        if result < 0 && errno == EINTR { continue }
        if result <= 0 { return false }
        offset += result
      }
      return true
    }
    guard complete else {
      throw .cannotWrite(path, reason: String(cString: strerror(errno)))
    }
  }

  private static func reason(_ error: Error) -> String {
    ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription
      ?? error.localizedDescription
  }
}

/// A run's record that cannot be written.
public enum RunWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  case cannotCreate(String, reason: String)
  case cannotWrite(String, reason: String)

  public var description: String {
    switch self {
    case .cannotCreate(let path, let reason):
      "cannot create the run record \(path) (\(reason))"
    case .cannotWrite(let path, let reason):
      "cannot write the run record \(path) (\(reason))"
    }
  }
}
