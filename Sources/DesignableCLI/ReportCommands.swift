import ArgumentParser
import DesignableChecks
import Foundation
import PNGCodec

/// Reads the newest run in the artifacts folders (one per shard) as one run, with a message
/// that says what to run when there is none; notes about the parts go to standard error.
func readSummary(_ folders: [String]) throws -> RunSummary {
  let summary: RunSummary
  do {
    summary = try RunSummary.read(artifactsFolders: folders)
  } catch {
    printError(
      "\(error); run the tests or `designable demo` first, or name the artifacts folder "
        + "(SNAPSHOT_ARTIFACTS; one per shard)")
    throw DesignableExit.ioError
  }
  for note in summary.notes ?? [] { printError("note: " + note) }
  return summary
}

/// The artifacts folders: the arguments, else $SNAPSHOT_ARTIFACTS, else the default.
func artifactsFolders(_ arguments: [String]) -> [String] {
  if !arguments.isEmpty { return arguments }
  return [artifactsFolder(nil)]
}

/// The artifacts folder: the argument, else $SNAPSHOT_ARTIFACTS, else the default.
func artifactsFolder(_ argument: String?) -> String {
  argument ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
    ?? ".build/designable/artifacts"
}

/// `designable report [ARTIFACTS...]`
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write the HTML report of the last run and print its path.",
    discussion: """
      The report is a static folder (the first ARTIFACTS/report) with its pictures copied \
      in; it needs no network. Give every shard's artifacts folder for one report of a \
      sharded run.
      """
  )

  @Argument(
    help: ArgumentHelp(
      "The artifacts folders of the run, one per shard "
        + "(default: $SNAPSHOT_ARTIFACTS or .build/designable/artifacts)."))
  var artifacts: [String] = []

  func run() throws {
    let folders = artifactsFolders(artifacts)
    let summary = try readSummary(folders)
    do {
      print(
        try HTMLReport.write(summary, to: (folders[0] as NSString).appendingPathComponent("report"))
      )
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
    abstract:
      "Take the failed pictures of the last run as the new references, without running the "
      + "tests again.",
    discussion: """
      Failures are gathered from every part of the run (the XCTest and Swift Testing \
      processes, parallel workers, and every shard whose artifacts folder is given with \
      --artifacts). Each reference is replaced atomically; only the snapshots named (or all \
      failed ones with --all) change. With artifacts from another machine (CI shards), give \
      --snapshots: each reference goes to SNAPSHOTS/GROUP/ under its own file name instead of \
      the path that machine recorded.
      """
  )

  @Argument(help: "The snapshots to accept, by name (PieChartView.120x120@2x.quarter).")
  var names: [String] = []

  @Flag(help: "Accept every failed snapshot of the last run.")
  var all = false

  @Option(help: "An artifacts folder of the run; repeat it for each shard.")
  var artifacts: [String] = []

  @Option(help: "The folder of reference groups to write to (default: as the run recorded).")
  var snapshots: String?

  func validate() throws {
    if all == !names.isEmpty {
      throw ValidationError("Name the snapshots to accept, or give --all.")
    }
  }

  func run() throws {
    let summary = try readSummary(artifactsFolders(artifacts))
    let failed = summary.snapshots.filter { $0.status == .failed && $0.actualPath != nil }
    for name in names where !failed.contains(where: { $0.name == name }) {
      let known = failed.map(\.name).joined(separator: ", ")
      printError(
        "\(name) did not fail in the last run; failed snapshots: \(known.isEmpty ? "none" : known)")
      throw DesignableExit.usage
    }
    let chosen = all ? failed : failed.filter { names.contains($0.name) }
    if let snapshots {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: snapshots, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        printError("no folder \(snapshots): name the folder of reference groups with --snapshots")
        throw DesignableExit.usage
      }
    }
    for outcome in chosen {
      guard let actual = outcome.actualPath else { continue }
      // A run part is data from a file anyone can edit: its names must stay names.
      let file = (outcome.referencePath as NSString).lastPathComponent
      let recordedGroup =
        ((outcome.referencePath as NSString).deletingLastPathComponent
        as NSString).lastPathComponent
      guard SafeFileName.isSafe(outcome.group), SafeFileName.isSafe(file), file.hasSuffix(".png"),
        snapshots != nil || recordedGroup == outcome.group
      else {
        printError(
          "\(outcome.name): the run records the reference \(outcome.referencePath) in group "
            + "\"\(outcome.group)\", which is not a reference path Designable writes; not accepted")
        throw DesignableExit.badData
      }
      let reference =
        snapshots.map {
          (($0 as NSString).appendingPathComponent(outcome.group) as NSString)
            .appendingPathComponent((outcome.referencePath as NSString).lastPathComponent)
        } ?? outcome.referencePath
      do {
        let bytes = try AtomicFile.read(actual)
        _ = try PNGDecoder().decode(bytes)
        let folder = (reference as NSString).deletingLastPathComponent
        do {
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
          printError("\(outcome.name): cannot create \(folder): \(error.localizedDescription)")
          throw DesignableExit.ioError
        }
        try AtomicFile.write(bytes, to: reference)
        print("accepted \(outcome.name): \(reference)")
      } catch let error as PNGError {
        printError("\(outcome.name): \(error)")
        throw designableExitCode(for: error)
      }
    }
    if chosen.isEmpty {
      let parts = summary.parts?.count ?? 0
      print("nothing to accept: no snapshot failed in the last run (\(parts) parts read)")
    }
  }
}
