import DesignableTesting
import Foundation
import Testing

/// A user's package, made on the spot: it depends on this one by path and holds an
/// XCTestCase and a `@Test` in one file, both failing. `swift test` runs both runners; then
/// `designable accept --all` must find both failures and `designable prune` must list only
/// the reference no test used.
///
/// Building the package takes a minute or more and fetches its dependencies, so the test
/// runs only when `DESIGNABLE_SCENARIO=1`. The package lives in the temporary folder under a
/// name of this checkout, so that a second run builds incrementally.
@Suite("Scenario: a user's package with both test libraries")
struct ScenarioTests {
  static let enabled = ProcessInfo.processInfo.environment["DESIGNABLE_SCENARIO"] == "1"

  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  @Test(.enabled(if: enabled, "set DESIGNABLE_SCENARIO=1 to build and test a user's package"))
  func acceptAndPruneSeeBothRunners() throws {
    let package = try makePackage()
    let snapshots = package.appendingPathComponent("__Snapshots__/PieTests")
    let run = try Self.run(["swift", "test"], in: package, environment: ["CI": "true"])
    #expect(run.exitCode != 0, "both tests fail: their references are missing and CI=true")
    #expect(run.output.contains("Executed 1 test, with 1 failure"), "the XCTest runner ran")
    #expect(run.output.contains("✘ Test half() recorded an issue"), "the Swift Testing runner ran")

    let artifacts = package.appendingPathComponent(".build/designable/artifacts").path
    // The XCTest case was running before the observer came; its class is learnt at its end.
    let owners = try RunSummary.read(artifactsFolder: artifacts).snapshots.compactMap(\.owner)
    #expect(owners.map(\.label).contains { $0.hasPrefix("PieXCTests.testQuarter()") }, "\(owners)")
    let accepted = try CommandRunner.run(["accept", "--all", "--artifacts", artifacts])
    #expect(accepted.exitCode == 0)
    let lines = accepted.standardOutput.split(separator: "\n").map(String.init)
    // References are named after their test: `half.PieChartView…`, `testQuarter.PieChartView…`.
    #expect(lines.count == 2 && lines.allSatisfy { $0.hasPrefix("accepted ") }, "\(lines)")
    #expect(lines.contains { $0.contains("half.PieChartView.40x40@1x.half") })
    #expect(lines.contains { $0.contains("testQuarter.PieChartView.40x40@1x.quarter") })
    let references = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
    #expect(references.count == 3, "Old.png and the two accepted references: \(references)")

    let pruned = try CommandRunner.run(
      [
        "prune", "--snapshots", package.appendingPathComponent("__Snapshots__").path,
        "--artifacts", artifacts,
      ])
    #expect(pruned.exitCode == 0, "\(pruned.standardError)")
    #expect(
      pruned.standardOutput == snapshots.appendingPathComponent("Old.png").path
        + "\n1 unused references; run with --delete to remove them\n")

    let filtered = try Self.run(["swift", "test", "--filter", "PieXCTests"], in: package)
    #expect(filtered.exitCode == 0, "the accepted reference passes")
    let refused = try CommandRunner.run(
      [
        "prune", "--snapshots", package.appendingPathComponent("__Snapshots__").path,
        "--artifacts", artifacts,
      ])
    #expect(refused.exitCode == 64)
    #expect(refused.standardError.contains("XCTest part (pid"))
    #expect(refused.standardError.contains("ran with swift test --filter PieXCTests"))

