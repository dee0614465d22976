import ArgumentParser
import Components
import DesignableChecks
import Foundation
import IBDocument

/// `designable check-instance --id=ID -- DOCUMENT`: checks one instance of a document in
/// this process and prints the reports as JSON (what the component prints goes to standard
/// error). `designable check` runs it in a child
/// process per instance, as Interface Builder's designables agent does, so that a component
/// that traps or hangs is reported and the other instances are still checked.
///
/// The instance is named by its object id (or, having none, by its line), given as
/// `--id=VALUE` so that an id starting with `-` is never read as an option.
struct CheckInstanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check-instance", abstract: "Check one instance of a document (used by check).",
    shouldDisplay: false)

  @Argument var document: String
  @Option var id: String?
  @Option var line: Int?
  @OptionGroup var child: ChildCheckOptions

  func validate() throws {
    guard (id == nil) != (line == nil) else {
      throw ValidationError("Give exactly one of --id and --line.")
    }
  }

  func run() throws {
    let output = child.start()
    let scale = child.scale
    let parsed: IBDocument
    do {
      parsed = try IBDocument.read(
        contentsOfFile: document, options: IBReadOptions(restoresArchivedContent: true))
    } catch {
      printError(error.description)
      throw error.isIOError ? DesignableExit.ioError : DesignableExit.badData
    }
    let key = id.map { "id \"\($0)\"" } ?? "line \(line ?? 0)"
    let matches = parsed.instances.filter {
      id != nil ? $0.id == id : ($0.id == nil && $0.line == line)
    }
    guard matches.count == 1, let object = matches.first else {
      printError("\(document): \(matches.count) instances have the \(key); expected exactly one.")
      throw DesignableExit.badData
    }
    let candidates = Designable.components.filter {
      $0.documentClassNames.contains(object.customClass ?? "")
    }
    guard case .one(let target) = CheckCommand.match(object, among: candidates) else {
      printError(
        "\(document): \(key): \(object.customClass ?? "?") is not one registered component.")
      throw DesignableExit.usage
    }
    let sizing = object.checkingSize
    if let reason = CheckCommand.unrenderableReason(sizing, scale: scale) {
      printError("\(document): \(key): not checked: \(reason).")
      throw DesignableExit.badData
    }
    guard let size = sizing.size else { throw DesignableExit.badData }
    let reports = CheckTarget(
      target.type, sizes: [size], attributeSets: [object.attributeSet],
      standard: object.standard, expectedFindings: target.expectedFindings
    ).check(scale: CGFloat(scale), picturesFolder: child.picturesFolder)
    let encoder = JSONEncoder()
    output.write(try encoder.encode(reports) + Data("\n".utf8))
  }
}

/// Runs `check-instance` in a child process and turns a crash or a hang into a finding.
enum IsolatedCheck {
  /// Seconds a child that ignores SIGTERM still has before SIGKILL.
  static let grace = 2.0

  /// Seconds a child may take for one case unless `check --timeout` says otherwise.
  static let defaultTimeout = 120.0

  /// Megabytes a child may allocate unless `check --memory-limit` says otherwise: far more
  /// than a check needs (a picture at the renderer's largest is 256 MB), far less than the
  /// machine has.
  static let defaultMemoryLimit = 4096

  /// Limits the data this process may allocate (heap and anonymous mappings), so that a
  /// component that allocates without bound fails here instead of exhausting the machine.
  static func limitMemory(megabytes: Int) {
    let bytes = rlim_t(megabytes) << 20
    var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
    #if canImport(Glibc)
      _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
    #else
      _ = setrlimit(RLIMIT_DATA, &limit)
    #endif
  }

  static func run(
    document: String, instance: IBObject, target: CheckTarget, scale: Double, artifacts: String,
    timeout: Double, memoryLimit: Int = defaultMemoryLimit, images: [String] = []
  ) -> [CheckReport] {
    let size = instance.checkingSize.size ?? .zero
    let arguments = arguments(
      document, instance, scale, artifacts, images: images, memoryLimit: memoryLimit)
    let rerun = "designable check-instance --id=ID -- DOCUMENT"
    let failed = { (failure: Failure) in
      [Self.report(failure, target, size, instance.name, scale)]
    }
    switch runChild(arguments, timeout: timeout) {
    case .failure(let failure):
      return failed(failure)
    case .success(let outcome):
      if case .exited(0) = outcome.ending,
        let reports = try? JSONDecoder().decode(
          [CheckReport].self, from: Data(outcome.standardOutput))
      {
        return reports
      }
      let site = crashSite(of: outcome, rerunning: arguments, timeout: timeout)
      return failed(
        failure(
          of: outcome, timeout: timeout, memoryLimit: memoryLimit, rerun: rerun, site: site))
    }
  }

