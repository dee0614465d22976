import Foundation
import PNGCodec

/// The machine-readable summary of every snapshot verified in this test process, kept in
/// `<artifacts>/summary.json` and rewritten atomically after each snapshot, for the HTML
/// report and `designable accept`.
public struct RunSummary: Equatable, Sendable, Codable {
  /// The summary format's version.
  public var version = 1
  /// When the run started (ISO 8601).
  public var started: String
  /// The test process's arguments; a `--filter` or `--skip` among them marks a partial run.
  public var arguments: [String]
  /// Whether only some tests ran, so that unused references cannot be told apart.
  public var isFiltered: Bool
  public var snapshots: [SnapshotOutcome]
  /// The divergence checker's reports, when the run checked components.
  public var checks: [CheckReport]? = nil

  public var passed: Int { snapshots.filter { $0.status == .passed }.count }
  public var failed: Int { snapshots.filter { $0.status == .failed }.count }
  public var recorded: Int { snapshots.filter { $0.status == .recorded }.count }

  /// The summary's file name inside the artifacts folder.
  public static let fileName = "summary.json"

  /// Reads the summary in an artifacts folder.
  public static func read(artifactsFolder: String) throws -> RunSummary {
    let path = (artifactsFolder as NSString).appendingPathComponent(fileName)
    return try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }
}

/// Collects the outcomes of this process's snapshots and keeps the summary file current.
public final class SnapshotRun: @unchecked Sendable {
  /// The run of this test process.
  public static let shared = SnapshotRun()

  private let lock = NSLock()
  private var summaries: [String: RunSummary] = [:]
  private let started: String
  private let arguments: [String]

  /// A run of its own, for tools and tests; `arguments` decide whether it was filtered.
  public init(arguments: [String] = CommandLine.arguments) {
    let formatter = ISO8601DateFormatter()
    started = formatter.string(from: Date())
    self.arguments = arguments
  }

  /// Adds an outcome and rewrites `<artifactsFolder>/summary.json`.
  public func add(_ outcome: SnapshotOutcome, artifactsFolder: String) {
    add([outcome], artifactsFolder: artifactsFolder)
  }

  /// Adds outcomes and rewrites `<artifactsFolder>/summary.json` once.
  public func add(_ outcomes: [SnapshotOutcome], artifactsFolder: String) {
    update(artifactsFolder) { summary in
      let keys = Set(outcomes.map { $0.group + "/" + $0.name })
      summary.snapshots.removeAll { keys.contains($0.group + "/" + $0.name) }
      summary.snapshots += outcomes
      summary.snapshots.sort { ($0.group, $0.name) < ($1.group, $1.name) }
    }
  }

  /// Adds checker reports and rewrites `<artifactsFolder>/summary.json`.
  public func add(_ reports: [CheckReport], artifactsFolder: String) {
    update(artifactsFolder) { summary in summary.checks = (summary.checks ?? []) + reports }
  }

  private func update(_ artifactsFolder: String, _ change: (inout RunSummary) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    var summary =
      summaries[artifactsFolder]
      ?? RunSummary(
        started: started, arguments: arguments,
        isFiltered: arguments.contains { $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") },
        snapshots: [])
    change(&summary)
    summaries[artifactsFolder] = summary
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(summary) else { return }
    try? FileManager.default.createDirectory(atPath: artifactsFolder, withIntermediateDirectories: true)
    // A summary is rewritten often and can be made again: it is replaced atomically but not
    // flushed to disk each time.
    try? AtomicFile.write(
      Array(data), to: (artifactsFolder as NSString).appendingPathComponent(RunSummary.fileName),
      flushes: false)
  }
}
