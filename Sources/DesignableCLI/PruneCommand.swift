import ArgumentParser
import DesignableChecks
import Foundation

/// `designable prune [--delete]`
struct PruneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prune",
    abstract:
      "List references that no snapshot of the last complete run used; delete them with --delete.",
    discussion: """
      Only the reference groups (test files) that the run used are looked at, and a \
      reference used by any part of the run is never listed. It refuses unless every part \
      of the run ran every test and finished: after --filter, --skip or XCTest selectors, \
      after a killed test process, or when a shard's artifacts folder is missing (give each \
      with --artifacts). References changed after the run began are not listed either.
      """
  )

  @Option(help: "The folder of reference groups.")
  var snapshots = "__Snapshots__"

  @Option(help: "An artifacts folder of the run; repeat it for each shard.")
  var artifacts: [String] = []

  @Flag(help: "Delete the unused references.")
  var delete = false

  func run() throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: snapshots, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      printError(
        "no folder \(snapshots): name the folder of reference groups with --snapshots "
          + "(default __Snapshots__ in the current folder, the package root)")
      throw DesignableExit.usage
    }
    let summary = try readSummary(artifactsFolders(artifacts))
    let problems = summary.pruneProblems
    guard problems.isEmpty else {
      printError(
        "cannot tell unused references from this run; run every test (every shard) to the "
          + "end, then prune:\n" + problems.map { "- " + $0 }.joined(separator: "\n"))
      throw DesignableExit.usage
    }
    let (unused, changed, former) = unusedReferences(summary)
    for path in changed { printError("note: \(path) changed after the run began; left alone") }
    for (path, successor) in former {
      printError(
        "note: \(path) is the former name of \(successor), which does not exist yet; left "
          + "alone until a run with recording on adopts it")
    }
    for path in unused {
      if delete {
        do {
          try FileManager.default.removeItem(atPath: path)
        } catch {
          printError("cannot delete \(path): \(error.localizedDescription)")
          throw DesignableExit.ioError
        }
        print("deleted \(path)")
      } else {
        print(path)
      }
    }
    let groups = Set(summary.snapshots.map(\.group)).count
    if !delete && !unused.isEmpty {
      print("\(unused.count) unused references; run with --delete to remove them")
    }
    if unused.isEmpty { print("no unused references in \(groups) groups") }
  }

  /// The references in the run's groups that no part used; those left alone because they
  /// changed after the run began; and those left alone because they are the former name
  /// (before names held the test) of a used reference not yet adopted, with that reference.
  /// A reference is known by its group and file name, so that parts written on other
  /// machines (other checkouts) count. Groups that are not safe file names are ignored.
  private func unusedReferences(_ summary: RunSummary)
    -> (unused: [String], changed: [String], former: [(String, String)])
  {
    func key(_ path: String) -> String {
      let url = URL(fileURLWithPath: path)
      return url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
    }
    let used = Set(summary.snapshots.map { key($0.referencePath) })
    let began = Self.date(summary.started)
    var unused: [String] = []
    var changed: [String] = []
    var former: [(String, String)] = []
    let groups = Set(summary.snapshots.map(\.group)).filter(SafeFileName.isSafe)
    for group in groups.sorted() {
      let folder = (snapshots as NSString).appendingPathComponent(group)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      let usedHere =
        files.isEmpty
        ? []
        : used.filter { $0.hasPrefix(group + "/") }
          .map { String($0.dropFirst(group.count + 1)) }
      for file in files.sorted() where file.hasSuffix(".png") {
        let path = URL(fileURLWithPath: (folder as NSString).appendingPathComponent(file))
          .standardizedFileURL.path
        guard !used.contains(key(path)) else { continue }
        // `test.Ring.60x60@1x.dark.png` adopts `Ring.60x60@1x.dark.png` while it is missing.
        if let successor = usedHere.first(where: {
          $0.hasSuffix("." + file) && !files.contains($0)
        }) {
          former.append((path, (folder as NSString).appendingPathComponent(successor)))
          continue
        }
        let modified =
          (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        if let began, let modified, modified > began {
          changed.append(path)
        } else {
          unused.append(path)
        }
      }
    }
    return (unused, changed, former)
  }

  private static func date(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: text) { return date }
    return ISO8601DateFormatter().date(from: text)
  }
}
