extension Path {
  /// The area the stroke of this path with `style` covers, as closed polygons to fill with
  /// the non-zero rule (what Core Graphics' `copy(strokingWithWidth:...)` gives). Curves
  /// are flattened so that the outline stays within `tolerance` of the exact one; dashes
  /// apply. A stroke of no width, or a bad tolerance, gives an empty path.
  public func strokeOutline(style: StrokeStyle, tolerance: Double = 0.005) -> Path {
    let width = style.effectiveWidth
    guard width > 0, tolerance > 0, tolerance.isFinite else { return Path() }
    var flat = FlattenedPath(self, transform: .identity, tolerance: tolerance, offset: width / 2)
    if let dasher = Dasher(style: style), dasher.isReasonable(for: flat) {
      flat = dasher.dash(flat)
    }
    let outline = Stroker(style: style, tolerance: tolerance).outline(of: flat)
    var result = Path()
    for subpath in outline.subpaths where subpath.count > 0 {
      result.move(to: outline.points[subpath.start])
      for index in (subpath.start + 1)..<(subpath.start + subpath.count) {
        result.addLine(to: outline.points[index])
      }
      result.closeSubpath()
    }
    return result
  }
}
