import Components
import Foundation
import Testing

@testable import DesignableChecks
@testable import ImageDiff

/// The run part's lines, written by hand (``JSONLine``) and read by `JSONDecoder`: every
/// record kind comes back equal, whatever its strings and numbers hold, and `JSONEncoder`
/// (the writer they replace, kept here as the oracle) writes the same members.
@Suite("Run lines")
struct RunLineTests {
  /// Strings a test name, a path or a message could hold.
  static let hostile: [String] = [
    "", "plain", "quote \" and backslash \\ and slash /", "\"\\\"\\\\", "new\nline\r\ttab",
    "nul \u{0} bell \u{7} escape \u{1B} unit \u{1F} delete \u{7F}", "\u{8}\u{C}\u{B}",
    "line separator \u{2028} paragraph \u{2029}", "emoji 👩‍👩‍👧 🏳️‍🌈 e\u{301}",
    "非ASCII ção Ελληνικά", "\u{FEFF}bom \u{FFFF} \u{10FFFF}", "\\u0041 not an escape",
    "}\"],{\"snapshot\":", String(repeating: "long name é\"\n", count: 800),
  ]

  static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = RunRecord.NonFiniteNumbers.decoding
    return decoder
  }

  /// The writer `RunPartWriter` used before ``JSONLine``.
  static func oracle() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = RunRecord.NonFiniteNumbers.encoding
    return encoder
  }

  static func line(_ record: RunRecord) -> [UInt8] {
    var line = JSONLine(capacity: 16)
    line.write(record)
    return line.bytes
  }

  static func decoded(_ bytes: [UInt8]) throws -> RunRecord {
    try decoder().decode(RunRecord.self, from: Data(bytes))
  }

  /// Records of every kind, each member set, the strings taken from `strings`.
  static func records(_ strings: [String]) -> [RunRecord] {
    var index = 0
    func next() -> String {
      index += 1
      return strings[index % strings.count]
    }
    func dictionary(_ count: Int) -> [String: String] {
      var entries: [String: String] = [:]
      for _ in 0..<count { entries[next()] = next() }
      return entries
    }
    let header = RunPartHeader(
      runID: next(), runIDSource: next(), isSharedIdentity: true, sequence: 7, started: next(),
      host: next(), pid: 4_194_304, role: next(), arguments: strings, filter: next(),
      shard: SnapshotShard(index: 2, count: 3, source: next()), artifactsFolder: next(),
      expectedRoles: [next(), next()])
    var bare = header
    (bare.filter, bare.shard, bare.expectedRoles, bare.arguments) = (nil, nil, nil, [])
    let full = SnapshotOutcome(
      name: next(), group: next(), status: .failed, referencePath: next(), actualPath: next(),
      diffPath: next(),
      result: DiffResult(
        width: 128, height: 128, actualWidth: 130, actualHeight: 1, differentPixels: 5,
        ratio: 5.0 / 16384, maxChannelDelta: 255, maxDeltaE: 0.1 + 0.2,
        boundingBox: PixelBox(x: 1, y: 2, width: 3, height: 4), antialiasedPixels: 6,
        ignoredPixels: -7, allowedPixels: Int.max),
      options: DiffOptions(
        channelTolerance: 3, perceptualTolerance: .infinity, yiqThreshold: 0.1,
        allowedDifferingPixels: .ratio(-.infinity), ignoresAntialiasing: true,
        ignoredRegions: [
          IgnoredRegion(x: -0.0, y: 1e-300, width: .greatestFiniteMagnitude, height: 5e-324),
          IgnoredRegion(x: .infinity, y: -.infinity, width: 1e16, height: 0.000_01),
        ]),
      message: next(), warning: next(), owner: SnapshotOwner(id: next(), label: next()),
      decodeSeconds: 1.0 / 3.0, compareSeconds: 123_456_789.125)
    var minimal = SnapshotOutcome(
      name: next(), group: next(), status: .passed, referencePath: next(),
      options: DiffOptions(allowedDifferingPixels: .count(Int.min)), decodeSeconds: 0,
      compareSeconds: -0.0)
    minimal.result = DiffResult(
      width: 0, height: 0, actualWidth: 0, actualHeight: 0, differentPixels: 0, ratio: 0,
      maxChannelDelta: 0, maxDeltaE: 0, boundingBox: nil, antialiasedPixels: 0,
      ignoredPixels: 0, allowedPixels: 0)
    var report = CheckReport(
      component: next(), width: 64, height: 0.5, scale: 3, attributeSet: next(),
      findings: [
        Finding(
          kind: .orderDependence, attributes: [next(), next()], paths: LifecyclePath.allCases,
          explanation: next(), fix: next(), isExpected: true,
          details: dictionary(3), pictures: dictionary(1)),
        Finding(kind: .readsOutsideInput, explanation: next(), fix: next()),
      ],
      pictures: dictionary(2), renders: 12, comparisons: 9)
    report.seconds = 0.25
    report.lifecycle = [
      "designTime": [
        LifecycleRecord(step: next(), changes: dictionary(1), animations: [next()])
      ],
      "runTime": [
        LifecycleRecord(step: next(), changes: [:]),
        LifecycleRecord(step: next(), changes: dictionary(2)),
      ],
    ]
    let bareReport = CheckReport(
      component: next(), width: 1, height: 1, scale: 1, attributeSet: next(), findings: [])
    return [
      RunRecord(part: header), RunRecord(part: bare), RunRecord(snapshot: full),
      RunRecord(snapshot: minimal), RunRecord(check: report), RunRecord(check: bareReport),
      RunRecord(end: RunPartEnd(finished: next(), snapshots: 10_000, checks: 0)),
      RunRecord(
        ownerLearnt: RunRecord.OwnerLearnt(
          placeholder: next(), owner: SnapshotOwner(id: next(), label: next()))),
    ]
  }

  @Test(arguments: [["plain"], hostile, hostile.reversed()])
  func everyRecordKindReadsBackEqual(strings: [String]) throws {
    for record in Self.records(strings) {
      let bytes = Self.line(record)
      #expect(!bytes.contains(0x0a), "a record is one line")
      #expect(try Self.decoded(bytes) == record, "\(String(decoding: bytes, as: UTF8.self))")
    }
  }

  /// The old writer's lines and the new ones hold the same members and values (so a member
  /// added to a record and not to ``JSONLine`` is caught), and read back as equal records.
  @Test(arguments: [["plain"], hostile])
  func theOldWriterAndTheNewOneAgree(strings: [String]) throws {
    for record in Self.records(strings) {
      let new = Self.line(record)
      let old = Array(try Self.oracle().encode(record))
      let newValue = try JSONSerialization.jsonObject(with: Data(new)) as? NSDictionary
      let oldValue = try JSONSerialization.jsonObject(with: Data(old)) as? NSDictionary
      #expect(newValue != nil)
      #expect(newValue == oldValue, "\(String(decoding: new, as: UTF8.self))")
      #expect(try Self.decoded(new) == Self.decoded(old))
    }
  }

  @Test func notANumberIsWrittenAsItsStringAndReadsBackAsNotANumber() throws {
    var options = DiffOptions()
    options.perceptualTolerance = .nan
    options.yiqThreshold = -.nan
    options.allowedDifferingPixels = .ratio(.signalingNaN)
    var outcome = SnapshotOutcome(
      name: "n", group: "g", status: .passed, referencePath: "r", options: options,
      decodeSeconds: .nan, compareSeconds: .infinity)
    outcome.result = DiffResult(
      width: 1, height: 1, actualWidth: 1, actualHeight: 1, differentPixels: 0, ratio: .nan,
      maxChannelDelta: 0, maxDeltaE: -.infinity, boundingBox: nil, antialiasedPixels: 0,
      ignoredPixels: 0, allowedPixels: 0)
    let bytes = Self.line(RunRecord(snapshot: outcome))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(#""perceptualTolerance":"nan""#))
    #expect(text.contains(#""yiqThreshold":"nan""#))
    #expect(text.contains(#""maxDeltaE":"-inf""#))
    let read = try #require(try Self.decoded(bytes).snapshot)
    #expect(read.options.perceptualTolerance?.isNaN == true)
    #expect(read.options.yiqThreshold?.isNaN == true)
    guard case .ratio(let ratio) = read.options.allowedDifferingPixels else {
      Issue.record("the allowance is no longer a ratio: \(read.options.allowedDifferingPixels)")
      return
    }
    #expect(ratio.isNaN)
    #expect(read.decodeSeconds.isNaN && read.result?.ratio.isNaN == true)
    #expect(read.compareSeconds == .infinity && read.result?.maxDeltaE == -.infinity)
    #expect(Self.line(RunRecord(snapshot: read)) == bytes)
  }

  /// Every finite Double, of any magnitude, reads back as the very same bits.
  @Test func numbersReadBackBitForBit() throws {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1, 1.0 / 3.0, 1e16, 1e-5, 9_007_199_254_740_993, .ulpOfOne,
      .leastNonzeroMagnitude, -.leastNormalMagnitude, .greatestFiniteMagnitude, .pi,
    ]
    var bits: UInt64 = 0x0123_4567_89ab_cdef
    while values.count < 3_000 {
      bits = bits &* 0x9E37_79B9_7F4A_7C15 &+ 0x632B_E59B_D9B4_E019  // a 64-bit LCG step
      let value = Double(bitPattern: bits)
      if value.isFinite { values.append(value) }
    }
    for value in values {
      var outcome = SnapshotOutcome(
        name: "n", group: "g", status: .passed, referencePath: "r", options: .exact,
        decodeSeconds: value, compareSeconds: -value)
      outcome.options.ignoredRegions = [IgnoredRegion(x: value, y: 0, width: 1, height: 1)]
      let read = try #require(try Self.decoded(Self.line(RunRecord(snapshot: outcome))).snapshot)
      #expect(read.decodeSeconds.bitPattern == value.bitPattern, "\(value)")
      #expect(read.compareSeconds.bitPattern == (-value).bitPattern, "\(value)")
      #expect(read.options.ignoredRegions.first?.x.bitPattern == value.bitPattern, "\(value)")
    }
  }

  /// The same record gives the same bytes, whatever order its dictionaries were filled in.
  @Test func theSameRecordGivesTheSameLine() {
    let keys = (0..<40).map { "key \($0) \(Self.hostile[$0 % Self.hostile.count].prefix(20))" }
    var forward: [String: String] = [:]
    for key in keys { forward[key] = key + " value" }
    var backward: [String: String] = [:]
    for key in keys.reversed() { backward[key] = key + " value" }
    var report = CheckReport(
      component: "C", width: 1, height: 1, scale: 1, attributeSet: "a", findings: [],
      pictures: forward)
    let first = Self.line(RunRecord(check: report))
    report.pictures = backward
    #expect(Self.line(RunRecord(check: report)) == first)
  }

  /// A part written line by line by the old writer and one written by ``RunPartWriter``
  /// read back as the same part.
  @Test func partsOfTheOldWriterAndTheNewOneReadTheSame() throws {
    let box = try RunFolderBox()
    let records = Self.records(Self.hostile)
    var part = try #require(records.first?.part)
    (part.runID, part.role, part.sequence) = ("old-and-new", "XCTest", 1)
    let writer = try RunPartWriter(artifactsFolder: box.artifacts) { _ in part }
    var old = Data()
    old.append(try Self.oracle().encode(RunRecord(part: part)))
    old.append(0x0a)
    for record in records.dropFirst() {
      if let snapshot = record.snapshot { try writer.append(snapshot) }
      if let check = record.check { try writer.append(check) }
      if let learnt = record.ownerLearnt { try writer.append(learnt) }
      guard record.end == nil else { continue }
      old.append(try Self.oracle().encode(record))
      old.append(0x0a)
    }
    try writer.end(finished: "then")
    let end = RunPartEnd(finished: "then", snapshots: writer.snapshots, checks: writer.checks)
    old.append(try Self.oracle().encode(RunRecord(end: end)))
    old.append(0x0a)
    let oldPath = (writer.path as NSString).deletingLastPathComponent + "/old.jsonl"
    try old.write(to: URL(fileURLWithPath: oldPath))

    let readNew = try #require(RunPart.read(writer.path, artifactsFolder: box.artifacts))
    let readOld = try #require(RunPart.read(oldPath, artifactsFolder: box.artifacts))
    #expect(readNew.notes.isEmpty && readNew.isComplete, "\(readNew.notes)")
    #expect(readNew.snapshots.count == 2 && readNew.checks.count == 2)
    #expect(readNew.header.runID == part.runID && readNew.header.sequence == 1)
    var expected = readOld
    expected.path = readNew.path
    #expect(readNew == expected)
  }
}
