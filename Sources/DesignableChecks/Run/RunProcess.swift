import Foundation

/// What a test process knows about itself when it starts its part of a run: which run it
/// belongs to, which runner it is, and whether it was told to run only some tests.
///
/// `swift test` on Linux starts the XCTest runner (`<Package>PackageTests.xctest`, given
/// `Module.Class/test` selectors when `--filter`, `--skip` or `--parallel` choose tests) and
/// then the Swift Testing runner (the same binary, given every argument of `swift test` plus
/// `--testing-library swift-testing`), both children of the `swift-test` process. So the
/// processes of one invocation share their parent, and the parent's arguments say whether
/// the invocation was filtered.
public struct RunProcess: Equatable, Sendable {
  /// The run's identity, shared by the processes of one run; safe as a file name.
  public var runID: String
  /// Where the identity came from, in words.
  public var runIDSource: String
  /// Whether the identity joins the processes of one `swift test` (or was given), rather
  /// than naming this process alone.
  public var isSharedIdentity: Bool
  /// The runner: `XCTest`, `Swift Testing`, or the executable's name.
  public var role: String
  /// Why only some tests ran (`--filter Foo`), or `nil` when the process ran every test.
  public var filter: String?
  /// The runners the run starts (`XCTest`, `Swift Testing`), when `swift test` started this
  /// process; `nil` when that is not known.
  public var expectedRoles: [String]?

  /// A process whose facts are given, for tests and tools.
  public init(
    runID: String, runIDSource: String, isSharedIdentity: Bool, role: String, filter: String?,
    expectedRoles: [String]? = nil
  ) {
    self.runID = runID
    self.runIDSource = runIDSource
    self.isSharedIdentity = isSharedIdentity
    self.role = role
    self.filter = filter
    self.expectedRoles = expectedRoles
  }

  /// This process, as its arguments, its environment and its parent describe it.
  public static func current(
    arguments: [String] = CommandLine.arguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> RunProcess {
    describe(
      arguments: arguments, environment: environment, parent: ProcessFacts.parent(),
      own: ProcessFacts.own())
  }

  /// The description from given facts.
  static func describe(
    arguments: [String], environment: [String: String], parent: ProcessFacts?,
    own: ProcessFacts?
  ) -> RunProcess {
    let role = role(of: arguments)
    let driver = parent.flatMap { $0.isSwiftTest ? $0 : nil }
    var filter = ownFilter(arguments)
    if filter == nil, let driver { filter = ownFilter(driver.arguments).map { "swift test \($0)" } }
    if filter == nil, role == "XCTest", !arguments.contains("-XCTest") {
      let selectors = arguments.dropFirst().filter {
        !$0.hasPrefix("-") && !$0.hasSuffix(".xctest")
      }
      let isParallelWorker = driver?.arguments.contains("--parallel") ?? false
      if !selectors.isEmpty && !isParallelWorker {
        filter = "XCTest selectors " + selectors.joined(separator: " ")
      }
    }
    let expected = driver.map { runners(startedBy: $0.arguments) }
    if let explicit = environment["DESIGNABLE_RUN_ID"], !explicit.isEmpty {
      return RunProcess(
        runID: safeName(explicit), runIDSource: "DESIGNABLE_RUN_ID", isSharedIdentity: true,
        role: role, filter: filter, expectedRoles: expected)
    }
    if let driver {
      return RunProcess(
        runID: driver.identity, runIDSource: "swift test (process \(driver.pid))",
        isSharedIdentity: true, role: role, filter: filter, expectedRoles: expected)
    }
    let mine = own ?? ProcessFacts.fallback()
    return RunProcess(
      runID: mine.identity, runIDSource: "this process alone (\(mine.pid))",
      isSharedIdentity: false, role: role, filter: filter)
  }

  /// The runners `swift test` starts given its arguments: XCTest's and Swift Testing's,
  /// less those turned off (`--disable-xctest`, `--disable-swift-testing`; the last of a
  /// library's `--enable-`/`--disable-` pair wins, as in SwiftPM).
  static func runners(startedBy arguments: [String]) -> [String] {
    var xcTest = true
    var swiftTesting = true
    for argument in arguments.dropFirst() {
      switch argument {
      case "--enable-xctest": xcTest = true
      case "--disable-xctest": xcTest = false
      case "--enable-swift-testing": swiftTesting = true
      case "--disable-swift-testing": swiftTesting = false
      default: continue
      }
    }
    return (xcTest ? ["XCTest"] : []) + (swiftTesting ? ["Swift Testing"] : [])
  }

  /// The runner a command line belongs to.
  static func role(of arguments: [String]) -> String {
    if let flag = arguments.firstIndex(of: "--testing-library"), flag + 1 < arguments.count,
      arguments[flag + 1] == "swift-testing"
    {
      return "Swift Testing"
    }
    let executable = URL(fileURLWithPath: arguments.first ?? "").lastPathComponent
    if executable.hasSuffix(".xctest") || executable == "xctest" { return "XCTest" }
    return executable.isEmpty ? "process" : executable
  }

  /// A `--filter`, `--skip` or `-XCTest` selection among the arguments, or a test library
  /// left out (`--disable-xctest`, `--disable-swift-testing`), in words.
  static func ownFilter(_ arguments: [String]) -> String? {
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      if argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=")
        || argument == "--disable-xctest" || argument == "--disable-swift-testing"
      {
        return argument
      }
      if argument == "--filter" || argument == "--skip"
        || (argument == "-XCTest" && arguments.dropFirst(index + 1).first != "All")
      {
        let value = index + 1 < arguments.count ? " " + arguments[index + 1] : ""
        return argument + value
      }
      index += 1
    }
    return nil
  }

  /// The identity as a file name: letters, digits, `.`, `_` and `-`; others become `-`.
  static func safeName(_ identity: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    let name = String(identity.prefix(100).map { allowed.contains($0) ? $0 : "-" })
    return name.hasPrefix(".") ? "-" + name.dropFirst() : name
  }
}
