import PNGCodec
import Raster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  usage: png-benchmark generate DIR
           writes ui_1024.png and ui_3000.png (seeded, RGBA, like app screen renders) to DIR
         png-benchmark [--decode-runs N] [--encode-runs N] [--decode-only] [--tsv FILE] PATH...
           decodes and encodes each PNG file (a folder: every *.png below it) and prints
           the median wall and CPU times; --tsv also writes one tab-separated row per file
  """

/// The synthetic images: file name, side in pixels, seed.
let syntheticImages: [(name: String, size: Int, seed: UInt64)] = [
  ("ui_1024.png", 1024, 1024),
  ("ui_3000.png", 3000, 3000),
]

struct Row {
  var path: String
  var width: Int
  var height: Int
  var fileBytes: Int
  var decodeMs: Double
  var readDecodeMs: Double
  var encodeMs: Double
  var encodeCPUMs: Double
  var ourBytes: Int
  var lossless: Bool
  /// A byte of every decoded bitmap, summed, so that the optimizer keeps each decode.
  var checksum: Int

  var rawBytes: Int { width * height * 4 }
  var megabytesPerSecond: Double { Double(rawBytes) / 1e6 / (encodeMs / 1000) }
  var cpuMegabytesPerSecond: Double { Double(rawBytes) / 1e6 / (encodeCPUMs / 1000) }
}

func generate(into folder: String) -> Int32 {
  for image in syntheticImages {
    let start = now()
    let bitmap = SyntheticScene.render(size: image.size, seed: image.seed)
    let path = folder + "/" + image.name
    do {
      try PNGFile.write(bitmap, to: path)
    } catch {
      printError("png-benchmark: cannot write \(path): \(error)")
      return 1
    }
    print("wrote \(path) (\(image.size)×\(image.size), \(fixed((now() - start) * 1000, 0)) ms)")
  }
  return 0
}

func measure(_ path: String, decodeRuns: Int, encodeRuns: Int?) throws -> Row {
  let data = try AtomicFile.read(path)
  let bitmap = try PNGDecoder().decode(data)
  let decoder = PNGDecoder()
  var checksum = 0
  let decodeMs = try medianMilliseconds(runs: decodeRuns) {
    checksum &+= Int(try decoder.decode(data).bytes[bitmap.bytes.count / 2])
  }
  let readDecodeMs = try medianMilliseconds(runs: decodeRuns) {
    checksum &+= Int(try PNGFile.read(path).bitmap.bytes[bitmap.bytes.count / 2])
  }
  var row = Row(
    path: path, width: bitmap.width, height: bitmap.height, fileBytes: data.count,
    decodeMs: decodeMs.wall, readDecodeMs: readDecodeMs.wall, encodeMs: 0, encodeCPUMs: 0,
    ourBytes: 0, lossless: true, checksum: checksum)
  guard let encodeRuns else { return row }
  let encoder = PNGEncoder()
  var encoded: [UInt8] = []
  let encodeMs = try medianMilliseconds(runs: encodeRuns) {
    encoded = try encoder.encode(bitmap)
  }
  row.encodeMs = encodeMs.wall
  row.encodeCPUMs = encodeMs.cpu
  row.ourBytes = encoded.count
  row.lossless = (try? PNGDecoder().decode(encoded)) == bitmap
  return row
}

func shortName(_ path: String, width: Int) -> String {
  let name = path.split(separator: "/").last.map(String.init) ?? path
  return name.count <= width ? name : "…" + String(name.suffix(width - 1))
}

func printTable(_ rows: [Row]) {
  let header = [
    padRight("file", 44), padLeft("size", 10), padLeft("bytes", 9), padLeft("dec ms", 8),
    padLeft("rd+dec", 8), padLeft("enc ms", 8), padLeft("MB/s", 6), padLeft("cpu MB/s", 8),
    padLeft("our bytes", 9),
    padLeft("ours/in", 7), " ok",
  ]
  print(header.joined(separator: " "))
  for row in rows {
    let cells = [
      padRight(shortName(row.path, width: 44), 44), padLeft("\(row.width)×\(row.height)", 10),
      padLeft(String(row.fileBytes), 9), padLeft(fixed(row.decodeMs, 2), 8),
      padLeft(fixed(row.readDecodeMs, 2), 8), padLeft(fixed(row.encodeMs, 1), 8),
      padLeft(fixed(row.megabytesPerSecond, 1), 6),
      padLeft(fixed(row.cpuMegabytesPerSecond, 1), 8), padLeft(String(row.ourBytes), 9),
      padLeft(fixed(Double(row.ourBytes) / Double(row.fileBytes), 3), 7),
      row.lossless ? "yes" : " NO",
    ]
    print(cells.joined(separator: " "))
  }
  guard rows.count > 1 else { return }
  let raw = rows.reduce(0) { $0 + $1.rawBytes }
  let inBytes = rows.reduce(0) { $0 + $1.fileBytes }
  let ours = rows.reduce(0) { $0 + $1.ourBytes }
  let encodeMs = rows.reduce(0) { $0 + $1.encodeMs }
  let encodeCPUMs = rows.reduce(0) { $0 + $1.encodeCPUMs }
  let cells = [
    padRight("total (\(rows.count) files)", 44), padLeft("", 10), padLeft(String(inBytes), 9),
    padLeft(fixed(rows.reduce(0) { $0 + $1.decodeMs }, 2), 8),
    padLeft(fixed(rows.reduce(0) { $0 + $1.readDecodeMs }, 2), 8), padLeft(fixed(encodeMs, 1), 8),
    padLeft(fixed(Double(raw) / 1e6 / (encodeMs / 1000), 1), 6),
    padLeft(fixed(Double(raw) / 1e6 / (encodeCPUMs / 1000), 1), 8), padLeft(String(ours), 9),
    padLeft(fixed(Double(ours) / Double(inBytes), 3), 7),
    rows.allSatisfy(\.lossless) ? "yes" : " NO",
  ]
  print(cells.joined(separator: " "))
}

func writeTSV(_ rows: [Row], to path: String) -> Bool {
  var text =
    "path\twidth\theight\tfile_bytes\tdecode_ms\tread_decode_ms\tencode_ms\tencode_mbps"
    + "\tour_bytes\tlossless\tencode_cpu_ms\n"
  for row in rows {
    let fields = [
      row.path, String(row.width), String(row.height), String(row.fileBytes),
      fixed(row.decodeMs, 3), fixed(row.readDecodeMs, 3), fixed(row.encodeMs, 3),
      fixed(row.megabytesPerSecond, 2), String(row.ourBytes), row.lossless ? "1" : "0",
      fixed(row.encodeCPUMs, 3),
    ]
    text += fields.joined(separator: "\t") + "\n"
  }
  do {
    try AtomicFile.write(Array(text.utf8), to: path)
    return true
  } catch {
    printError("png-benchmark: cannot write \(path): \(error)")
    return false
  }
}

func run(_ arguments: [String]) -> Int32 {
  if arguments.first == "generate" {
    guard arguments.count == 2 else {
      printError(usage)
      return 64
    }
    return generate(into: arguments[1])
  }
  var decodeRuns = 9
  var encodeRuns = 5
  var decodeOnly = false
  var tsvPath: String?
  var inputs: [String] = []
  var index = 0
  while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "--decode-runs", "--encode-runs", "--tsv":
      guard index + 1 < arguments.count else {
        printError(usage)
        return 64
      }
      let value = arguments[index + 1]
      index += 2
      if argument == "--tsv" {
        tsvPath = value
      } else if let count = Int(value), count > 0 {
        if argument == "--decode-runs" { decodeRuns = count } else { encodeRuns = count }
      } else {
        printError("png-benchmark: \(argument) needs a positive count, not \(value)")
        return 64
      }
    case "--decode-only":
      decodeOnly = true
      index += 1
    case "-h", "--help":
      print(usage)
      return 0
    default:
      inputs.append(argument)
      index += 1
    }
  }
  let files = inputs.flatMap(pngFiles(at:))
  guard !files.isEmpty else {
    printError(inputs.isEmpty ? usage : "png-benchmark: no PNG files in \(inputs)")
    return 64
  }
  var rows: [Row] = []
  var failed = false
  for file in files {
    do {
      rows.append(
        try measure(file, decodeRuns: decodeRuns, encodeRuns: decodeOnly ? nil : encodeRuns))
    } catch {
      printError("png-benchmark: \(file): \(error)")
      failed = true
    }
  }
  let checksum = rows.reduce(0) { $0 &+ $1.checksum }
  let encodeNote = decodeOnly ? "not measured" : "median of \(encodeRuns)"
  print("decode: median of \(decodeRuns), encode: \(encodeNote) (checksum \(checksum))")
  printTable(rows)
  if let tsvPath, !writeTSV(rows, to: tsvPath) { return 1 }
  return failed || !rows.allSatisfy(\.lossless) ? 65 : 0
}

exit(run(Array(CommandLine.arguments.dropFirst())))
