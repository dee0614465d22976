/// The edge inside a pixel crossed by a single chain of edges, as the straight line
/// through where the chain enters and leaves the pixel, and which side of it is inside.
///
/// It lets the region store sample the pixel without the shape's outline: the chain is
/// taken to be straight, which the store checks against the pixel's exact coverage. Most
/// chords are only kept, never sampled, so making one costs a few instructions and the
/// line is put in order (`line`) where it is used.
struct EdgeChord {
  /// The chain's ends as `Cell.chain` packs them (`CellRasterizer.chainEnds`), in
  /// 1/`CellRasterizer.one` pixel from the pixel's top left corner, in the order the chain
  /// runs; bit 15 is set when the inside lies right of the chain (towards larger x) if it
  /// runs down, left of it if it runs up.
  let bits: UInt64

  init(bits: UInt64) { self.bits = bits }

  /// The chord of a cell's single chain (`Cell.chain`), inside by the fill rule given the
  /// pixel's accumulated value (signed winding × `CellRasterizer.full`, averaged over it).
  ///
  /// Right of a chain the winding is the winding left of it plus 1 for a chain running
  /// down (−1 up), and the pixel's value lies between the two: for nonzero, where one of
  /// them is 0, the inside is right of a chain running down when the value is positive
  /// (of one running up when it is not); for even-odd the winding right of the chain is
  /// the value's floor (+1 running down), so the inside is right of a chain running down
  /// when the floor is even (of one running up when it is odd).
  @inline(__always)
  init(chain: UInt64, value: Int, evenOdd: Bool) {
    let insideRightGoingDown =
      evenOdd ? (value >> CellRasterizer.fullShift) & 1 == 0 : value > 0
    bits = chain | (insideRightGoingDown ? 0x8000 : 0)
  }

  /// The line, running down (`y1 > y0`), and whether the inside lies left of it.
  @inline(__always)
  var line: (x0: Int, y0: Int, x1: Int, y1: Int, insideLeft: Bool) {
    let (x0, y0, x1, y1) = CellRasterizer.chainEnds(bits & ~0x8000)
    let down = y1 > y0
    let insideRight = (bits & 0x8000 != 0) == down
    return down ? (x0, y0, x1, y1, !insideRight) : (x1, y1, x0, y0, !insideRight)
  }

  /// The 8 × 8 samples inside, bit `8·row + column` for the sample at
  /// `((column + ½)/8, (row + ½)/8)` (as `CoverageGeometry.sampleMask`). A sample on the
  /// line counts as left of it, as a sample with an edge through it counts in the outline.
  var mask: UInt64 {
    let (x0, y0, x1, y1, insideLeft) = line
    let dx = x1 &- x0
    let dy = y1 &- y0
    // Sample column c of row r lies left of (or on) the line when (sx − x0)·dy ≤
    // (sy − y0)·dx, sx = 128c + 64 and sy = 128r + 64: when c ≤ q_r = ⌊num_r / (128·dy)⌋,
    // num_r = (sy − y0)·dx + (x0 − 64)·dy. q_r steps by arithmetic from row to row.
    let divisor = 128 &* dy
    var (q, remainder) = CellRasterizer.divMod((64 &- y0) &* dx &+ (x0 &- 64) &* dy, divisor)
    let (lift, liftRemainder) = CellRasterizer.divMod(128 &* dx, divisor)
    var right: UInt64 = 0
    for row in 0..<8 {
      let left = Swift.min(Swift.max(q &+ 1, 0), 8)
      right |= (0xFF << UInt64(left) & 0xFF) << UInt64(row &* 8)
      q &+= lift
      remainder &+= liftRemainder
      if remainder >= divisor {
        remainder &-= divisor
        q &+= 1
      }
    }
    return insideLeft ? ~right : right
  }

  /// The farthest an end of one chord may lie from the other's line for them to count as
  /// one line (`sharesLine`), in 1/`CellRasterizer.one` pixel: about 0.02 px, twice the
  /// flattening tolerance, which bounds what two flattenings of one curve (their chords
  /// balanced about it, each within the tolerance of it) put between them.
  static let sameLineTolerance = 20

  /// Whether `other` runs along the same line as this chord, in the same direction, each
  /// one's ends within `sameLineTolerance` of the other's line (two outlines of one edge,
  /// flattened apart): then its samples are this chord's, or their complement when its
  /// inside is on the other side. `nil` when the lines differ; else whether the insides
  /// are on the same side.
  ///
  /// The distance is measured across the lines, not between the ends: where an edge
  /// crosses a side of the pixel at a shallow angle, two flattenings of it a hair apart
  /// cross that side far apart.
  @inline(__always)
  func sharesLine(with other: EdgeChord) -> Bool? {
    let (ax0, ay0, ax1, ay1, aLeft) = line
    let (bx0, by0, bx1, by1, bLeft) = other.line
    let adx = ax1 &- ax0
    let ady = ay1 &- ay0
    let bdx = bx1 &- bx0
    let bdy = by1 &- by0
    // Pointing the same way (which also rules out a chord of no length).
    guard adx &* bdx &+ ady &* bdy > 0 else { return nil }
    let tolerance = EdgeChord.sameLineTolerance
    let a2 = (adx &* adx &+ ady &* ady) &* tolerance &* tolerance
    let b2 = (bdx &* bdx &+ bdy &* bdy) &* tolerance &* tolerance
    // Twice the area of the triangle of a line's ends and a point, squared, against the
    // tolerance times the line's length, squared.
    @inline(__always)
    func near(
      _ x: Int, _ y: Int, _ x0: Int, _ y0: Int, _ dx: Int, _ dy: Int, _ limit: Int
    ) -> Bool {
      let cross = (x &- x0) &* dy &- (y &- y0) &* dx
      return cross &* cross <= limit
    }
    guard near(bx0, by0, ax0, ay0, adx, ady, a2), near(bx1, by1, ax0, ay0, adx, ady, a2),
      near(ax0, ay0, bx0, by0, bdx, bdy, b2), near(ax1, ay1, bx0, by0, bdx, bdy, b2)
    else { return nil }
    return aLeft == bLeft
  }

  /// `mask` when its share of samples is within an eighth of the pixel of `coverage`
  /// (0...255), as it is for a straight edge; else `nil` (the chain bends too much).
  func mask(checkedAgainst coverage: UInt32) -> UInt64? {
    EdgeChord.checked(mask, against: coverage)
  }

  /// `m` when its share of samples is within an eighth of the pixel of `coverage` (0...255).
  @inline(__always)
  static func checked(_ m: UInt64, against coverage: UInt32) -> UInt64? {
    let samples = Int(m.nonzeroBitCount) &* 255
    let exact = Int(coverage) &* 64
    return CellRasterizer.magnitude(samples &- exact) <= 8 &* 255 ? m : nil
  }
}
