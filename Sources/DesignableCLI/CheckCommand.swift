import ArgumentParser
import Components
import DesignableChecks
import Foundation
import IBDocument

/// `designable check`
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Build each registered component the way Interface Builder and a storyboard do, and report where they differ.",
    discussion: """
      Runs the divergence checker over every registered component, size and attribute set, \
      writes each path's picture and the diffs under ARTIFACTS/check, and adds the reports to \
      the run record in ARTIFACTS/runs. Exit codes: 0 no unexpected findings, 67 unexpected findings, \
      64 bad usage.
      """
  )

  @Argument(
    help: ArgumentHelp(
      "Components to check (by class name), or .xib and .storyboard documents whose instances of registered components to check.",
      valueName: "component-or-document"))
  var components: [String] = []

  @Option(help: "Pixels per point for the pictures.")
  var scale = 2.0

  @Option(help: "Where to write pictures and the summary.")
  var artifacts = ".build/designable/artifacts"

  @Flag(help: "Print the reports as JSON.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Seconds a component's check at one size and attribute set (or an instance of a "
        + "document) may take before it is stopped and reported."))
  var timeout = IsolatedCheck.defaultTimeout

  @Option(
    help: ArgumentHelp(
      "Megabytes of memory a component's check (or an instance of a document) may allocate "
        + "before it is stopped and reported.", valueName: "megabytes"))
  var memoryLimit = IsolatedCheck.defaultMemoryLimit

  @Option(
    help: ArgumentHelp(
      "A folder of images (NAME.png, NAME@2x.png) or an .xcassets catalog that documents name; repeat for more.",
      valueName: "folder"))
  var images: [String] = []

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Use the .xcassets catalogs beside each document, up to its project's root folder, as if "
        + "given by --images."))
  var nearbyImages = true

  func validate() throws {
    guard scale > 0, scale <= 4 else {
      throw ValidationError("--scale must be more than 0 and at most 4.")
    }
    if let problem = images.lazy.compactMap(ImageFolders.problem).first {
      throw ValidationError(problem)
    }
    guard timeout > 0, timeout <= 86_400 else {
      throw ValidationError("--timeout must be more than 0 and at most 86400 seconds (a day).")
    }
    guard memoryLimit >= 256, memoryLimit <= 1 << 20 else {
      throw ValidationError("--memory-limit must be at least 256 and at most 1048576 megabytes.")
    }
    let known = Designable.components.map(\.name)
    if Designable.components.isEmpty {
      throw ValidationError(Designable.registrationHelp(command: "check"))
    }
    for name in names where !known.contains(name) {
      if Designable.undesignable.contains(name) {
        throw ValidationError(
          Self.unmatchedReason(name, undesignable: Designable.undesignable) + ".")
      }
      throw ValidationError(
        "Unknown component \(name); registered: \(known.joined(separator: ", ")).")
    }
  }

  /// The arguments that name documents.
  var documents: [String] {
    components.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
  }
  /// The arguments that name components.
  var names: [String] { components.filter { !documents.contains($0) } }

  func run() throws {
    let reports: [CheckReport]
    var documentErrors = false
    for problem in ImageFolders.register(images, scale: scale) { printError(problem) }
    if documents.isEmpty {
      // Each component is checked in a child process, so one that traps or hangs is reported
      // and the others are still checked. Flawed examples that trap on purpose are checked
      // only when named.
      let chosen = Designable.chosen(named: names)
      reports = CheckRun.run(chosen.count, artifacts: artifacts, printsProgress: !json) {
        number in
        IsolatedCheck.run(
          component: chosen[number], scale: scale, artifacts: artifacts, timeout: timeout,
          memoryLimit: memoryLimit, images: images)
      }
    } else {
      // Each instance is checked in a child process, so one that traps or hangs is reported
      // and the others are still checked.
      let (instances, errors) = try documentInstances()
      documentErrors = errors
      let folders = documentImages()
      reports = CheckRun.run(
        instances.count, artifacts: artifacts, printsProgress: !json,
        notes: instances.map { Self.sizeNote($0.instance.checkingSize) }
      ) { index in
        let (document, instance, target) = instances[index]
        return IsolatedCheck.run(
          document: document, instance: instance, target: target, scale: scale,
          artifacts: artifacts,
          timeout: timeout, memoryLimit: memoryLimit, images: images + (folders[document] ?? []))
      }
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(reports), as: UTF8.self))
    }
    if documentErrors { throw DesignableExit.badData }
    if reports.contains(where: { !$0.unexpectedFindings.isEmpty }) {
      throw DesignableExit.unexpectedFindings
    }
  }
}

