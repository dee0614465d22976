import Foundation
import Testing

@testable import DesignableChecks
@testable import DesignableTesting

/// The argument lists below are those `swift test` (Swift 6.3, Linux) gives its runners.
@Suite("Run process: identity and filters")
struct RunProcessTests {
  static let binary = "/p/.build/debug/AppPackageTests.xctest"

  static func swiftTest(_ arguments: String...) -> ProcessFacts {
    ProcessFacts(
      pid: 400, name: "swift-test", arguments: ["/usr/bin/swift-test"] + arguments, start: "777",
      boot: "b00t")
  }

  static let shell = ProcessFacts(
    pid: 9, name: "bash", arguments: ["-bash"], start: "5", boot: "b00t")
  static let own = ProcessFacts(pid: 401, name: "x", arguments: [], start: "778", boot: "b00t")

  func describe(
    _ arguments: [String], parent: ProcessFacts?, environment: [String: String] = [:]
  ) -> RunProcess {
    RunProcess.describe(
      arguments: arguments, environment: environment, parent: parent, own: Self.own)
  }

  @Test func bothRunnersOfOneSwiftTestShareTheRunAndAreNotFiltered() {
    let parent = Self.swiftTest("--skip-build")
    let xctest = describe([Self.binary], parent: parent)
    let testing = describe(
      [Self.binary, "--skip-build", "--testing-library", "swift-testing"], parent: parent)
    #expect(xctest.role == "XCTest" && testing.role == "Swift Testing")
    #expect(xctest.runID == testing.runID && xctest.runID == "b00t-400-777")
    #expect(xctest.isSharedIdentity && testing.isSharedIdentity)
    #expect(xctest.filter == nil && testing.filter == nil)
  }

  @Test func filterAndSkipMarkBothRunners() {
    let filtered = Self.swiftTest("--filter", "AProbeTests/testOne")
    #expect(
      describe([Self.binary, "ProbeTests.AProbeTests/testOne"], parent: filtered).filter
        == "--filter AProbeTests/testOne".prefixedBySwiftTest)
    let skipped = Self.swiftTest("--skip", "testTwo")
    let testing = describe(
      [Self.binary, "--skip", "testTwo", "--testing-library", "swift-testing"], parent: skipped)
    #expect(testing.filter == "--skip testTwo")
    #expect(describe([Self.binary, "--filter=Dot"], parent: nil).filter == "--filter=Dot")
  }

  @Test func leavingOutATestLibraryIsAFilter() {
    let parent = Self.swiftTest("--disable-swift-testing")
    #expect(describe([Self.binary], parent: parent).filter == "swift test --disable-swift-testing")
    let testing = describe(
      [Self.binary, "--disable-xctest", "--testing-library", "swift-testing"],
      parent: Self.swiftTest("--disable-xctest"))
    #expect(testing.filter == "--disable-xctest")
  }

  @Test func xctestSelectorsWithoutSwiftTestAreAFilter() {
    let run = describe([Self.binary, "Module.Class/testA"], parent: Self.shell)
    #expect(run.filter == "XCTest selectors Module.Class/testA")
    #expect(!run.isSharedIdentity && run.runID == "b00t-401-778")
    #expect(
      describe(["/usr/bin/xctest", "-XCTest", "Module.Class", "b"], parent: nil).filter
        == "-XCTest Module.Class")
    #expect(
      describe(["/usr/bin/xctest", "-XCTest", "All", "/p/App.xctest"], parent: nil).filter == nil)
  }

  @Test func parallelWorkersAreNotFilteredUnlessSwiftTestWas() {
    let worker = [Self.binary, "ProbeTests.AProbeTests/testOne"]
    #expect(describe(worker, parent: Self.swiftTest("--parallel")).filter == nil)
    #expect(
      describe(worker, parent: Self.swiftTest("--filter", "One", "--parallel")).filter
        == "swift test --filter One")
  }

  @Test func anExplicitRunIDWinsAndIsMadeSafeForFileNames() {
    let run = describe(
      [Self.binary], parent: Self.swiftTest(), environment: ["DESIGNABLE_RUN_ID": "ci/42 #3"])
    #expect(run.runID == "ci-42--3" && run.runIDSource == "DESIGNABLE_RUN_ID")
    #expect(RunProcess.safeName("../x") == "-.-x")
  }

  @Test func aToolIsARunOfItsOwn() {
    let demo = describe(["/usr/bin/designable", "demo", "--artifacts", "a"], parent: Self.shell)
    #expect(demo.role == "designable" && demo.filter == nil && !demo.isSharedIdentity)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
  func thisProcessIsReadFromProc() throws {
    let own = try #require(ProcessFacts.own())
    #expect(own.pid == getpid())
    #expect(own.arguments.first == CommandLine.arguments.first)
    #expect(ProcessFacts.own()?.start == own.start)
  }
}

extension String {
  fileprivate var prefixedBySwiftTest: String { "swift test " + self }
}

@Suite("Run process: the runners a run starts")
struct RunProcessRunnerTests {
  @Test func swiftTestStartsBothRunnersUnlessOneIsTurnedOff() {
    #expect(RunProcess.runners(startedBy: ["swift-test"]) == ["XCTest", "Swift Testing"])
    #expect(
      RunProcess.runners(startedBy: ["swift-test", "--disable-swift-testing"]) == ["XCTest"])
    #expect(
      RunProcess.runners(startedBy: ["swift-test", "--disable-xctest", "--enable-xctest"])
        == ["XCTest", "Swift Testing"])
  }

  @Test func onlyAProcessStartedBySwiftTestKnowsItsRunners() {
    let driver = RunProcessTests.swiftTest("--disable-xctest")
    let testing = RunProcess.describe(
      arguments: [RunProcessTests.binary, "--testing-library", "swift-testing"],
      environment: ["DESIGNABLE_RUN_ID": "b1"], parent: driver, own: RunProcessTests.own)
    #expect(testing.expectedRoles == ["Swift Testing"] && testing.runID == "b1")
    let alone = RunProcess.describe(
      arguments: [RunProcessTests.binary], environment: [:], parent: RunProcessTests.shell,
      own: RunProcessTests.own)
    #expect(alone.expectedRoles == nil)
  }

  /// `KERN_PROCARGS2` as Darwin lays it out: the count, the executable, padding, arguments,
  /// then the environment.
  @Test func darwinArgumentBuffersAreRead() {
    func buffer(count: Int32, _ strings: [String], padding: Int = 3) -> [UInt8] {
      var bytes = withUnsafeBytes(of: count) { Array($0) }
      bytes += Array("/usr/bin/swift-test".utf8) + [UInt8](repeating: 0, count: padding + 1)
      for string in strings { bytes += Array(string.utf8) + [0] }
      return bytes
    }
    let arguments = ["swift-test", "--filter", "Ring"]
    #expect(
      ProcessFacts.argumentsFromProcArgs(buffer(count: 3, arguments + ["PATH=/bin"]))
        == arguments)
    #expect(ProcessFacts.argumentsFromProcArgs(buffer(count: 5, arguments)).isEmpty)
    #expect(ProcessFacts.argumentsFromProcArgs([1, 0]).isEmpty)
  }

  #if os(Linux)
    @Test func thisProcessIsReadFromProc() throws {
      let own = try #require(ProcessFacts.own())
      #expect(own.pid == getpid())
      #expect(own.arguments == CommandLine.arguments)
      #expect(ProcessFacts.own()?.identity == own.identity)
    }
  #endif
}
