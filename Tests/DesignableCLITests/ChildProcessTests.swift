import DesignableCLI
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The child process that `check` runs per instance: it must end, whatever the child does
/// with signals, and never inherit the signals its parent blocks.
@Suite("Child processes")
struct ChildProcessTests {
  func shell(_ script: String, timeout: Double, grace: Double = 2) -> ChildProcess {
    var child = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH=/usr/bin:/bin"],
      timeout: timeout)
    child.grace = grace
    return child
  }

  func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
  }

  @Test func itsOutputAndExitStatusAreCaptured() throws {
    let outcome = try shell("echo out; echo err >&2; exit 3", timeout: 30).run()
    #expect(outcome.ending == .exited(3))
    #expect(String(decoding: outcome.standardOutput, as: UTF8.self) == "out\n")
    #expect(String(decoding: outcome.standardError, as: UTF8.self) == "err\n")
  }

  @Test func aChildKilledByASignalSaysWhich() throws {
    let outcome = try shell("kill -SEGV $$", timeout: 30).run()
    #expect(outcome.ending == .signaled(SIGSEGV))
  }

  @Test func aChildThatDiesOnSIGTERMIsReportedAsStopped() throws {
    var outcome: ChildProcess.Outcome?
    let elapsed = try seconds { outcome = try shell("sleep 30", timeout: 0.5).run() }
    #expect(outcome?.ending == .timedOut(killed: false))
    #expect(elapsed < 5, "took \(elapsed) s")
  }

  @Test func aChildThatIgnoresSIGTERMIsKilledAfterTheGracePeriod() throws {
    // The shell ignores SIGTERM itself, so a signal mask or disposition the test runner
    // passes down plays no part: only SIGKILL can end it.
    let script = "trap '' TERM; echo ready; while :; do sleep 0.1; done"
    var outcome: ChildProcess.Outcome?
    let elapsed = try seconds { outcome = try shell(script, timeout: 0.5, grace: 0.5).run() }
    #expect(outcome?.ending == .timedOut(killed: true))
    #expect(String(decoding: outcome?.standardOutput ?? [], as: UTF8.self) == "ready\n")
    #expect(elapsed >= 1 && elapsed < 6, "took \(elapsed) s")
  }

  @Test func whatTheChildForkedIsKilledAndCannotHoldTheOutputOpen() throws {
    // The child exits at once; its own child ignores SIGTERM and keeps standard output open.
    let script = "(trap '' TERM; exec sleep 60) & echo $!"
    var outcome: ChildProcess.Outcome?
    let elapsed = try seconds { outcome = try shell(script, timeout: 30).run() }
    #expect(outcome?.ending == .exited(0))
    #expect(elapsed < 5, "took \(elapsed) s")
    let text = String(decoding: outcome?.standardOutput ?? [], as: UTF8.self)
    let grandchild = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(!Self.isRunning(grandchild), "the forked process \(grandchild) still runs")
  }

  @Test func aTimedOutChildsForkedProcessesEndWithIt() throws {
    let script =
      "(trap '' TERM; exec sleep 60) & echo $!; trap '' TERM; while :; do sleep 0.1; done"
    let outcome = try shell(script, timeout: 0.5, grace: 0.5).run()
    #expect(outcome.ending == .timedOut(killed: true))
    let text = String(decoding: outcome.standardOutput, as: UTF8.self)
    let grandchild = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(!Self.isRunning(grandchild))
  }

  @Test func theChildBlocksNoSignalEvenWhenItsParentDoes() throws {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGTERM)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let outcome = try shell("grep '^SigBlk' /proc/self/status", timeout: 30).run()
    #expect(outcome.ending == .exited(0))
    #expect(
      String(decoding: outcome.standardOutput, as: UTF8.self) == "SigBlk:\t0000000000000000\n")
  }

  @Test func aProgramThatCannotBeStartedIsAnError() throws {
    let child = ChildProcess(
      executable: "/nonexistent/program", arguments: [], environment: [], timeout: 5)
    #expect(throws: ChildProcessError.self) { try child.run() }
  }

  /// Whether `pid` is a live process (a zombie waiting for its parent counts as ended).
  static func isRunning(_ pid: Int32) -> Bool {
    // Killed processes take a moment to be marked dead.
    for _ in 0..<50 {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
        return false
      }
      if let close = stat.lastIndex(of: ")"),
        stat[stat.index(close, offsetBy: 2)] == "Z"
      {
        return false
      }
      usleep(20_000)
    }
    return true
  }
}