  /// Why a child check gave no report: what to say, the path it was on, and the fix.
  struct Failure: Error {
    var what: String
    var path: String?
    var fix: Fix
  }

  /// Runs this program with `arguments` in a child process (see ``ChildProcess``), tracing
  /// the paths it builds; fails when the child cannot be started.
  /// With `backtrace`, the runtime prints the crashed thread's backtrace (``CrashSite``).
  static func runChild(
    _ arguments: [String], timeout: Double, heartbeat: [UInt8]? = nil, backtrace: Bool = false
  ) -> Result<ChildProcess.Outcome, Failure> {
    var environment = ProcessInfo.processInfo.environment
    environment["DESIGNABLE_TRACE_PATHS"] = "1"
    // The crash's own message is what matters; a backtrace would only slow the report,
    // unless the crash printed none (``crashSite(of:rerunning:timeout:)``).
    environment["SWIFT_BACKTRACE"] = backtrace ? CrashSite.backtraceOptions : "enable=no"
    var child = ChildProcess(
      executable: executablePath, arguments: arguments,
      environment: environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" },
      timeout: timeout)
    child.grace = grace
    child.heartbeat = heartbeat
    do {
      return .success(try child.run())
    } catch {
      return .failure(Failure(what: error.description, fix: .rerun("")))
    }
  }

  /// What a child that ended without (all of) its reports did: trapped, hung, ran out of
  /// memory, or exited early. `rerun` is the command that shows the whole message.
  static func failure(
    of outcome: ChildProcess.Outcome, timeout: Double, memoryLimit: Int, rerun: String,
    site: CrashSite? = nil
  ) -> Failure {
    let stderr = String(decoding: outcome.standardError, as: UTF8.self)
    let all = stderr.split(separator: "\n")
    let pathLine = all.lastIndex { $0.hasPrefix(PathTrace.prefix) }
    let lastPath = pathLine.map { String(all[$0].dropFirst(PathTrace.prefix.count)) } ?? "unknown"
    // The values a probe built the path with, when they are not the document's.
    let probe = pathLine.flatMap { index in
      all[(index + 1)...].first { $0.hasPrefix(PathTrace.probePrefix) }
        .map { $0.dropFirst(PathTrace.probePrefix.count) }
    }
    let onPath =
      "on the \(lastPath) path"
      + (probe.map { " built with \($0), a value the checker tried, not the document's" } ?? "")
    let lines = printed(all)
    switch outcome.ending {
    case .timedOut(let killed):
      let how =
        killed
        ? "was killed with SIGKILL: it was still running \(number(grace)) s after SIGTERM"
        : "was stopped with SIGTERM"
      return Failure(
        what: "did not finish within \(number(timeout)) s \(onPath) and \(how)",
        path: lastPath, fix: .component)
    case .signaled(let signal):
      // The runtime's words when an allocation fails (Swift's allocator, then its older one).
      let outOfMemory = ["failed to allocate", "Could not allocate memory"]
      if lines.contains(where: { line in outOfMemory.contains { line.contains($0) } }) {
        return Failure(
          what: "allocated more than the \(memoryLimit) MB a check may use (--memory-limit) "
            + "\(onPath) and was stopped", path: lastPath, fix: .component)
      }
      let message = (lines.first(where: isTrapMessage) ?? lines.last).map(String.init) ?? ""
      let said = message.isEmpty ? silentCrash(signal, site: site) : ": " + message
      // A name that found nothing before the crash is most often what was unwrapped.
      if let missing = lines.last(where: { MissingResourceWarnings.call(inWarning: $0) != nil })
        .flatMap(MissingResourceWarnings.call(inWarning:))
      {
        return Failure(
          what: "crashed with signal \(signal) (\(signalName(signal))) \(onPath)" + said
            + ", after \(missing) found nothing", path: lastPath, fix: .missingResource)
      }
      let fix: Fix =
        if message.isEmpty, let site, site.recursive { .recursion(site.function) } else {
          probe.map { .probedValue(String($0)) } ?? .component
        }
      return Failure(
        what: "crashed with signal \(signal) (\(signalName(signal))) \(onPath)" + said,
        path: lastPath, fix: fix)
    case .exited(let status):
      let said = lines.suffix(3).joined(separator: " ").suffix(300)
      let what =
        status == 0
        ? "ended without printing a report" : "exited with status \(status) before its report"
      return Failure(what: what + (said.isEmpty ? "" : ": \(said)"), fix: .rerun(rerun))
    }
  }

