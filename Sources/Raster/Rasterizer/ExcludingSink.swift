/// Passes spans downstream except the parts inside the excluded runs of one row (which
/// refinement reports instead).
struct ExcludingSink<Downstream: CoverageSink>: CoverageSink {
  var downstream: Downstream
  let excluded: ArraySlice<ComplexSpan>

  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
    var from = x
    let end = x + count
    for run in excluded {
      guard from < end else { return }
      if run.x1 < from { continue }
      if run.x0 >= end { break }
      if run.x0 > from { downstream.span(y: y, x: from, count: run.x0 - from, coverage: coverage) }
      from = max(from, run.x1 + 1)
    }
    if from < end { downstream.span(y: y, x: from, count: end - from, coverage: coverage) }
  }
}
