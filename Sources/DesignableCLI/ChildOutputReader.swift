#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the child's output pipes as data arrives, keeping up to a limit of each.
struct ChildOutputReader {
  var descriptors: [Int32]
  var kept: [[UInt8]]
  let limit: Int

  init(descriptors: [Int32], limit: Int) {
    self.descriptors = descriptors
    self.kept = descriptors.map { _ in [] }
    self.limit = limit
  }

  var isOpen: Bool { descriptors.contains { $0 >= 0 } }

  /// Waits up to `milliseconds` for data and reads what there is; a pipe at its end is
  /// closed and no longer polled.
  mutating func poll(milliseconds: Int32) {
    guard isOpen else {
      usleep(UInt32(milliseconds) * 1000)
      return
    }
    var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard Glibc_poll(&fds, nfds_t(fds.count), milliseconds) > 0 else { return }
    for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
      readOnce(index)
    }
  }

  /// Reads until every pipe is at its end or `deadline` passes.
  mutating func drain(until deadline: Double) {
    while isOpen && monotonicSeconds() < deadline { poll(milliseconds: 20) }
  }

  private mutating func readOnce(_ index: Int) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { read(descriptors[index], $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { return }
    guard count > 0 else {
      close(descriptors[index])
      descriptors[index] = -1
      return
    }
    let room = max(0, limit - kept[index].count)
    kept[index] += buffer.prefix(min(count, room))
  }

  mutating func closeAll() {
    for index in descriptors.indices where descriptors[index] >= 0 {
      close(descriptors[index])
      descriptors[index] = -1
    }
  }
}

@inline(__always)
private func Glibc_poll(_ fds: UnsafeMutablePointer<pollfd>, _ count: nfds_t, _ timeout: Int32)
  -> Int32
{
  poll(fds, count, timeout)
}

/// Seconds on a clock that only moves forward.
func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func systemMessage(_ code: Int32) -> String {
  String(cString: strerror(code))
}