  /// Where a crash that printed nothing happened (`site`, from a backtrace), else what it
  /// most often is, after the path.
  static func silentCrash(_ signal: Int32, site: CrashSite? = nil) -> String {
    if let site, site.recursive {
      return ", printing nothing: `\(site.function)` (\(site.location)) calls itself without "
        + "end, which overflows the stack"
    }
    if let site {
      return ", printing nothing, in `\(site.function)` (\(site.location))"
        + (signal == SIGSEGV || signal == SIGBUS
          ? ": memory read or written there is not the program's (freed, or never allocated), "
            + "most often through an unsafe pointer that outlived what it pointed to" : "")
    }
    guard signal == SIGSEGV || signal == SIGBUS else { return ", printing nothing" }
    return ", printing nothing: in Swift, most often a property or method that calls itself "
      + "without end (a getter that reads itself, two methods that call each other), which "
      + "overflows the stack"
  }

  /// Whether `outcome` is a bad memory access that printed nothing: then the same child run
  /// again with the runtime's backtracer on says where it happened.
  static func isSilentMemoryFault(_ outcome: ChildProcess.Outcome) -> Bool {
    guard case .signaled(let signal) = outcome.ending, signal == SIGSEGV || signal == SIGBUS
    else { return false }
    let stderr = String(decoding: outcome.standardError, as: UTF8.self)
    return printed(stderr.split(separator: "\n")).isEmpty
  }

  /// The lines of a child's standard error that it printed itself: not the announcements of
  /// paths, probes and cases.
  static func printed(_ lines: [Substring]) -> [Substring] {
    lines.filter {
      !$0.hasPrefix(PathTrace.prefix) && !$0.hasPrefix(PathTrace.probePrefix)
        && !$0.hasPrefix(caseMarker) && !$0.isEmpty
    }
  }

  /// Where the child of `outcome` crashed, when it was a silent bad memory access: the child
  /// is run again with `arguments` (which start at the case that crashed) and the runtime's
  /// backtrace of it read (about half a second more, for a crash only). `nil` otherwise, or
  /// when no frame is the component's.
  static func crashSite(
    of outcome: ChildProcess.Outcome, rerunning arguments: [String], timeout: Double
  ) -> CrashSite? {
    guard isSilentMemoryFault(outcome),
      case .success(let again) = runChild(arguments, timeout: timeout, backtrace: true)
    else { return nil }
    return CrashSite(
      backtrace: String(decoding: again.standardError, as: UTF8.self),
      image: (executablePath as NSString).lastPathComponent, isDesignables: isDesignables)
  }

  /// Whether `file` is one of Designable's library sources, whose frames are not the
  /// component's (its example components are components like any other).
  static func isDesignables(_ file: String) -> Bool {
    file.hasPrefix(librarySources) && !file.hasPrefix(librarySources + "DesignableExamples/")
  }

