import Foundation

extension RunSummary {
  /// The union of a run's parts (and of summaries older versions wrote): each snapshot
  /// once, a failure in any part winning over a pass in another.
  static func union(_ parts: [RunPart], legacy: [RunSummary] = []) -> RunSummary {
    var byKey: [String: SnapshotOutcome] = [:]
    func rank(_ status: SnapshotOutcome.Status) -> Int {
      switch status {
      case .failed: 3
      case .recorded: 2
      case .passed: 1
      case .skipped: 0
      }
    }
    let all = legacy.flatMap(\.snapshots) + parts.flatMap(\.snapshots)
    for outcome in all where outcome.status != .skipped {
      let key = outcome.group + "/" + outcome.name
      if let known = byKey[key], rank(known.status) > rank(outcome.status) { continue }
      byKey[key] = outcome
    }
    let checks = legacy.flatMap { $0.checks ?? [] } + parts.flatMap(\.checks)
    let headers = parts.map(\.header)
    let chosen = headers.first { $0.filter != nil } ?? headers.first
    let starts = headers.map(\.started) + legacy.map(\.started)
    var notes = parts.flatMap(\.notes)
    let shared = sharedReferences(all)
    notes += shared
    let runs = Array(Set(headers.map(\.runID))).sorted()
    if runs.count > 1 {
      notes.append(
        "the folders hold different runs (\(runs.joined(separator: ", "))); they are read as "
          + "one: give DESIGNABLE_RUN_ID the same value on every shard to tie them together")
    }
    for summary in legacy {
      notes.append(
        "a summary.json written by an older version was read: it holds only the last test "
          + "process's snapshots (started \(summary.started)); run the tests again for a full "
          + "record"
      )
    }
    return RunSummary(
      started: starts.min() ?? "", arguments: chosen?.arguments ?? legacy.first?.arguments ?? [],
      isFiltered: headers.contains { $0.filter != nil } || legacy.contains(where: \.isFiltered),
      snapshots: byKey.values.sorted { ($0.group, $0.name) < ($1.group, $1.name) },
      checks: checks.isEmpty && parts.isEmpty ? legacy.first?.checks : checks,
      runID: runs.first,
      parts: parts.map {
        PartInfo(path: $0.path, label: $0.label, header: $0.header, isComplete: $0.isComplete)
      },
      notes: notes.isEmpty ? nil : notes,
      olderSummaries: legacy.isEmpty ? nil : legacy.count,
      sharedReferences: shared.isEmpty ? nil : shared)
  }

  /// Each reference that outcomes of different owners name, in words naming the first two:
  /// one reference checked against two tests' pictures, in one process or in several.
  /// Outcomes without an owner (older records) are left out.
  static func sharedReferences(_ outcomes: [SnapshotOutcome]) -> [String] {
    var owners: [String: [SnapshotOwner]] = [:]
    for outcome in outcomes {
      guard let owner = outcome.owner else { continue }
      let key = outcome.group + "/" + outcome.name
      if owners[key]?.contains(where: { $0.id == owner.id }) == true { continue }
      owners[key, default: []].append(owner)
    }
    return owners.filter { $0.value.count > 1 }.keys.sorted().compactMap { key in
      guard let list = owners[key], list.count > 1 else { return nil }
      let more = list.count > 2 ? " and \(list.count - 2) more" : ""
      return "\(key) was claimed by two tests: \(list[0].label) [\(list[0].id)] and "
        + "\(list[1].label) [\(list[1].id)]\(more); a reference belongs to one test: give one "
        + "of them its own name with `named:`"
    }
  }

  /// Why unused references cannot be told from this run; empty when prune may list them.
  /// Each part must have run every test and finished; every shard must be there; and every
  /// test runner's part must belong to the run.
  public var pruneProblems: [String] {
    var problems: [String] = []
    if let olderSummaries, olderSummaries > 0 {
      problems.append(
        "the run was read from a summary.json written by an older version, which kept only one "
          + "test process's snapshots")
    }
    let parts = self.parts ?? []
    if parts.isEmpty && (olderSummaries ?? 0) == 0 { problems.append("the run has no parts") }
    for part in parts {
      if let filter = part.header.filter {
        problems.append("the last run was filtered: \(part.label) ran with \(filter)")
      }
      if !part.isComplete {
        problems.append(
          "\(part.label) did not finish (killed, crashed or still running): \(part.path)")
      }
      if !part.header.isSharedIdentity && ["XCTest", "Swift Testing"].contains(part.header.role) {
        problems.append(
          "\(part.label) cannot be tied to the other test processes of its run (it was not "
            + "seen to be started by `swift test`, and DESIGNABLE_RUN_ID is not set), so the run "
            + "may lack the other test runner's snapshots; set DESIGNABLE_RUN_ID to one value "
            + "for every test process of the run")
      }
    }
    let runs = Set(parts.map(\.header.runID))
    if runs.count > 1 {
      // A stale shard's folder beside fresh ones: cells that moved to it were verified by
      // no part of the newer run, so their references would look unused.
      problems.append(
        "the folders hold parts of different runs (\(runs.sorted().joined(separator: ", "))); "
          + "give the folders of one run, with DESIGNABLE_RUN_ID set to one value on every shard")
    }
    problems += shardProblems(parts.map(\.header.shard))
    problems += (sharedReferences ?? []).map { "one reference serves two tests: " + $0 }
    problems += missingRunners ?? []
    return problems
  }

  private func shardProblems(_ shards: [SnapshotShard?]) -> [String] {
    let given = shards.compactMap { $0 }
    guard !given.isEmpty else { return [] }
    if given.count < shards.count {
      return ["some parts verified one shard and some every snapshot; give the parts of one run"]
    }
    let counts = Set(given.map(\.count))
    guard counts.count == 1, let count = counts.first else {
      return ["the parts disagree on the number of shards (\(counts.sorted()))"]
    }
    let present = Set(given.map(\.index))
    return (0..<count).filter { !present.contains($0) }.map {
      "shard \($0) of \(count) is missing: give every shard's artifacts folder"
    }
  }
}
