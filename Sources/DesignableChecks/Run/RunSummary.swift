import Foundation

/// A run as the report, `designable accept` and `designable prune` see it: the union of the
/// parts of the newest run in one or more artifacts folders (one per shard).
public struct RunSummary: Equatable, Sendable, Codable {
  /// The summary format's version.
  public var version = 1
  /// When the run started (ISO 8601): its earliest part.
  public var started: String
  /// The arguments of the run's first filtered part, else of its first part.
  public var arguments: [String]
  /// Whether only some tests ran, so that unused references cannot be told apart.
  public var isFiltered: Bool
  /// Each snapshot once, in group and name order; where parts disagree, a failure wins.
  public var snapshots: [SnapshotOutcome]
  /// The divergence checker's reports, when the run checked components.
  public var checks: [CheckReport]? = nil
  /// The run's identity; `nil` for a summary.json of an older version.
  public var runID: String? = nil
  /// The parts the run is the union of.
  public var parts: [PartInfo]? = nil
  /// What the reader noticed: torn lines, parts of different runs given together.
  public var notes: [String]? = nil
  /// How many summary.json files of older versions the run was read from, if any.
  public var olderSummaries: Int? = nil
  /// References (`group/name`) that tests of different owners asked for in this run, in
  /// words naming both; prune refuses while there are any.
  public var sharedReferences: [String]? = nil
  /// Test runners the run started that wrote no part, though they verified snapshots in the
  /// run before, in words; prune refuses while there are any.
  public var missingRunners: [String]? = nil

  /// One part of the run, as the summary tells of it.
  public struct PartInfo: Equatable, Sendable, Codable {
    public var path: String
    public var label: String
    public var header: RunPartHeader
    public var isComplete: Bool
  }

  public var passed: Int { snapshots.filter { $0.status == .passed }.count }
  public var failed: Int { snapshots.filter { $0.status == .failed }.count }
  public var recorded: Int { snapshots.filter { $0.status == .recorded }.count }

  /// The file name of the single-file summary older versions wrote (read, never written).
  public static let fileName = "summary.json"

  /// Reads the newest run in an artifacts folder.
  /// - Throws: ``RunReadError`` when the folder holds no run.
  public static func read(artifactsFolder: String) throws(RunReadError) -> RunSummary {
    try read(artifactsFolders: [artifactsFolder])
  }

  /// Reads the newest run of each artifacts folder (one per shard) as one run. A folder
  /// without parts is read from its older `summary.json`, if it has one.
  /// - Throws: ``RunReadError`` when a folder holds no run.
  public static func read(artifactsFolders: [String]) throws(RunReadError) -> RunSummary {
    var parts: [RunPart] = []
    var legacy: [RunSummary] = []
    var missing: [String] = []
    var seen = Set<String>()
    for folder in artifactsFolders {
      guard seen.insert(URL(fileURLWithPath: folder).standardizedFileURL.path).inserted else {
        continue
      }
      let (newest, previous) = RunFolder.newestRuns(in: folder)
      if !newest.isEmpty {
        parts += newest
        missing += missingRunners(newest: newest, previous: previous)
        continue
      }
      let path = (folder as NSString).appendingPathComponent(fileName)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .noRun(folder)
      }
      do {
        legacy.append(try JSONDecoder().decode(RunSummary.self, from: data))
      } catch {
        throw .unreadable(path, reason: "\(error)")
      }
    }
    var summary = union(parts, legacy: legacy)
    summary.missingRunners = missing.isEmpty ? nil : missing
    return summary
  }
}

/// An artifacts folder that holds no run that can be read.
public enum RunReadError: Error, Equatable, Sendable, CustomStringConvertible {
  case noRun(String)
  case unreadable(String, reason: String)

  public var description: String {
    switch self {
    case .noRun(let folder):
      "no run in \(folder) (no \(RunFolder.runsName)/ folder of run parts)"
    case .unreadable(let path, let reason):
      "\(path) cannot be read (\(reason))"
    }
  }
}
