import ArgumentParser
import Components
import DesignableTesting
import Dispatch
import Foundation
import IBDocument

/// `designable check-instance DOCUMENT ID`: checks one instance of a document in this
/// process and prints the reports as JSON. `designable check` runs it in a child process
/// per instance, as Interface Builder's designables agent does, so that a component that
/// traps or hangs is reported and the other instances are still checked.
struct CheckInstanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check-instance", abstract: "Check one instance of a document (used by check).",
    shouldDisplay: false)

  @Argument var document: String
  @Argument var instance: String
  @Option var scale = 2.0
  @Option var artifacts = ".build/designable/artifacts"

  func run() throws {
    let parsed = try IBDocument.read(contentsOfFile: document)
    guard let object = parsed.instances.first(where: { $0.name == instance }),
      let target = Designable.components.first(where: { $0.name == object.customClass }),
      let frame = object.frame
    else { throw DesignableExit.usage }
    let reports = CheckTarget(
      target.type, sizes: [frame.size], attributeSets: [object.attributeSet],
      standard: object.standard, expectedFindings: target.expectedFindings
    ).check(scale: CGFloat(scale), picturesFolder: (artifacts as NSString).appendingPathComponent("check"))
    let encoder = JSONEncoder()
    print(String(decoding: try encoder.encode(reports), as: UTF8.self))
  }
}

/// Runs `check-instance` in a child process and turns a crash or a hang into a finding.
enum IsolatedCheck {
  static func run(
    document: String, instance: IBObject, target: CheckTarget, scale: Double, artifacts: String,
    timeout: Double
  ) -> [CheckReport] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executablePath)
    process.arguments = [
      "check-instance", document, instance.name, "--scale", String(scale), "--artifacts", artifacts,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["DESIGNABLE_TRACE_PATHS"] = "1"
    // The crash's own message is what matters; a backtrace would only slow the report.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    let outputData = DataBox()
    let errorData = DataBox()
    let readers = DispatchGroup()
    for (pipe, box) in [(output, outputData), (errors, errorData)] {
      DispatchQueue.global().async(group: readers) { box.data = pipe.fileHandleForReading.readDataToEndOfFile() }
    }
    let size = instance.frame?.size ?? .zero
    do {
      try process.run()
    } catch {
      return [failure(target, size, instance, scale, "could not start a child process: \(error)")]
    }
    var timedOut = false
    if done.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      if done.wait(timeout: .now() + 2) == .timedOut { kill(process.processIdentifier, SIGKILL) }
      done.wait()
    }
    readers.wait()
    let stderr = String(decoding: errorData.data, as: UTF8.self)
    let lastPath = stderr.split(separator: "\n").last { $0.hasPrefix(PathTrace.prefix) }
      .map { String($0.dropFirst(PathTrace.prefix.count)) } ?? "unknown"
    if timedOut {
      return [failure(target, size, instance, scale, "did not finish within \(Int(timeout)) s on the \(lastPath) path and was stopped", path: lastPath)]
    }
    if process.terminationReason == .uncaughtSignal {
      let lines = stderr.split(separator: "\n").filter { !$0.hasPrefix(PathTrace.prefix) && !$0.isEmpty }
      let message = (lines.first { $0.contains("Fatal error") } ?? lines.last).map(String.init) ?? ""
      let signal = process.terminationStatus
      return [
        failure(
          target, size, instance, scale,
          "crashed with signal \(signal) (\(signalName(signal))) on the \(lastPath) path: \(message)",
          path: lastPath)
      ]
    }
    guard process.terminationStatus == 0,
      let reports = try? JSONDecoder().decode([CheckReport].self, from: outputData.data)
    else {
      return [failure(target, size, instance, scale, "failed with exit status \(process.terminationStatus): \(stderr.suffix(300))")]
    }
    return reports
  }

  private static func failure(
    _ target: CheckTarget, _ size: CGSize, _ instance: IBObject, _ scale: Double, _ what: String,
    path: String? = nil
  ) -> CheckReport {
    let paths = path.flatMap(LifecyclePath.init(rawValue:)).map { [$0] } ?? []
    let finding = Finding(
      kind: .failingPath, paths: paths,
      explanation: "\(target.name) \(what).",
      fix: "Make the initializers and hooks safe on every path: no fatalError in init(coder:), no waiting on the main thread.",
      isExpected: target.expectedFindings.contains(.failingPath))
    return CheckReport(
      component: target.name, width: Double(size.width), height: Double(size.height), scale: scale,
      attributeSet: instance.name, findings: [finding], pictures: [:], renders: 0, comparisons: 0)
  }

  /// This executable's path, for starting a child of the same program.
  static var executablePath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL, an illegal instruction such as a Swift trap"
    case SIGTRAP: "SIGTRAP, a trap such as fatalError"
    case SIGSEGV: "SIGSEGV, a bad memory access"
    case SIGABRT: "SIGABRT, an abort"
    case SIGBUS: "SIGBUS"
    case SIGKILL: "SIGKILL"
    case SIGTERM: "SIGTERM"
    default: "signal \(signal)"
    }
  }
}

private final class DataBox: @unchecked Sendable {
  var data = Data()
}
