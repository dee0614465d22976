import ArgumentParser
import DesignableTesting
import Foundation
import PNGCodec

/// Reads the run summary in an artifacts folder, with a message that says what to run.
func readSummary(_ artifacts: String) throws -> RunSummary {
  do {
    return try RunSummary.read(artifactsFolder: artifacts)
  } catch {
    printError(
      "no run summary in \(artifacts) (\(error.localizedDescription)); run the tests or "
        + "`designable demo` first, or name the artifacts folder (SNAPSHOT_ARTIFACTS)")
    throw DesignableExit.ioError
  }
}

/// The artifacts folder: the argument, else $SNAPSHOT_ARTIFACTS, else the default.
func artifactsFolder(_ argument: String?) -> String {
  argument ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? ".build/designable/artifacts"
}

/// `designable report [ARTIFACTS]`
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write the HTML report of the last run and print its path.",
    discussion: "The report is a static folder (ARTIFACTS/report) with its pictures copied in; it needs no network."
  )

  @Argument(help: "The artifacts folder of the run (default: $SNAPSHOT_ARTIFACTS or .build/designable/artifacts).")
  var artifacts: String?

  func run() throws {
    let folder = artifactsFolder(artifacts)
    let summary = try readSummary(folder)
    do {
      print(try HTMLReport.write(summary, to: (folder as NSString).appendingPathComponent("report")))
    } catch let error as PNGError {
      printError(error.description)
      throw designableExitCode(for: error)
    }
  }
}

/// `designable accept [--all | NAME...]`
struct AcceptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "accept",
    abstract: "Take the failed pictures of the last run as the new references, without running the tests again.",
    discussion: "Each reference is replaced atomically; only the snapshots named (or all failed ones with --all) change."
  )

  @Argument(help: "The snapshots to accept, by name (PieChartView.120x120@2x.quarter).")
  var names: [String] = []

  @Flag(help: "Accept every failed snapshot of the last run.")
  var all = false

  @Option(help: "The artifacts folder of the run.")
  var artifacts: String?

  func validate() throws {
    if all == !names.isEmpty { throw ValidationError("Name the snapshots to accept, or give --all.") }
  }

  func run() throws {
    let summary = try readSummary(artifactsFolder(artifacts))
    let failed = summary.snapshots.filter { $0.status == .failed && $0.actualPath != nil }
    for name in names where !failed.contains(where: { $0.name == name }) {
      let known = failed.map(\.name).joined(separator: ", ")
      printError("\(name) did not fail in the last run; failed snapshots: \(known.isEmpty ? "none" : known)")
      throw DesignableExit.usage
    }
    let chosen = all ? failed : failed.filter { names.contains($0.name) }
    for outcome in chosen {
      guard let actual = outcome.actualPath else { continue }
      do {
        let bytes = try AtomicFile.read(actual)
        _ = try PNGDecoder().decode(bytes)
        let folder = (outcome.referencePath as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(bytes, to: outcome.referencePath)
        print("accepted \(outcome.name): \(outcome.referencePath)")
      } catch let error as PNGError {
        printError("\(outcome.name): \(error)")
        throw designableExitCode(for: error)
      }
    }
    if chosen.isEmpty { print("nothing to accept: no snapshot failed in the last run") }
  }
}

/// `designable prune [--delete]`
struct PruneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prune",
    abstract: "List references that no snapshot of the last complete run used; delete them with --delete.",
    discussion: """
      Only the reference groups (test files) that the run used are looked at. After a \
      filtered run (--filter or --skip) it refuses, since the run did not use every reference.
      """
  )

  @Option(help: "The folder of reference groups.")
  var snapshots = "__Snapshots__"

  @Option(help: "The artifacts folder of the run.")
  var artifacts: String?

  @Flag(help: "Delete the unused references.")
  var delete = false

  func run() throws {
    let summary = try readSummary(artifactsFolder(artifacts))
    if summary.isFiltered {
      printError("the last run was filtered (\(summary.arguments.joined(separator: " "))); run every test, then prune")
      throw DesignableExit.usage
    }
    let used = Set(summary.snapshots.map { URL(fileURLWithPath: $0.referencePath).standardizedFileURL.path })
    let groups = Set(summary.snapshots.map(\.group))
    var unused: [String] = []
    for group in groups.sorted() {
      let folder = (snapshots as NSString).appendingPathComponent(group)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for file in files.sorted() where file.hasSuffix(".png") {
        let path = URL(fileURLWithPath: (folder as NSString).appendingPathComponent(file)).standardizedFileURL.path
        if !used.contains(path) { unused.append(path) }
      }
    }
    for path in unused {
      if delete {
        try? FileManager.default.removeItem(atPath: path)
        print("deleted \(path)")
      } else {
        print(path)
      }
    }
    if !delete && !unused.isEmpty { print("\(unused.count) unused references; run with --delete to remove them") }
    if unused.isEmpty { print("no unused references in \(groups.count) groups") }
  }
}
