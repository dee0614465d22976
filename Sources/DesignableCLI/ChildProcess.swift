import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program run in a child process until it ends or its time is up, with its output
/// captured.
///
/// The child starts in a process group of its own, with no signal blocked and the usual
/// signals at their default actions, whatever the parent inherited (a test runner may block
/// SIGTERM). When the time is up the whole group gets SIGTERM, and SIGKILL after
/// ``grace`` seconds, so a child that ignores SIGTERM or forks still ends; when the child
/// ends, what is left of its group is killed too, so that nothing it forked keeps the
/// output pipes open. ``run()`` therefore always returns, within about
/// `timeout + grace + 1` seconds.
package struct ChildProcess {
  /// How the child ended.
  package enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal it did not handle ended it (a trap, a crash, or a kill from outside).
    case signaled(Int32)
    /// Its time was up and it was stopped: by SIGTERM, or by SIGKILL when it was still
    /// running ``ChildProcess/grace`` seconds after SIGTERM.
    case timedOut(killed: Bool)
  }

  /// What a run gave.
  package struct Outcome: Sendable {
    package var ending: Ending
    package var standardOutput: [UInt8]
    package var standardError: [UInt8]
  }

  /// The program's path.
  package var executable: String
  /// The arguments after the program's name.
  package var arguments: [String]
  /// The child's environment, as `NAME=value`.
  package var environment: [String]
  /// Seconds the child may run.
  package var timeout: Double
  /// Seconds between SIGTERM and SIGKILL.
  package var grace: Double = 2
  /// Bytes the child writes to its standard error as it starts each step of its work; each
  /// time they appear the clock starts again, so that ``timeout`` limits every step instead of
  /// the whole run.
  package var heartbeat: [UInt8]?
  /// The most bytes kept of each output; more is read and dropped, so a child that prints
  /// without end neither blocks nor fills the memory.
  package var outputLimit = 64 << 20

  /// Held while a child's pipes are made and it is started (see ``run()``).
  private static let spawning = NSLock()

  package init(executable: String, arguments: [String], environment: [String], timeout: Double) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.timeout = timeout
  }

  /// Starts the child and waits until it ends or is stopped.
  /// - Throws: ``ChildProcessError`` when the child cannot be started.
  package func run() throws(ChildProcessError) -> Outcome {
    var outputPipe: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    // Pipes are made and marked close-on-exec, and the child started, under one lock, so
    // that no other child started here at the same time inherits this one's pipe ends.
    Self.spawning.lock()
    guard makePipe(&outputPipe) else {
      Self.spawning.unlock()
      throw .cannotStart(systemMessage(errno))
    }
    guard makePipe(&errorPipe) else {
      let code = errno
      Self.spawning.unlock()
      close(outputPipe[0])
      close(outputPipe[1])
      throw .cannotStart(systemMessage(code))
    }
    let spawned = spawn(output: outputPipe[1], error: errorPipe[1])
    close(outputPipe[1])
    close(errorPipe[1])
    Self.spawning.unlock()
    guard case .success(let pid) = spawned else {
      close(outputPipe[0])
      close(errorPipe[0])
      if case .failure(let error) = spawned { throw error }
      throw .cannotStart("unknown")
    }
    var reader = ChildOutputReader(descriptors: [outputPipe[0], errorPipe[0]], limit: outputLimit)
    defer { reader.closeAll() }
    let ending = wait(for: pid, reading: &reader)
    // Whatever the child forked may still hold the pipes for a moment; read what is left.
    reader.drain(until: monotonicSeconds() + 1)
    return Outcome(ending: ending, standardOutput: reader.kept[0], standardError: reader.kept[1])
  }

  /// Opens a pipe whose ends are closed in any program this process starts.
  private func makePipe(_ ends: inout [Int32]) -> Bool {
    guard pipe(&ends) == 0 else { return false }
    for end in ends where fcntl(end, F_SETFD, FD_CLOEXEC) != 0 {
      close(ends[0])
      close(ends[1])
      return false
    }
    return true
  }

  /// Starts the child in its own process group with a clean signal state; the pipes' write
  /// ends become its standard output and error, and /dev/null its standard input.
  private func spawn(output: Int32, error: Int32) -> Result<pid_t, ChildProcessError> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, error, 2)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGCHLD] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      return .failure(.cannotStart("\(executable): \(systemMessage(status))"))
    }
    return .success(pid)
  }

  /// Reads the outputs while the child runs, stops it when its time is up, then kills what
  /// is left of its group and reaps it.
  private func wait(for pid: pid_t, reading reader: inout ChildOutputReader) -> Ending {
    var start = monotonicSeconds()
    var terminatedAt: Double?
    var killed = false
    var scanned = 0
    while !hasEnded(pid) {
      reader.poll(milliseconds: 20)
      let now = monotonicSeconds()
      if let heartbeat, terminatedAt == nil, reader.kept[1].count > scanned {
        if reader.kept[1].contains(heartbeat, from: max(0, scanned - heartbeat.count + 1)) {
          start = now
        }
        scanned = reader.kept[1].count
      }
      if terminatedAt == nil, now - start >= timeout {
        signalGroup(pid, SIGTERM)
        terminatedAt = now
      } else if let terminatedAt, !killed, now - terminatedAt >= grace {
        signalGroup(pid, SIGKILL)
        killed = true
      }
    }
    // The child is a zombie until reaped, so its process group id cannot be reused yet.
    signalGroup(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if terminatedAt != nil { return .timedOut(killed: killed) }
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
  }

  /// Whether the child has ended, without reaping it.
  private func hasEnded(_ pid: pid_t) -> Bool {
    var info = siginfo_t()
    let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
    // waitid fails only when there is no such child, which is as good as ended.
    return result < 0 ? errno != EINTR : info.si_signo == SIGCHLD
  }

  private func signalGroup(_ pid: pid_t, _ signal: Int32) {
    kill(-pid, signal)
    kill(pid, signal)
  }
}

extension [UInt8] {
  /// Whether `part` occurs in these bytes at or after `offset`.
  fileprivate func contains(_ part: [UInt8], from offset: Int) -> Bool {
    guard !part.isEmpty, count - offset >= part.count else { return false }
    return (offset...(count - part.count)).contains { start in
      self[start..<(start + part.count)].elementsEqual(part)
    }
  }
}
