import CFreeType
import Raster

extension FontFace {
  /// The outline of glyph `glyph` in font units, y down (the font's y negated), with the
  /// origin on the baseline at the glyph's pen position.
  ///
  /// Outlines are read unhinted and unscaled (`FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING |
  /// FT_LOAD_NO_BITMAP`), so they are exact and the same at every size; TrueType conics
  /// become quadratic curves and CFF cubics cubic curves. Each contour is closed. Results
  /// are cached per face and glyph id; the cache and FreeType are guarded by a lock.
  /// A glyph id outside the font, or one FreeType cannot load, gives an empty path.
  ///
  /// - Complexity: O(outline points) the first time, then a dictionary lookup.
  public func glyphOutline(_ glyph: UInt32) -> Path {
    lock.lock()
    defer { lock.unlock() }
    if let cached = outlines[glyph] { return cached }
    let path = loadOutline(glyph)
    outlines[glyph] = path
    return path
  }

  /// Loads and converts one outline; the caller holds `lock`.
  private func loadOutline(_ glyph: UInt32) -> Path {
    guard Int(glyph) < glyphCount,
      FT_Load_Glyph(face, glyph, CFreeType_unhintedOutlineLoadFlags()) == 0,
      CFreeType_slotHasOutline(face) != 0,
      let slot = face.pointee.glyph
    else { return Path() }
    // FT_Outline_Decompose puts the implied on-curve point between two conic control
    // points at their integer midpoint, rounding half units away. Doubling every point
    // first makes that midpoint exact; `OutlinePoint` halves the coordinates again.
    let count = Int(slot.pointee.outline.n_points)
    if let points = slot.pointee.outline.points {
      for i in 0..<count {
        points[i].x = points[i].x &* 2
        points[i].y = points[i].y &* 2
      }
    }
    var funcs = FT_Outline_Funcs()
    funcs.move_to = { to, user in
      guard let to, let path = user?.assumingMemoryBound(to: Path.self) else { return 1 }
      path.pointee.closeSubpath()
      path.pointee.move(to: FontFace.point(to.pointee))
      return 0
    }
    funcs.line_to = { to, user in
      guard let to, let path = user?.assumingMemoryBound(to: Path.self) else { return 1 }
      path.pointee.addLine(to: FontFace.point(to.pointee))
      return 0
    }
    funcs.conic_to = { control, to, user in
      guard let control, let to, let path = user?.assumingMemoryBound(to: Path.self)
      else { return 1 }
      path.pointee.addQuadCurve(
        to: FontFace.point(to.pointee), controlPoint: FontFace.point(control.pointee))
      return 0
    }
    funcs.cubic_to = { control1, control2, to, user in
      guard let control1, let control2, let to,
        let path = user?.assumingMemoryBound(to: Path.self)
      else { return 1 }
      path.pointee.addCurve(
        to: FontFace.point(to.pointee), controlPoint1: FontFace.point(control1.pointee),
        controlPoint2: FontFace.point(control2.pointee))
      return 0
    }
    funcs.shift = 0
    funcs.delta = 0
    var path = Path()
    let status = withUnsafeMutablePointer(to: &path) { pointer in
      FT_Outline_Decompose(&slot.pointee.outline, &funcs, UnsafeMutableRawPointer(pointer))
    }
    guard status == 0 else { return Path() }
    path.closeSubpath()
    return path
  }

  /// A doubled FreeType point (see `loadOutline`) as font units, y down.
  private static func point(_ vector: FT_Vector) -> Point {
    Point(x: Double(vector.x) * 0.5, y: Double(vector.y) * -0.5)
  }
}
