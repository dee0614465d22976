/// The renderer's shortcuts: each member skips work the general path does, and claims
/// either the general path's bytes exactly ("identical") or a stated bound on how far it
/// may stray ("bound"). `ShortcutDifferentialTests` holds each to its claim.
///
/// For tests only: a canvas reads `current` once, when it is made, and hands the set to
/// its rasterizer, so that no drawing call looks it up again. Every member is on unless a
/// test turns it off (`$current.withValue`).
package struct _RasterShortcuts: OptionSet, Sendable, Hashable {
  package let rawValue: UInt32

  package init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Skips fills and strokes wholly outside the clip (`Canvas.missesClip`). Identical.
  package static let cullsOutsideClip = _RasterShortcuts(rawValue: 1 << 0)
  /// Outlines solid strokes along lines and circular arcs as arcs of the offset radii
  /// (`ArcStroker`) instead of `Stroker`'s joined polygons. Bound.
  package static let strokesArcs = _RasterShortcuts(rawValue: 1 << 3)
  /// Skips refinement for a first polygon set whose winding is 0 or ±1 everywhere
  /// (`FlattenedPath.hasSimpleWinding`: rectangle, band, star-shaped polygon, angular
  /// band, ring). Bound (refinement and exact area differ by a few levels).
  package static let classifiesWinding = _RasterShortcuts(rawValue: 1 << 6)
  /// Replaces a few polygons crossing each other by the boundary of what the fill rule
  /// fills (`FillBoundary`) instead of refining the pixels where they cross. Bound.
  package static let resolvesCrossings = _RasterShortcuts(rawValue: 1 << 7)
  /// Keeps strip covers while adding a set of many polygons (`CellRasterizer.keepsStrips`)
  /// instead of making them again for the flagged rows by a second pass. Identical.
  package static let keepsStrips = _RasterShortcuts(rawValue: 1 << 8)
  /// Rounds the edges of a polygon inside the canvas straight to fixed point
  /// (`CellRasterizer.addPolygon`) instead of clipping each to the canvas. Identical.
  package static let skipsClippingInsideCanvas = _RasterShortcuts(rawValue: 1 << 11)
  /// Refines only the pixels where the winding is not simple (flagged rows, complex
  /// spans) instead of every touched row whole (`CellRasterizer.refinesEveryRow`).
  /// Bound: the two round the same exact area to opposite sides in about 0.4% of pixels,
  /// by one level of coverage (`ComplexCellTruthTests`); blended by region, up to 20 levels
  /// where a refined pixel lacks the edge chords region blending samples
  /// (`ShortcutDifferentialTests`).
  package static let searchesComplexCells = _RasterShortcuts(rawValue: 1 << 13)
  /// Stores eight pixels of an opaque span at once where the clip is fully open over them
  /// (`storesEightOpen`) instead of pixel by pixel. Identical.
  package static let storesOpenRuns = _RasterShortcuts(rawValue: 1 << 14)

  /// Every shortcut (the raw values of removed ones are not reused).
  package static let all = _RasterShortcuts(members.map(\.shortcut))

  /// Each member alone, with its name, in the order above.
  package static let members: [(name: String, shortcut: _RasterShortcuts)] = [
    ("cullsOutsideClip", .cullsOutsideClip), ("strokesArcs", .strokesArcs),
    ("classifiesWinding", .classifiesWinding), ("resolvesCrossings", .resolvesCrossings),
    ("keepsStrips", .keepsStrips), ("skipsClippingInsideCanvas", .skipsClippingInsideCanvas),
    ("searchesComplexCells", .searchesComplexCells), ("storesOpenRuns", .storesOpenRuns),
  ]

  /// The shortcuts `self` takes effect only beside: resolving crossings and keeping strips
  /// replace parts of the complex-cell search.
  package var prerequisites: _RasterShortcuts {
    isDisjoint(with: [.resolvesCrossings, .keepsStrips]) ? [] : .searchesComplexCells
  }

  /// The shortcuts a canvas made now uses.
  @TaskLocal package static var current: _RasterShortcuts = .all
}