  /// The folder of Designable's sources, one module in each folder.
  static let librarySources: String = {
    let file = URL(fileURLWithPath: #filePath)
    return file.deletingLastPathComponent().deletingLastPathComponent().path + "/"
  }()

  /// Whether `line` is the runtime's message for a trap: `fatalError`, a failed `assert` or
  /// `precondition` (`File.swift:87: Assertion failed: …`), a nil unwrapped.
  static func isTrapMessage(_ line: Substring) -> Bool {
    ["Fatal error", "Assertion failed", "Precondition failed"].contains { line.contains($0) }
  }

  /// What to do about a failed child: the component trapped or hung, or the check itself
  /// could not run (the message then says why).
  enum Fix {
    /// The component trapped, hung or ran out of memory.
    case component
    /// The component trapped on a value the checker tried (`key = value`), one that app
    /// code setting the attribute later could give it too.
    case probedValue(String)
    /// The component asked for an image or colour by name that is not among the target's
    /// resources, and crashed.
    case missingResource
    /// The check could not run; the command shows the whole message (none: the message
    /// says it all).
    case rerun(String)
    /// The named function called itself until the stack overflowed.
    case recursion(String)

    var text: String {
      switch self {
      case .component:
        "Make the initializers and hooks safe on every path: no fatalError in init(coder:), "
          + "no waiting on the main thread."
      case .probedValue(let values):
        "Let the setters take any value their type holds, in any order (\(values) trapped): "
          + "clamp or ignore a value out of range, as UISlider does, and reconcile values that "
          + "depend on each other (a minimum and a maximum) in layoutSubviews() or draw(_:) "
          + "rather than asserting in a setter."
      case .missingResource:
        "Add the images and colours the component asks for by name to its target's resources "
          + "(the files, or the asset catalog with .process(\"Assets.xcassets\")), or pass "
          + "their folder or catalog to the check with --images."
      case .rerun(let command) where command.isEmpty:
        "Check that the program can be started again, then rerun the check."
      case .rerun(let command):
        "Run `\(command)` by hand to see the whole message."
      case .recursion(let function):
        "Make `\(function)` stop calling itself: a property whose getter or setter uses its "
          + "own name calls itself for ever; keep the value in a stored property of another "
          + "name, and break any pair of methods that call each other."
      }
    }
  }

  /// The child's arguments: options joined to their values and the document after `--`, so
  /// that no id or path is ever read as an option.
  static func arguments(
    _ document: String, _ instance: IBObject, _ scale: Double, _ artifacts: String,
    images: [String] = [], memoryLimit: Int = defaultMemoryLimit
  ) -> [String] {
    let key = instance.id.map { "--id=\($0)" } ?? "--line=\(instance.line)"
    return ["check-instance", key]
      + ChildCheckOptions.arguments(
        scale: scale, artifacts: artifacts, images: images, memoryLimit: memoryLimit)
      + ["--", document]
  }

  /// Standard output as it was, for the reports alone; from now on what this process prints
  /// (a component's own `print`) goes to standard error, so that it cannot spoil them.
  static func reportOutput() -> FileHandle {
    fflush(nil)
    let reports = dup(STDOUT_FILENO)
    guard reports >= 0 else { return .standardOutput }
    dup2(STDERR_FILENO, STDOUT_FILENO)
    return FileHandle(fileDescriptor: reports, closeOnDealloc: true)
  }

  /// Ends this process and everything in its process group (whatever a component forked)
  /// when `parent`, the `check` that started it, ends or has already ended, so that a
  /// hanging child of an interrupted `check` does not run on forever.
  static func endWithParent(_ parent: pid_t) {
    Thread.detachNewThread {
      while getppid() == parent { sleep(1) }
      // The child leads its own process group (``ChildProcess``); when run by hand it does
      // not, and then only this process ends.
      if getpgrp() == getpid() { kill(0, SIGKILL) }
      _exit(70)
    }
  }

  /// A number of seconds as a person writes it: `3`, `0.5`.
  static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }

  /// A report of one failed check: `target` at `size` with the attribute set `setName`.
  static func report(
    _ failure: Failure, _ target: CheckTarget, _ size: CGSize, _ setName: String, _ scale: Double
  ) -> CheckReport {
    let paths = failure.path.flatMap(LifecyclePath.init(rawValue:)).map { [$0] } ?? []
    let finding = Finding(
      kind: .failingPath, paths: paths, explanation: "\(target.name) \(failure.what).",
      fix: failure.fix.text, isExpected: target.expectedFindings.contains(.failingPath))
    return CheckReport(
      component: target.name, width: Double(size.width), height: Double(size.height), scale: scale,
      attributeSet: setName, findings: [finding], pictures: [:], renders: 0, comparisons: 0)
  }

  /// This executable's path, for starting a child of the same program.
  static var executablePath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL, an illegal instruction such as a Swift trap"
    case SIGTRAP: "SIGTRAP, a trap such as fatalError"
    case SIGSEGV: "SIGSEGV, a bad memory access"
    case SIGABRT: "SIGABRT, an abort"
    case SIGBUS: "SIGBUS"
    case SIGKILL: "SIGKILL, killed from outside, perhaps for using too much memory"
    case SIGTERM: "SIGTERM, stopped from outside"
    default: "signal \(signal)"
    }
  }
}
