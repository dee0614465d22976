#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seconds on the monotonic clock, the clock `pngdecode.c` uses.
func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Seconds of CPU time this thread has used: unlike wall time, it does not grow while
/// other processes hold the cores.
func threadCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The medians of `runs` timings of `body`, in milliseconds: wall time and thread CPU time.
func medianMilliseconds(
  runs: Int, _ body: () throws -> Void
) rethrows -> (wall: Double, cpu: Double) {
  var wall: [Double] = []
  var cpu: [Double] = []
  for _ in 0..<max(runs, 1) {
    let start = now()
    let startCPU = threadCPUTime()
    try body()
    cpu.append((threadCPUTime() - startCPU) * 1000)
    wall.append((now() - start) * 1000)
  }
  return (median(wall), median(cpu))
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// `value` with `digits` decimals, rounded half away from zero; "-" when it is not finite.
func fixed(_ value: Double, _ digits: Int) -> String {
  guard value.isFinite else { return "-" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (abs(value) * scale + 0.5).rounded(.down)
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
  if digits > 0 {
    let digitsText = String(fraction)
    text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
  }
  return text
}

func padLeft(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

func padRight(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// The PNG files at `path`: the path itself when it is a file, else every `*.png` below it
/// (recursively, in byte order of the path).
func pngFiles(at path: String) -> [String] {
  var info = stat()
  guard stat(path, &info) == 0 else { return [] }
  guard (info.st_mode & S_IFMT) == S_IFDIR else { return [path] }
  guard let directory = opendir(path) else { return [] }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name != "." && name != ".." { names.append(name) }
  }
  var files: [String] = []
  for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
    let child = path.hasSuffix("/") ? path + name : path + "/" + name
    var childInfo = stat()
    guard stat(child, &childInfo) == 0 else { continue }
    if (childInfo.st_mode & S_IFMT) == S_IFDIR {
      files += pngFiles(at: child)
    } else if name.lowercased().hasSuffix(".png") {
      files.append(child)
    }
  }
  return files
}

func printError(_ message: String) {
  let line = Array((message + "\n").utf8)
  _ = line.withUnsafeBytes { raw in write(2, raw.baseAddress, raw.count) }
}
