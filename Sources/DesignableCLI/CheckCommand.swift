import ArgumentParser
import Components
import DesignableTesting
import Foundation

/// `designable check`
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Build each registered component the way Interface Builder and a storyboard do, and report where they differ.",
    discussion: """
      Runs the divergence checker over every registered component, size and attribute set, \
      writes each path's picture and the diffs under ARTIFACTS/check, and adds the reports to \
      ARTIFACTS/summary.json. Exit codes: 0 no unexpected findings, 67 unexpected findings, \
      64 bad usage.
      """
  )

  @Argument(help: "Check only these components (by class name).")
  var components: [String] = []

  @Option(help: "Pixels per point for the pictures.")
  var scale = 2.0

  @Option(help: "Where to write pictures and the summary.")
  var artifacts = ".build/designable/artifacts"

  @Flag(help: "Print the reports as JSON.")
  var json = false

  func validate() throws {
    guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be more than 0 and at most 4.") }
    let known = Designable.components.map(\.name)
    if Designable.components.isEmpty {
      throw ValidationError(
        "No components are registered. Run the executable that registers yours with Designable.main(components:), for example `swift run designable-examples check`.")
    }
    for name in components where !known.contains(name) {
      throw ValidationError("Unknown component \(name); registered: \(known.joined(separator: ", ")).")
    }
  }

  func run() throws {
    let targets = Designable.components.filter { components.isEmpty || components.contains($0.name) }
    let reports = CheckRun.run(targets, scale: CGFloat(scale), artifacts: artifacts, printsProgress: !json)
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(reports), as: UTF8.self))
    }
    if reports.contains(where: { !$0.unexpectedFindings.isEmpty }) { throw DesignableExit.unexpectedFindings }
  }
}

/// Runs the checker over targets, printing a line per check and adding the reports to the
/// run summary.
enum CheckRun {
  static func run(_ targets: [CheckTarget], scale: CGFloat, artifacts: String, printsProgress: Bool) -> [CheckReport] {
    let pictures = (artifacts as NSString).appendingPathComponent("check")
    var all: [CheckReport] = []
    for target in targets {
      let reports = target.check(scale: scale, picturesFolder: pictures)
      all += reports
      guard printsProgress else { continue }
      for report in reports {
        let label = "\(report.component) \(SnapshotName.number(report.width))x\(SnapshotName.number(report.height)) \(report.attributeSet)"
        let padded = label.padding(toLength: max(label.count, 44), withPad: " ", startingAt: 0)
        let time = String(format: "%6.1f ms, %d renders", report.seconds * 1000, report.renders)
        if report.findings.isEmpty {
          print("\(padded) ok (\(time))")
        }
        for finding in report.findings {
          let mark = finding.isExpected ? "expected" : "FINDING"
          let names = finding.attributes.isEmpty ? "" : " [\(finding.attributes.joined(separator: ", "))]"
          print("\(padded) \(mark): \(finding.kind.rawValue)\(names) (\(time)): \(finding.explanation)")
          if !finding.isExpected { print(String(repeating: " ", count: padded.count) + " fix: \(finding.fix)") }
        }
      }
    }
    SnapshotRun.shared.add(all, artifactsFolder: artifacts)
    if printsProgress {
      let unexpected = all.reduce(0) { $0 + $1.unexpectedFindings.count }
      let expected = all.reduce(0) { $0 + $1.findings.count } - unexpected
      print("checked \(targets.count) components in \(all.count) checks: \(unexpected) unexpected findings, \(expected) expected")
    }
    return all
  }
}
