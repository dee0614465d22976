import Raster

extension AttributedTextLayout {
  /// Where the pen stands before each cluster of `text` set on one unwrapped line, as
  /// Core Text's `CTLineGetOffsetForStringIndex` answers: the first scalar index of each
  /// cluster with its offset in points from the line's start, then the scalar count with
  /// the whole advance (trailing spaces and kern included).
  ///
  /// The clusters are those `AttributedTextLayout` sets (each run shaped with its font,
  /// fallback faces for characters it lacks); the text stops at its first paragraph
  /// separator, which ends the line. Runs are laid left to right in logical order.
  /// - Complexity: O(n) plus the shaping of the first paragraph.
  public static func caretStops(_ text: AttributedText) -> [(scalar: Int, x: Double)] {
    let (_, clusters) = firstParagraphClusters(text)
    let end = clusters.range.upperBound
    var stops: [(scalar: Int, x: Double)] = []
    stops.reserveCapacity(clusters.starts.count + 1)
    var x = 0.0
    for (start, advance) in zip(clusters.starts, clusters.advances) {
      stops.append((start, x))
      x += advance
    }
    stops.append((end, x))
    return stops
  }
}

/// A glyph of a text set on one unwrapped line, for Core Text's glyph runs.
public struct LineGlyph: Hashable, Sendable {
  /// The glyph id in the face of `font`.
  public var glyph: UInt32
  /// The glyph's origin in points from the line's start on the baseline, y up (shaper
  /// offsets, kern and baseline offset applied).
  public var position: Point
  /// The advance to the next glyph, in points.
  public var advance: Double
  /// The first scalar index of the glyph's cluster.
  public var scalar: Int
  /// The font the glyph is set in: the run's, or the fallback face's for characters the
  /// run's font lacks.
  public var font: Font
}

extension AttributedTextLayout {
  /// The glyphs of `text`'s first paragraph set on one unwrapped line, in the order they
  /// are laid (logical order, runs left to right), placed as `caretStops(_:)` places their
  /// clusters. Attachments' boxes have no glyphs.
  /// - Complexity: O(n) plus the shaping of the first paragraph.
  public static func lineGlyphs(_ text: AttributedText) -> [LineGlyph] {
    let (text, clusters) = firstParagraphClusters(text)
    var glyphs: [LineGlyph] = []
    var x = 0.0
    for cluster in clusters.starts.indices {
      let segment = clusters.segments[clusters.segment[cluster]]
      let style = text.styles[segment.style]
      if style.attachment == nil {
        let scale = style.font.unitScale
        var pen = 0.0
        for index in clusters.glyphStart[cluster]..<clusters.glyphEnd[cluster] {
          let shaped = segment.run.glyphs[index]
          let advance = Double(shaped.advance) * scale
          glyphs.append(
            LineGlyph(
              glyph: shaped.glyph,
              position: Point(
                x: x + pen + Double(shaped.offsetX) * scale,
                y: Double(shaped.offsetY) * scale + style.baselineOffset),
              advance: advance, scalar: shaped.cluster, font: style.font))
          pen += advance
        }
        if let last = glyphs.indices.last, clusters.glyphEnd[cluster] > clusters.glyphStart[cluster]
        {
          glyphs[last].advance += style.kern
        }
      }
      x += clusters.advances[cluster]
    }
    return glyphs
  }

  /// `text` with its fallback faces, and the shaped clusters of its first paragraph.
  private static func firstParagraphClusters(
    _ text: AttributedText
  ) -> (text: AttributedText, clusters: AttributedLineBreaker.Clusters) {
    let text = text.withFallbackFonts()
    let scalars = text.scalars
    var end = 0
    while end < scalars.count, LineBreaker.separatorLength(scalars, at: end) == 0 { end += 1 }
    let breaker = AttributedLineBreaker(
      text, settings: ParagraphSettings(), width: .infinity, height: .infinity)
    return (text, breaker.clusters(of: 0..<end))
  }
}
