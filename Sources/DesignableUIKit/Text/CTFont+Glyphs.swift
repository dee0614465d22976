import Components
import Foundation

#if !canImport(Darwin)
  /// A glyph id in a font (Core Graphics' `CGGlyph`).
  public typealias CGGlyph = UInt16
  /// A UTF-16 code unit (Core Foundation's `UniChar`).
  public typealias UniChar = UInt16

  /// Which way glyphs are measured (`CTFontOrientation`): here always horizontally.
  public enum CTFontOrientation: UInt32, Sendable {
    case `default` = 0
    case horizontal = 1
    case vertical = 2
  }

  /// The same font at `size` points (its own size when `size` is 0); the matrix and
  /// attributes are not read.
  public func CTFontCreateCopyWithAttributes(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
    _ attributes: CFDictionary?
  ) -> CTFont {
    size > 0 ? font.withSize(size) : font
  }

  /// Copies the glyph of each of `count` UTF-16 units into `glyphs` (0 for a character
  /// the font's face lacks, and for a surrogate pair's second unit); `true` when every
  /// character has one.
  public func CTFontGetGlyphsForCharacters(
    _ font: CTFont, _ characters: UnsafePointer<UniChar>,
    _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex
  ) -> Bool {
    let units = Array(UnsafeBufferPointer(start: characters, count: max(count, 0)))
    let found = font.glyphs(for: units)
    var complete = true
    for index in found.indices {
      glyphs[index] = found[index]
      let pairedSecond =
        index > 0 && UTF16.isLeadSurrogate(units[index - 1]) && UTF16.isTrailSurrogate(units[index])
      if found[index] == 0, !pairedSecond { complete = false }
    }
    return complete
  }

  /// The outline of `glyph` at the font's size, y up, origin on the baseline, moved by
  /// `matrix` when one is given.
  public func CTFontCreatePathForGlyph(
    _ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?
  ) -> CGPath? {
    font.outline(ofGlyph: glyph).copy(using: matrix)
  }

  /// Copies the advance of each of `count` glyphs into `advances`; the sum.
  public func CTFontGetAdvancesForGlyphs(
    _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
    _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex
  ) -> Double {
    var total = 0.0
    for index in 0..<max(count, 0) {
      let advance = font.advance(ofGlyph: glyphs[index])
      advances?[index] = CGSize(width: advance, height: 0)
      total += Double(advance)
    }
    return total
  }

  /// Copies the box of each of `count` glyphs' outlines (y up) into `boundingRects`; their
  /// union.
  public func CTFontGetBoundingRectsForGlyphs(
    _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
    _ boundingRects: UnsafeMutablePointer<CGRect>?, _ count: CFIndex
  ) -> CGRect {
    var union = CGRect.null
    for index in 0..<max(count, 0) {
      let box = font.boundingRect(ofGlyph: glyphs[index])
      boundingRects?[index] = box
      if box != .zero { union = union.union(box) }
    }
    return union.isNull ? .zero : union
  }

  /// Fills each of `count` glyphs' outlines at its position, in text space (the context's
  /// `textMatrix` without its translation), with the context's fill colour, as text fills
  /// its glyphs.
  public func CTFontDrawGlyphs(
    _ font: CTFont, _ glyphs: UnsafePointer<CGGlyph>, _ positions: UnsafePointer<CGPoint>,
    _ count: Int, _ context: CGContext
  ) {
    let count = max(count, 0)
    context.drawGlyphs(
      Array(UnsafeBufferPointer(start: glyphs, count: count)),
      at: Array(UnsafeBufferPointer(start: positions, count: count)), font: font)
  }
#endif

#if !canImport(Darwin)
  /// A font's stylistic traits in Core Text's spelling, which are UIKit's.
  public typealias CTFontSymbolicTraits = UIFontDescriptor.SymbolicTraits

  /// The font's traits, as `fontDescriptor.symbolicTraits` gives them.
  public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits {
    font.fontDescriptor.symbolicTraits
  }

  /// The font with the traits of `symTraitMask` set as `symTraitValue` has them, at `size`
  /// points (its own for 0), as `withSymbolicTraits(_:)` restyles it; `nil` where that
  /// gives none (a font by name).
  public func CTFontCreateCopyWithSymbolicTraits(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
    _ symTraitValue: CTFontSymbolicTraits, _ symTraitMask: CTFontSymbolicTraits
  ) -> CTFont? {
    let traits = font.fontDescriptor.symbolicTraits.subtracting(symTraitMask)
      .union(symTraitValue.intersection(symTraitMask))
    guard let descriptor = font.fontDescriptor.withSymbolicTraits(traits) else { return nil }
    return UIFont(descriptor: descriptor, size: size > 0 ? size : font.pointSize)
  }

  /// The font's full name: its PostScript name here.
  public func CTFontCopyFullName(_ font: CTFont) -> CFString { font.fontName }

  /// The font's name for people: its PostScript name here.
  public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { font.fontName }
#endif
