/// The glyphs of one shaped stretch of text, in logical (reading) order.
///
/// HarfBuzz returns right-to-left glyphs in visual order; `TextShaper` reverses them so
/// that clusters always increase, and `isRightToLeft` tells how to lay them out again.
public struct ShapedRun: Hashable, Sendable {
  /// The glyphs, clusters ascending.
  public var glyphs: [ShapedGlyph]
  /// Whether HarfBuzz shaped the text right to left (from its guessed script).
  public var isRightToLeft: Bool

  /// The sum of all advances, in font units.
  public var advance: Int {
    glyphs.reduce(0) { $0 + Int($1.advance) }
  }
}
