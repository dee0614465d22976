import Foundation

extension RunSummary {
  /// The test runners a run's parts say it started (`XCTest`, `Swift Testing`) that wrote no
  /// part in it but verified snapshots in the run before it, in words.
  ///
  /// A runner writes its part at its first snapshot, so one that stopped before then (a
  /// crash or a `fatalError` in an earlier test) leaves no trace in its run, and the
  /// references only it uses would look unused. The run before tells which runners have
  /// snapshot tests. A runner whose snapshot tests are gone is told apart by running the
  /// tests again: the next run's run before then lacks it too.
  static func missingRunners(
    newest: [RunPart], previous: [(header: RunPartHeader, snapshots: Int)]
  ) -> [String] {
    let expected = Set(newest.flatMap { $0.header.expectedRoles ?? [] })
    let present = Set(newest.map(\.header.role))
    return expected.subtracting(present).sorted().compactMap { role in
      let before = previous.filter { $0.header.role == role }
      let verified = before.reduce(0) { $0 + $1.snapshots }
      guard verified > 0, let header = before.first?.header else { return nil }
      let plural = verified == 1 ? "" : "s"
      return "the \(role) runner wrote no part in this run, though it verified \(verified) "
        + "snapshot\(plural) in the run before (\(header.runID), started \(header.started)): "
        + "it may have stopped before its first snapshot (look for a crash in the output of "
        + "`swift test`), or its snapshot tests are gone; run the tests again"
    }
  }
}
