import DesignableCLI
import ImageDiff
import Raster

/// The command words an input starts with, chosen by its first byte, so that most inputs
/// reach one command's own options instead of failing on an unknown subcommand.
let commands: [[String]] = [
  ["diff"], ["diff", "a.png", "b.png"], ["png", "info"], ["png", "convert"], ["check"],
  ["check-instance"], ["demo"], ["report"], ["accept"], ["prune"], ["inspect"], [],
]

/// The arguments in `bytes`: NUL separates them, as in a process's argument vector.
func arguments(_ bytes: ArraySlice<UInt8>) -> [String] {
  bytes.split(separator: 0, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
}

/// A 7×5 picture made from the input's bytes, so that comparisons see real differences.
func picture(_ data: [UInt8], offset: Int) -> Bitmap {
  let count = 7 * 5 * 4
  let bytes = (0..<count).map { index in data.isEmpty ? 0 : data[(index + offset) % data.count] }
  return Bitmap(width: 7, height: 5, bytes: bytes) ?? Bitmap(width: 7, height: 5)
}

/// Parses the input as a command line; for `diff`, compares two small pictures with the
/// options it parsed. A rejected argument is the expected answer; a trap, a sanitizer
/// report, a hang or a comparison whose numbers contradict each other is a bug.
func check(_ data: [UInt8]) {
  guard let first = data.first else { return }
  let prefix = commands[Int(first) % commands.count]
  let rest = arguments(data.dropFirst())
  do {
    _ = try DesignableCommand.parseAsRoot(prefix + rest)
  } catch {
    _ = DesignableCommand.message(for: error)
    _ = DesignableCommand.exitCode(for: error)
  }
  guard let (options, scale) = try? DesignableCommand._diffOptions(["a.png", "b.png"] + rest)
  else { return }
  let reference = picture(data, offset: 0)
  let actual = picture(data, offset: Int(first))
  let same = ImageDiff.compare(reference, reference, options: options, scale: scale).result
  precondition(same.differentPixels == 0 && same.matches, "an image differs from itself")
  let comparison = ImageDiff.compare(
    reference, actual, options: options, scale: scale, drawsPicture: true)
  let result = comparison.result
  precondition(
    result.differentPixels >= 0 && result.differentPixels <= 35,
    "\(result.differentPixels) differing pixels in a 7×5 image")
  precondition(result.ignoredPixels >= 0 && result.ignoredPixels <= 35)
  precondition(result.allowedPixels >= 0)
  precondition(result.ratio >= 0 && result.ratio <= 1, "ratio \(result.ratio)")
  let plain = ImageDiff.compare(reference, actual, options: options, scale: scale).result
  precondition(plain == result, "drawing the diff picture changed the numbers")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  check(Array(UnsafeBufferPointer(start: start, count: count)))
  return 0
}
