/// Writes coverage into a zeroed clip mask, intersected with the previous mask if any
/// (`new = coverage × previous / 255`, rounded).
///
/// With `wantsEdgeChords`, it also notes the chord of each edge pixel crossed by a single
/// chain where the previous mask, if any, is whole (elsewhere the pixel's inside is not the
/// chord's side alone).
struct MaskSink: CoverageSink {
  let values: UnsafeMutablePointer<UInt8>
  let previous: UnsafePointer<UInt8>?
  let width: Int
  var wantsEdgeChords = false
  var chords = EdgeChordTable()
  /// The first and last rows and columns given coverage so far (`Int.max` and `Int.min`
  /// before any).
  private(set) var firstRow = Int.max
  private(set) var lastRow = Int.min
  private(set) var firstColumn = Int.max
  private(set) var lastColumn = Int.min
  /// Whether any value written is non-zero (coverage is, but the previous mask may not be).
  private(set) var wroteCoverage = false

  @inline(__always)
  mutating func edgePixel(y: Int, x: Int, coverage: UInt32, chord: EdgeChord) {
    let offset = y &* width &+ x
    if previous.map({ $0[offset] == 255 }) ?? true { chords.append(offset: offset, chord: chord) }
    span(y: y, x: x, count: 1, coverage: coverage)
  }

  @inline(__always)
  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
    if y < firstRow { firstRow = y }
    if y > lastRow { lastRow = y }
    if x < firstColumn { firstColumn = x }
    if x &+ count &- 1 > lastColumn { lastColumn = x &+ count &- 1 }
    let offset = y &* width &+ x
    if let previous {
      var written: UInt8 = 0
      for i in offset..<(offset &+ count) {
        let value = UInt8(truncatingIfNeeded: SourceOver.div255(coverage &* UInt32(previous[i])))
        values[i] = value
        written |= value
      }
      if written != 0 { wroteCoverage = true }
    } else {
      (values + offset).update(repeating: UInt8(truncatingIfNeeded: coverage), count: count)
      if count > 0 && coverage != 0 { wroteCoverage = true }
    }
  }
}
