import Foundation

/// The facts about one process that name a run: its id, name, arguments and start time.
struct ProcessFacts: Equatable, Sendable {
  var pid: Int32
  var name: String
  var arguments: [String]
  /// The start time in clock ticks since boot, or another value unique to this start.
  var start: String
  /// The boot (or machine) the process lives on.
  var boot: String

  /// Whether this is SwiftPM's test driver.
  var isSwiftTest: Bool {
    name == "swift-test"
      || URL(fileURLWithPath: arguments.first ?? "").lastPathComponent == "swift-test"
  }

  /// A run identity unique to this process's life: boot, process id and start time.
  var identity: String { RunProcess.safeName("\(boot)-\(pid)-\(start)") }

  /// The parent process, where the system tells (Linux's /proc, Darwin's `sysctl`).
  static func parent() -> ProcessFacts? { read(getppid()) }

  /// This process, where the system tells.
  static func own() -> ProcessFacts? { read(getpid()) }

  /// This process when the system does not tell: its id and the time now.
  static func fallback() -> ProcessFacts {
    let now = Int(Date().timeIntervalSince1970 * 1000)
    return ProcessFacts(
      pid: getpid(), name: "", arguments: CommandLine.arguments, start: String(now),
      boot: ProcessInfo.processInfo.hostName)
  }

  /// Reads what the system tells of process `pid`; `nil` when it tells nothing.
  static func read(_ pid: Int32) -> ProcessFacts? {
    #if canImport(Darwin)
      readSysctl(pid)
    #else
      readProc(pid)
    #endif
  }

  /// Reads `/proc/<pid>`; `nil` where there is no /proc.
  static func readProc(_ pid: Int32) -> ProcessFacts? {
    let folder = "/proc/\(pid)"
    guard let stat = try? String(contentsOfFile: folder + "/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command's closing parenthesis: state is field 3, start time field 22.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19 else { return nil }
    let name = (try? String(contentsOfFile: folder + "/comm", encoding: .utf8)) ?? ""
    let commandLine = (try? Data(contentsOf: URL(fileURLWithPath: folder + "/cmdline"))) ?? Data()
    let arguments = commandLine.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    let boot =
      (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8))
      .map { String($0.prefix(8)) } ?? ProcessInfo.processInfo.hostName
    return ProcessFacts(
      pid: pid, name: name.trimmingCharacters(in: .whitespacesAndNewlines),
      arguments: arguments, start: String(fields[19]), boot: boot)
  }

  /// The arguments in a `KERN_PROCARGS2` buffer: the argument count (a 32-bit integer), the
  /// executable's path, padding zeros, then the arguments, each ending in a zero byte.
  /// Empty when the buffer is shorter than it says.
  static func argumentsFromProcArgs(_ buffer: [UInt8]) -> [String] {
    guard buffer.count >= 4 else { return [] }
    var declared: Int32 = 0  // in the machine's byte order
    withUnsafeMutableBytes(of: &declared) { $0.copyBytes(from: buffer[0..<4]) }
    let count = Int(declared)
    var index = 4
    while index < buffer.count && buffer[index] != 0 { index += 1 }  // the executable's path
    while index < buffer.count && buffer[index] == 0 { index += 1 }  // its padding
    var arguments: [String] = []
    while arguments.count < count && index < buffer.count {
      let end = buffer[index...].firstIndex(of: 0) ?? buffer.count
      arguments.append(String(decoding: buffer[index..<end], as: UTF8.self))
      index = end + 1
    }
    return arguments.count == count ? arguments : []
  }
}
