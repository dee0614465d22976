import Foundation
import ImageDiff
import PNGCodec
import Raster

// Prints the image diff's speed: identical images, a tolerance diff with the diff picture,
// and a whole file-to-file diff against the time to decode the two files.
//
//   diff-benchmark A.png B.png [--runs N] [--profile-tolerance]
// With no files, two 3000×3000 test images are made from a seeded generator.

func median(_ runs: Int, _ body: () -> Void) -> Double {
  var times: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let start = clock.now
    body()
    let elapsed = clock.now - start
    times.append(
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }
  return times.sorted()[times.count / 2]
}

func testImage(_ side: Int, shift: Int) -> Bitmap {
  var bitmap = Bitmap(width: side, height: side, fill: .white)
  bitmap.bytes.withUnsafeMutableBufferPointer { bytes in
    for y in 0..<side {
      for x in 0..<side {
        let i = (y * side + x) * 4
        let band = ((x + shift) / 37 + y / 53) % 7
        bytes[i] = UInt8(40 * band % 256)
        bytes[i + 1] = UInt8((x * 3 + y) % 256)
        bytes[i + 2] = UInt8(200 - band * 20)
        bytes[i + 3] = 255
      }
    }
  }
  return bitmap
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 7
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count {
  runs = Int(arguments[index + 1]) ?? 7
  arguments.removeSubrange(index...(index + 1))
}
let profiling = arguments.contains("--profile-tolerance")
arguments.removeAll { $0 == "--profile-tolerance" }
let a: Bitmap
let b: Bitmap
var files: (String, String)?
if arguments.count == 2 {
  a = try PNGFile.read(arguments[0]).bitmap
  b = try PNGFile.read(arguments[1]).bitmap
  files = (arguments[0], arguments[1])
} else {
  a = testImage(3000, shift: 0)
  var changed = a
  for y in 1000..<1090 {
    for x in 1500..<1650 { changed[x, y] = RGBA8(red: 255, green: 0, blue: 0) }
  }
  b = changed
}
let megapixels = Double(a.pixelCount) / 1e6
if profiling {
  // Only the tolerance comparison, repeated, for a profiler.
  let options = DiffOptions(channelTolerance: 3, ignoresAntialiasing: true)
  for _ in 0..<runs { _ = ImageDiff.compare(a, b, options: options) }
  exit(0)
}
print(
  "images: \(a.width)×\(a.height) (\(String(format: "%.1f", megapixels)) Mpx), median of \(runs) runs, one core"
)

let same = median(runs) { _ = ImageDiff.compare(a, a) }
print(
  String(
    format: "identical, exact:                 %8.2f ms  %7.0f Mpx/s  (target ≥ 1000)", same * 1e3,
    megapixels / same))
let tolerant = DiffOptions(channelTolerance: 3, ignoresAntialiasing: true)
var reused = Bitmap(width: 0, height: 0)
let picture = median(runs) { _ = ImageDiff.compare(a, b, options: tolerant, picture: &reused) }
print(
  String(
    format:
      "tolerance + AA + diff picture:    %8.2f ms  %7.0f Mpx/s  (target ≥ 300; picture buffer reused)",
    picture * 1e3, megapixels / picture))
let freshPicture = median(runs) {
  _ = ImageDiff.compare(a, b, options: tolerant, drawsPicture: true)
}
print(
  String(
    format: "  with a fresh picture each time: %8.2f ms  %7.0f Mpx/s", freshPicture * 1e3,
    megapixels / freshPicture))
let result = ImageDiff.compare(a, b, options: tolerant).result
print("  \(result.summary)")

if let (first, second) = files {
  let decode = median(runs) {
    _ = try? PNGFile.read(first)
    _ = try? PNGFile.read(second)
  }
  let whole = median(runs) {
    guard let x = try? PNGFile.read(first).bitmap, let y = try? PNGFile.read(second).bitmap else {
      return
    }
    _ = ImageDiff.compare(x, y)
  }
  print(String(format: "decode both files:                %8.2f ms", decode * 1e3))
  print(
    String(
      format: "file-to-file exact diff:          %8.2f ms  = %.2f× decode (target ≤ 1.2)",
      whole * 1e3, whole / decode))
  let exact = ImageDiff.compare(a, b).result
  print("  exact differing pixels: \(exact.differentPixels)")
  let yiq = ImageDiff.compare(a, b, options: DiffOptions(yiqThreshold: 0.1)).result
  print("  YIQ > 0.1 differing pixels: \(yiq.differentPixels)")
  let aa = ImageDiff.compare(
    a, b, options: DiffOptions(yiqThreshold: 0.1, ignoresAntialiasing: true)
  ).result
  print(
    "  YIQ > 0.1 with anti-aliasing ignored: \(aa.differentPixels) (\(aa.antialiasedPixels) forgiven)"
  )
}

let fadedOnly = median(runs) { _ = ImageDiff.compare(a, a, options: tolerant, drawsPicture: true) }
print(
  String(
    format: "identical with the diff picture:  %8.2f ms  %7.0f Mpx/s", fadedOnly * 1e3,
    megapixels / fadedOnly))
let fadedReused = median(runs) { _ = ImageDiff.compare(a, a, options: tolerant, picture: &reused) }
print(
  String(
    format: "  picture buffer reused:          %8.2f ms  %7.0f Mpx/s", fadedReused * 1e3,
    megapixels / fadedReused))
let tolerantNoPicture = median(runs) { _ = ImageDiff.compare(a, b, options: tolerant) }
print(
  String(
    format: "tolerance + AA, no picture:       %8.2f ms  %7.0f Mpx/s", tolerantNoPicture * 1e3,
    megapixels / tolerantNoPicture))
