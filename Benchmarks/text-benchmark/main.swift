import Foundation
import Raster
import Typesetting

// Draws 200 labels of mixed sizes into a 1024 x 1024 canvas, times it and prints the median.
//
// Usage: text-benchmark [--runs N] [--labels FILE]
//   --labels FILE  also writes the labels (font file, then "size x y text" lines) for
//                  cairo_text.c, so both draw exactly the same strings.

let texts = [
  "5/10", "Page 1", "Page 12", "Interface Builder", "AVATAR Waffle", "fluffy gift",
  "Designable views", "Sign in", "Cancel", "Settings", "Kerning: AV To Wa Yo",
  "The quick brown fox jumps", "42%", "€ 1,299.00", "Hello, World!", "@IBInspectable",
]
let sizes = [9.0, 11, 12, 13, 15, 17, 20, 24, 28, 32]

struct Label {
  var text: String
  var size: Double
  var origin: Point
}

let labels: [Label] = (0..<200).map { i in
  let size = sizes[(i * 7) % sizes.count]
  let column = i % 4
  let row = i / 4
  return Label(
    text: texts[(i * 5) % texts.count], size: size,
    origin: Point(x: Double(column) * 256 + 4, y: Double(row) * 20 + 2))
}

var runs = 21
var labelsPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--runs": runs = Int(arguments.next() ?? "") ?? runs
  case "--labels": labelsPath = arguments.next()
  default:
    FileHandle.standardError.write(Data("usage: text-benchmark [--runs N] [--labels FILE]\n".utf8))
    exit(64)
  }
}

let regular: Font
do {
  regular = try Font.systemFont(ofSize: 12)
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}

if let labelsPath {
  var lines = [regular.face.filePath]
  for label in labels {
    lines.append("\(label.size) \(label.origin.x) \(label.origin.y) \(label.text)")
  }
  try (lines.joined(separator: "\n") + "\n").write(
    toFile: labelsPath, atomically: true, encoding: .utf8)
}

let attributes = labels.map { TextAttributes(font: regular.withSize($0.size)) }
func drawAll() -> Canvas? {
  guard let canvas = Canvas(width: 1024, height: 1024) else { return nil }
  canvas.clear(.white)
  for (label, attrs) in zip(labels, attributes) {
    canvas.drawText(label.text, at: label.origin, attributes: attrs)
  }
  return canvas
}

_ = drawAll()
var times: [Double] = []
let clock = ContinuousClock()
for _ in 0..<runs {
  let start = clock.now
  _ = drawAll()
  let elapsed = clock.now - start
  times.append(
    Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
}
times.sort()
let median = times[times.count / 2]
print(String(format: "ours: 200 labels, median %.3f ms over %d runs", median, runs))
