/// Writes coverage into a zeroed clip mask, intersected with the previous mask if any
/// (`new = coverage × previous / 255`, rounded).
struct MaskSink: CoverageSink {
  let values: UnsafeMutablePointer<UInt8>
  let previous: UnsafePointer<UInt8>?
  let width: Int

  @inline(__always)
  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
    let offset = y &* width &+ x
    if let previous {
      for i in offset..<(offset &+ count) {
        values[i] = UInt8(truncatingIfNeeded: SourceOver.div255(coverage &* UInt32(previous[i])))
      }
    } else {
      (values + offset).update(repeating: UInt8(truncatingIfNeeded: coverage), count: count)
    }
  }
}
