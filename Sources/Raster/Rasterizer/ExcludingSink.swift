/// Passes spans downstream except the parts inside the excluded runs of one row (which
/// refinement reports instead).
///
/// It refers to the sink and the runs without owning them, so that wrapping a sink per row
/// costs no reference counting; both must outlive it.
struct ExcludingSink<Downstream: CoverageSink>: CoverageSink {
  let downstream: UnsafeMutablePointer<Downstream>
  let excluded: UnsafeBufferPointer<ComplexSpan>

  var wantsEdgeChords: Bool { downstream.pointee.wantsEdgeChords }

  mutating func edgePixel(y: Int, x: Int, coverage: UInt32, chord: EdgeChord) {
    for run in excluded where run.x0 <= x && x <= run.x1 { return }
    downstream.pointee.edgePixel(y: y, x: x, coverage: coverage, chord: chord)
  }

  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
    var from = x
    let end = x + count
    for run in excluded {
      guard from < end else { return }
      if run.x1 < from { continue }
      if run.x0 >= end { break }
      if run.x0 > from {
        downstream.pointee.span(y: y, x: from, count: run.x0 - from, coverage: coverage)
      }
      from = max(from, run.x1 + 1)
    }
    if from < end { downstream.pointee.span(y: y, x: from, count: end - from, coverage: coverage) }
  }
}
