#if canImport(Darwin)
  import Darwin
  import Foundation

  extension ProcessFacts {
    /// Reads process `pid` through `sysctl`: `KERN_PROC_PID` for its name and start time,
    /// `KERN_PROCARGS2` for its arguments, and `kern.boottime` for the boot it lives on.
    /// `nil` when the system tells nothing of it.
    static func readSysctl(_ pid: Int32) -> ProcessFacts? {
      var info = kinfo_proc()
      var size = MemoryLayout<kinfo_proc>.stride
      var query: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, pid]
      guard sysctl(&query, UInt32(query.count), &info, &size, nil, 0) == 0, size > 0 else {
        return nil
      }
      let started = info.kp_proc.p_un.__p_starttime
      let name = withUnsafeBytes(of: info.kp_proc.p_comm) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      var boot = timeval()
      var bootSize = MemoryLayout<timeval>.stride
      let bootText =
        sysctlbyname("kern.boottime", &boot, &bootSize, nil, 0) == 0
        ? "\(boot.tv_sec)" : ProcessInfo.processInfo.hostName
      return ProcessFacts(
        pid: pid, name: name, arguments: commandLine(of: pid),
        start: "\(started.tv_sec).\(started.tv_usec)", boot: bootText)
    }

    /// The arguments of process `pid`, or none when the system does not tell them.
    private static func commandLine(of pid: Int32) -> [String] {
      var query: [Int32] = [CTL_KERN, KERN_PROCARGS2, pid]
      var size = 0
      guard sysctl(&query, UInt32(query.count), nil, &size, nil, 0) == 0, size > 4 else {
        return []
      }
      var buffer = [UInt8](repeating: 0, count: size)
      guard sysctl(&query, UInt32(query.count), &buffer, &size, nil, 0) == 0 else { return [] }
      return argumentsFromProcArgs(Array(buffer.prefix(size)))
    }
  }
#endif
