import ArgumentParser
import Components
import DesignableChecks
import Foundation

/// `designable demo`: the main job.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract:
      "Render every registered component over its matrix, verify the references, and check every path.",
    discussion: """
      Each component is rendered at each size, scale and attribute set the way Interface \
      Builder builds it and compared with its reference in SNAPSHOTS/GROUP (recorded when \
      missing, unless CI=true or SNAPSHOT_TESTING_RECORD=never); then the divergence checker \
      builds it by every path. Findings a component declares (the flawed examples) are shown \
      as expected. Exit codes: 0 all as expected, 67 a snapshot failed or an unexpected \
      finding, 64 bad usage.
      """
  )

  @Option(help: "The folder of reference groups.")
  var snapshots = "__Snapshots__"

  @Option(
    help: "The reference group (folder) to verify against. (default: \(Designable.demoGroup))")
  var group: String?

  /// The group the examples' references are in, which a project's demo used by default
  /// before it had a group of its own.
  static let earlierGroup = "ExampleSnapshotTests"

  /// The group to verify against: `group` (`--group`), else `fallback` (the default), else,
  /// when the default's folder under `snapshots` does not exist and the earlier default's
  /// does, that one, with a note on standard error, so that references recorded before keep
  /// passing.
  static func chosenGroup(_ group: String?, snapshots: String, default fallback: String)
    -> String
  {
    if let group { return group }
    let folder = { (name: String) in (snapshots as NSString).appendingPathComponent(name) }
    var isFolder: ObjCBool = false
    guard fallback != earlierGroup,
      !FileManager.default.fileExists(atPath: folder(fallback)),
      FileManager.default.fileExists(atPath: folder(earlierGroup), isDirectory: &isFolder),
      isFolder.boolValue
    else { return fallback }
    FileHandle.standardError.write(
      Data(
        ("note: verifying against \(folder(earlierGroup)), where demo kept references "
          + "before it had a group of its own; move them to \(folder(fallback)) or pass "
          + "--group \(earlierGroup)\n").utf8))
    return earlierGroup
  }

  @Option(help: "Where to write failure pictures, checker pictures and the run record (runs/).")
  var artifacts = ".build/designable/artifacts"

  func validate() throws {
    if Designable.components.isEmpty {
      throw ValidationError(Designable.registrationHelp(command: "demo"))
    }
  }

  func run() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let chosen = Designable.chosen()
    let group = Self.chosenGroup(group, snapshots: snapshots, default: Designable.demoGroup)
    let mode = ReferenceRecording.current.rawValue
    print("Designable demo: \(chosen.count) components, record mode \(mode)")
    var rows: [(String, Int, Int, Int, Int, Int)] = []
    var failures: [String] = []
    // Checked first, all at once, each component in child processes as `check` does, so that
    // one that traps is reported.
    let checks = inParallel(chosen.count) {
      IsolatedCheck.run(
        component: chosen[$0], scale: 2, artifacts: artifacts,
        timeout: IsolatedCheck.defaultTimeout)
    }
    for (number, index) in chosen.enumerated() {
      let target = Designable.components[index]
      let outcomes =
        target.expectedFindings.isEmpty
        ? SnapshotMatrix.verify(
          of: target.type, sizes: target.sizes, scales: target.scales,
          attributeSets: target.attributeSets, standard: target.standard,
          test: "snapshots(of:)",  // The references are those of ExampleSnapshotTests' test.
          folder: (snapshots as NSString).appendingPathComponent(group), group: group,
          artifactsFolder: artifacts) : []
      let passed = outcomes.filter { $0.status == .passed }.count
      let recorded = outcomes.filter { $0.status == .recorded }.count
      let failed = outcomes.filter { $0.status == .failed }
      failures += failed.compactMap(\.message)
      let reports = checks[number]
      SnapshotRun.shared.add(reports, artifactsFolder: artifacts)
      let unexpected = reports.flatMap(\.unexpectedFindings)
      let expected = reports.flatMap(\.findings).count - unexpected.count
      failures += Self.problems(of: target.name, in: reports)
      rows.append(
        (target.name, outcomes.count, passed + recorded, failed.count, expected, unexpected.count))
      let snapshotPart =
        outcomes.isEmpty
        ? "no snapshots (flawed example)"
        : "\(outcomes.count) snapshots: \(passed) passed, \(recorded) recorded, \(failed.count) failed"
      print(
        "  \(target.name): \(snapshotPart); \(reports.count) checks: \(expected) expected findings, \(unexpected.count) unexpected"
      )
    }
    print("")
    print(table(rows))
    let seconds =
      Double((clock.now - start).components.seconds)
      + Double((clock.now - start).components.attoseconds) * 1e-18
    // The demo's work is done: end its part, so that the report reads a finished run.
    SnapshotRun.shared.finish()
    let summaryPath = SnapshotRun.shared.partPaths[artifacts] ?? artifacts
    if let summary = try? RunSummary.read(artifactsFolder: artifacts),
      let page = try? HTMLReport.write(
        summary, to: (artifacts as NSString).appendingPathComponent("report"))
    {
      print(
        String(format: "finished in %.1f s; run record: %@; report: %@", seconds, summaryPath, page)
      )
    } else {
      print(String(format: "finished in %.1f s; run record: %@", seconds, summaryPath))
    }
    if !failures.isEmpty {
      print("\nProblems:")
      for failure in failures { print("- " + failure.replacingOccurrences(of: "\n", with: "\n  ")) }
      throw DesignableExit.unexpectedFindings
    }
  }

  /// One line per distinct unexpected finding of a component's `reports`, naming the
  /// checks (attribute set, size and scale) that found it, so that a finding found under
  /// several attribute sets is told once and each set is named.
  static func problems(of name: String, in reports: [CheckReport]) -> [String] {
    var order: [String] = []
    var cells: [String: [String]] = [:]
    for report in reports {
      let size = "\(SnapshotName.number(report.width))x\(SnapshotName.number(report.height))"
      let cell = "\(report.attributeSet) at \(size) @\(SnapshotName.number(report.scale))x"
      for finding in report.unexpectedFindings {
        let names =
          finding.attributes.isEmpty ? "" : " [\(finding.attributes.joined(separator: ", "))]"
        let text =
          "\(finding.kind.rawValue)\(names): \(finding.explanation) Fix: \(finding.fix)"
        if cells[text] == nil { order.append(text) }
        if cells[text]?.contains(cell) != true { cells[text, default: []].append(cell) }
      }
    }
    return order.map { text in
      "\(name) (\((cells[text] ?? []).joined(separator: "; "))): \(text)"
    }
  }

  private func table(_ rows: [(String, Int, Int, Int, Int, Int)]) -> String {
    let header = ["component", "snapshots", "ok", "failed", "expected findings", "unexpected"]
    let width = max(rows.map(\.0.count).max() ?? 0, header[0].count)
    var lines = [
      header[0].padding(toLength: width, withPad: " ", startingAt: 0) + "  "
        + header.dropFirst().joined(separator: "  ")
    ]
    for row in rows {
      let cells = [row.1, row.2, row.3, row.4, row.5].enumerated().map { index, value in
        String(value).leftPadded(to: header[index + 1].count)
      }
      lines.append(
        row.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
          + cells.joined(separator: "  "))
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: " ", count: length - count) + self
  }
}
