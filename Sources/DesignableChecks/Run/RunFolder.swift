import Foundation

/// The runs kept in an artifacts folder: `runs/<run identity>/<part>.jsonl`.
enum RunFolder {
  /// The folder of runs inside an artifacts folder.
  static let runsName = "runs"
  /// How many runs an artifacts folder keeps; older ones are removed when a run begins.
  static let kept = 8

  /// The header of every part under `runs`, without reading further than each first line.
  static func headers(in runs: String) -> [(path: String, header: RunPartHeader)] {
    partPaths(in: runs).compactMap { path in header(at: path).map { (path, $0) } }
  }

  /// One header for each run under `runs` (its first readable part's): enough to number
  /// and order the runs, in time that grows with the runs kept, not with their parts.
  static func headerPerRun(in runs: String) -> [(path: String, header: RunPartHeader)] {
    let manager = FileManager.default
    let runFolders = ((try? manager.contentsOfDirectory(atPath: runs)) ?? []).sorted()
    return runFolders.compactMap { run in
      let folder = (runs as NSString).appendingPathComponent(run)
      let files = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      for file in files where file.hasSuffix(".jsonl") {
        let path = (folder as NSString).appendingPathComponent(file)
        if let header = header(at: path) { return (path, header) }
      }
      return nil
    }
  }

  /// The header on a part's first line, or `nil` when the line is not complete yet.
  static func header(at path: String) -> RunPartHeader? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    var line = Data()
    while line.firstIndex(of: 0x0a) == nil, let chunk = try? handle.read(upToCount: 4096),
      !chunk.isEmpty
    {
      line += chunk
    }
    guard let end = line.firstIndex(of: 0x0a) else { return nil }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = RunRecord.NonFiniteNumbers.decoding
    return (try? decoder.decode(RunRecord.self, from: line[..<end]))?.part
  }

  /// Every part file under `runs`, in name order.
  static func partPaths(in runs: String) -> [String] {
    let manager = FileManager.default
    let runFolders = ((try? manager.contentsOfDirectory(atPath: runs)) ?? []).sorted()
    return runFolders.flatMap { run -> [String] in
      let folder = (runs as NSString).appendingPathComponent(run)
      let files = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      return files.filter { $0.hasSuffix(".jsonl") }.map {
        (folder as NSString).appendingPathComponent($0)
      }
    }
  }

  /// Run identities from newest to oldest: by the highest sequence number among a run's
  /// parts, then by its latest start time, then by identity. Parts join their run by
  /// identity alone, so a part from a machine whose clock is behind stays in its run.
  static func newestFirst(_ headers: [RunPartHeader]) -> [String] {
    var keys: [String: (sequence: Int, started: String)] = [:]
    for header in headers {
      let key = keys[header.runID] ?? (0, "")
      keys[header.runID] = (max(key.sequence, header.sequence), max(key.started, header.started))
    }
    return keys.sorted { left, right in
      (left.value.sequence, left.value.started, left.key)
        > (right.value.sequence, right.value.started, right.key)
    }.map(\.key)
  }

  /// Removes the folders of runs older than the newest ``kept``, never `current`'s.
  static func removeOldRuns(
    in runs: String, keeping current: String, known: [(path: String, header: RunPartHeader)]
  ) {
    let order = newestFirst(known.map(\.header)).filter { $0 != current }
    for old in order.dropFirst(kept - 1) {
      try? FileManager.default.removeItem(atPath: (runs as NSString).appendingPathComponent(old))
    }
  }

  /// Every readable part of the newest run in an artifacts folder, and the header and
  /// snapshot count of each part of the run before it there; only the newest run's parts
  /// are decoded past their first line.
  static func newestRuns(in artifactsFolder: String)
    -> (newest: [RunPart], previous: [(header: RunPartHeader, snapshots: Int)])
  {
    let known = headers(in: (artifactsFolder as NSString).appendingPathComponent(runsName))
    let order = newestFirst(known.map(\.header))
    let newest = known.filter { $0.header.runID == order.first }.compactMap {
      RunPart.read($0.path, artifactsFolder: artifactsFolder)
    }
    let before = order.dropFirst().first
    let previous = known.filter { $0.header.runID == before }.map {
      (header: $0.header, snapshots: snapshotLines(at: $0.path))
    }
    return (newest, previous)
  }

  /// How many snapshot records a part holds, counted by their lines' start (`{"snapshot"`,
  /// the one key such a record has) without decoding them.
  static func snapshotLines(at path: String) -> Int {
    guard let data = FileManager.default.contents(atPath: path) else { return 0 }
    let prefix = Array(#"{"snapshot""#.utf8)
    return data.split(separator: 0x0a).reduce(0) { count, line in
      line.starts(with: prefix) ? count + 1 : count
    }
  }
}