/// Runs the checker over targets, printing a line per check and adding the reports to the
/// run summary.
enum CheckRun {
  /// Checks targets `0..<count` with `checker`, which checks target `index` in child
  /// processes of its own; as many run at a time as there are processors (each child checks
  /// one case at a time), and their lines are printed in the targets' order.
  /// - Parameter notes: What to add to the lines of target `index`, if anything.
  static func run(
    _ count: Int, artifacts: String, printsProgress: Bool, notes: [String?] = [],
    checker: @Sendable (Int) -> [CheckReport]
  ) -> [CheckReport] {
    let clock = ContinuousClock()
    let start = clock.now
    let printer = OrderedPrinter(count: count, notes: notes, printsProgress: printsProgress)
    let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let next = IndexCounter()
    DispatchQueue.concurrentPerform(iterations: min(width, count)) { _ in
      while let index = next.take(below: count) {
        printer.deliver(index, checker(index))
      }
    }
    let all = printer.all
    SnapshotRun.shared.add(all, artifactsFolder: artifacts)
    if printsProgress {
      let elapsed = clock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      let renders = all.reduce(0) { $0 + $1.renders }
      print(String(format: "%d renders in %.1f s", renders, seconds))
      let unexpected = all.reduce(0) { $0 + $1.unexpectedFindings.count }
      let expected = all.reduce(0) { $0 + $1.findings.count } - unexpected
      print(
        "checked \(count) components in \(all.count) checks: \(unexpected) unexpected findings, \(expected) expected"
      )
    }
    return all
  }

  /// The lines of one target's reports, each with `note` (in parentheses) when given.
  static func lines(_ reports: [CheckReport], note: String? = nil) -> [String] {
    var lines: [String] = []
    let note = note.map { " (\($0))" } ?? ""
    for report in reports {
      let size = "\(SnapshotName.number(report.width))x\(SnapshotName.number(report.height))"
      let label = "\(report.component) \(size) \(report.attributeSet)"
      let padded = label.padding(toLength: max(label.count, 44), withPad: " ", startingAt: 0)
      let time = String(format: "%6.1f ms, %d renders", report.seconds * 1000, report.renders)
      if report.findings.isEmpty {
        lines.append("\(padded) ok (\(time))\(note)")
      }
      for finding in report.findings {
        let mark = finding.isExpected ? "expected" : "FINDING"
        let names =
          finding.attributes.isEmpty ? "" : " [\(finding.attributes.joined(separator: ", "))]"
        lines.append(
          "\(padded) \(mark): \(finding.kind.rawValue)\(names) (\(time))\(note): "
            + finding.explanation)
        if !finding.isExpected {
          lines.append(String(repeating: " ", count: padded.count) + " fix: \(finding.fix)")
        }
      }
    }
    return lines
  }
}

/// Collects reports that arrive in any order and prints each target's lines as soon as
/// every earlier target's are printed.
private final class OrderedPrinter: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [[CheckReport]?]
  private var printed = 0
  private let notes: [String?]
  private let printsProgress: Bool

  init(count: Int, notes: [String?], printsProgress: Bool) {
    results = Array(repeating: nil, count: count)
    self.notes = notes
    self.printsProgress = printsProgress
  }

  func deliver(_ index: Int, _ reports: [CheckReport]) {
    lock.lock()
    defer { lock.unlock() }
    results[index] = reports
    while printed < results.count, let ready = results[printed] {
      if printsProgress {
        let note = printed < notes.count ? notes[printed] : nil
        for line in CheckRun.lines(ready, note: note) { print(line) }
        fflush(nil)
      }
      printed += 1
    }
  }

  /// Every report, in the targets' order.
  var all: [CheckReport] {
    lock.lock()
    defer { lock.unlock() }
    return results.flatMap { $0 ?? [] }
  }
}

/// Hands out indices 0, 1, 2, … to parallel workers.
private final class IndexCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  func take(below count: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    defer { next += 1 }
    return next
  }
}