    // --parallel gives each XCTest its own worker, named by a selector: not a filter.
    let parallel = try Self.run(["swift", "test", "--parallel"], in: package)
    #expect(parallel.exitCode == 0)
    let afterParallel = try CommandRunner.run(
      [
        "prune", "--snapshots", package.appendingPathComponent("__Snapshots__").path,
        "--artifacts", artifacts,
      ])
    #expect(afterParallel.exitCode == 0, "\(afterParallel.standardError)")
    #expect(
      afterParallel.standardOutput.hasSuffix(
        "Old.png\n1 unused references; run with --delete to remove them\n"))

    // The Swift Testing runner dies before its first snapshot: it leaves no part, and the
    // run before says it has snapshot tests.
    let crashed = try Self.run(
      ["swift", "test"], in: package, environment: ["SCENARIO_CRASH": "1"])
    #expect(crashed.exitCode != 0)
    let afterCrash = try CommandRunner.run(
      [
        "prune", "--snapshots", package.appendingPathComponent("__Snapshots__").path,
        "--artifacts", artifacts,
      ])
    #expect(afterCrash.exitCode == 64, "\(afterCrash.standardOutput)")
    #expect(
      afterCrash.standardError.contains("the Swift Testing runner wrote no part in this run"),
      "\(afterCrash.standardError)")
  }

  /// Writes the package (again), with an unused old reference and no artifacts.
  func makePackage() throws -> URL {
    let name = "designable-scenario-" + String(Self.repository.path.hashValueStable, radix: 16)
    let package = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    let tests = package.appendingPathComponent("Tests/ScenarioTests")
    let snapshots = package.appendingPathComponent("__Snapshots__/PieTests")
    try? FileManager.default.removeItem(at: package.appendingPathComponent("__Snapshots__"))
    try? FileManager.default.removeItem(at: package.appendingPathComponent(".build/designable"))
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    let identity = Self.repository.lastPathComponent.lowercased()
    try """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "Scenario",
      dependencies: [.package(path: "\(Self.repository.path)")],
      targets: [
        .testTarget(
          name: "ScenarioTests",
          dependencies: [
            .product(name: "DesignableTesting", package: "\(identity)"),
            .product(name: "DesignableUIKit", package: "\(identity)"),
            .product(name: "Components", package: "\(identity)"),
          ])
      ]
    )

    """.write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
    import Components
    import DesignableTesting
    import DesignableUIKit
    import Testing
    import XCTest

    // Registered without the plugin, so that the package builds in seconds.
    final class PieChartView: UIView, FrameConstructible {
      var piePercentage: Double = 0 { didSet { setNeedsDisplay() } }

      override class var inspectables: [Inspectable] {
        [.number("piePercentage", \\PieChartView.piePercentage)]
      }

      override func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        UIBezierPath(rect: CGRect(
          x: 0, y: 0, width: bounds.width * piePercentage / 100, height: bounds.height)).fill()
      }
    }

    final class PieXCTests: XCTestCase {
      func testQuarter() {
        assertSnapshots(
          of: PieChartView.self, sizes: [CGSize(width: 40, height: 40)], scales: [1],
          attributeSets: [AttributeSet("quarter", ["piePercentage": .real(25)])])
      }
    }

    @Test func half() {
      if ProcessInfo.processInfo.environment["SCENARIO_CRASH"] == "1" { fatalError("crash") }
      assertSnapshots(
        of: PieChartView.self, sizes: [CGSize(width: 40, height: 40)], scales: [1],
        attributeSets: [AttributeSet("half", ["piePercentage": .real(50)])])
    }

    """.write(to: tests.appendingPathComponent("PieTests.swift"), atomically: true, encoding: .utf8)
    let old = snapshots.appendingPathComponent("Old.png")
    try Data([0x89, 0x50, 0x4e, 0x47]).write(to: old)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: old.path)
    return package
  }

  /// Runs a command in a folder with a clean environment for snapshots; output and errors
  /// together.
  static func run(
    _ arguments: [String], in folder: URL, environment extra: [String: String] = [:]
  ) throws -> (exitCode: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    for key in [
      "CI", "SNAPSHOT_ARTIFACTS", "DESIGNABLE_SNAPSHOTS", "SNAPSHOT_TESTING_RECORD",
      "DESIGNABLE_RUN_ID", "DESIGNABLE_SHARD_COUNT", "DESIGNABLE_SHARD_INDEX",
    ] {
      environment[key] = nil
    }
    process.environment = environment.merging(extra) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

extension String {
  /// A hash that is the same in every process (FNV-1a), for folder names.
  fileprivate var hashValueStable: UInt64 {
    utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
  }
}
