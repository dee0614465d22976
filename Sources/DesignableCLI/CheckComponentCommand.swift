import ArgumentParser
import Components
import DesignableChecks
import Foundation

/// `designable check-component --index=N`: checks one registered component's cases (its
/// sizes by its attribute sets) one after another in this process, announcing each on
/// standard error and printing each report as one line of JSON (what the component prints
/// goes to standard error). `designable check` runs it in
/// a child process per component, so that a component that traps or hangs on one case is
/// reported and its other cases, and the other components, are still checked.
struct CheckComponentCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check-component",
    abstract: "Check one registered component's cases (used by check).", shouldDisplay: false)

  /// The component's place among the registered components.
  @Option var index: Int
  /// The first case to check.
  @Option var from = 0
  @OptionGroup var child: ChildCheckOptions

  func validate() throws {
    guard Designable.components.indices.contains(index) else {
      throw ValidationError(
        "--index must name one of the \(Designable.components.count) registered components "
          + "(0 to \(Designable.components.count - 1)).")
    }
    guard (0...Designable.components[index].cases.count).contains(from) else {
      throw ValidationError(
        "--from must be at most the component's \(Designable.components[index].cases.count) "
          + "cases.")
    }
  }

  func run() throws {
    let output = child.start()
    let target = Designable.components[index]
    let encoder = JSONEncoder()
    for number in from..<target.cases.count {
      FileHandle.standardError.write(Data("\(IsolatedCheck.caseMarker)\(number)\n".utf8))
      let report = target.check(
        case: number, scale: CGFloat(child.scale), picturesFolder: child.picturesFolder)
      output.write(try encoder.encode(report) + Data("\n".utf8))
    }
  }
}

extension IsolatedCheck {
  /// What `check-component` writes to standard error as it starts a case; each restarts
  /// the case's time limit.
  static let caseMarker = "designable-case: "

  /// Checks the registered component at `index` in child processes: one runs its cases in
  /// turn, and when it traps, hangs or runs out of memory on one, that case is reported as a
  /// failing path and a new child goes on with the next. Each case may take `timeout`
  /// seconds.
  static func run(
    component index: Int, scale: Double, artifacts: String, timeout: Double,
    memoryLimit: Int = defaultMemoryLimit, images: [String] = []
  ) -> [CheckReport] {
    let target = Designable.components[index]
    let cases = target.cases
    var reports: [CheckReport] = []
    // The child's arguments when it starts at case `from`.
    let arguments = { (from: Int) in
      ["check-component", "--index=\(index)", "--from=\(from)"]
        + ChildCheckOptions.arguments(
          scale: scale, artifacts: artifacts, images: images, memoryLimit: memoryLimit)
    }
    while reports.count < cases.count {
      let failure: Failure
      switch runChild(
        arguments(reports.count), timeout: timeout, heartbeat: Array(caseMarker.utf8))
      {
      case .failure(let cannotStart):
        failure = cannotStart
      case .success(let outcome):
        // Each finished case printed one line; a line cut short by a crash does not decode.
        let decoder = JSONDecoder()
        for line in outcome.standardOutput.split(separator: UInt8(ascii: "\n")) {
          guard reports.count < cases.count,
            let report = try? decoder.decode(CheckReport.self, from: Data(line))
          else { break }
          reports.append(report)
        }
        if reports.count == cases.count { continue }
        // Run again from the case that crashed, when a backtrace is to say where.
        failure = Self.failure(
          of: outcome, timeout: timeout, memoryLimit: memoryLimit,
          rerun: "designable check-component --index=\(index) --from=\(reports.count)",
          site: crashSite(of: outcome, rerunning: arguments(reports.count), timeout: timeout))
      }
      let (size, attributes) = cases[reports.count]
      reports.append(report(failure, target, size, attributes.name, scale))
    }
    return reports
  }
}
