/// An 8-bit coverage value per pixel (0 = outside, 255 = fully inside), canvas-sized,
/// row-major. Used for clipping: drawing is scaled by the mask value at each pixel.
struct CoverageMask: Hashable, Sendable {
  let width: Int
  let height: Int
  var values: [UInt8]
  /// The chords of edge pixels crossed by one straight chain, where the mask comes from a
  /// single outline (see `EdgeChordTable`).
  var chords = EdgeChordTable()
  /// The rows that may hold non-zero values (others are all zero); drawing under the mask
  /// renders only these.
  var rows: Range<Int>
  /// The columns that may hold non-zero values (others are all zero).
  var columns: Range<Int>

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    values = [UInt8](repeating: 0, count: width * height)
    rows = 0..<max(height, 0)
    columns = 0..<max(width, 0)
  }
}
