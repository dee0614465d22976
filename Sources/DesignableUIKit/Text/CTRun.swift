import Components
import Foundation

#if !canImport(Darwin)
  /// A stretch of a line in one set of attributes: Core Text's `CTRun`.
  public final class CTRun {
    /// The line the run is part of.
    let line: CTLine
    /// The run's characters, as indices into the string its line was set from.
    let range: NSRange
    /// The run's attributes, as the string has them, with its font.
    let attributes: [NSAttributedString.Key: Any]
    /// The font the run is set in: its own, or the 12-point system font.
    let font: Font

    init(line: CTLine, range: NSRange, attributes: [NSAttributedString.Key: Any]) {
      self.line = line
      self.range = range
      // Core Text names the font of every run, the default where the string has none.
      font = attributes[.font] as? Font ?? .systemFont(ofSize: 12)
      var attributes = attributes
      attributes[.font] = font
      self.attributes = attributes
    }

    /// The run's glyphs, in the order they are laid.
    var glyphs: ArraySlice<AttributedStringDrawing.LineGlyph> {
      let start = range.location - line.range.location
      let end = start + range.length
      let all = line.glyphs
      let first = all.firstIndex { $0.character >= start && $0.character < end } ?? all.count
      var last = first
      while last < all.count, all[last].character >= start, all[last].character < end { last += 1 }
      return all[first..<last]
    }

    /// The glyphs `range` names (counted from the run's first glyph; to the end for a
    /// length of 0), clamped to the run.
    func glyphs(_ range: CFRange) -> ArraySlice<AttributedStringDrawing.LineGlyph> {
      let glyphs = self.glyphs
      let start = glyphs.startIndex + min(max(range.location, 0), glyphs.count)
      let end = range.length > 0 ? min(start + range.length, glyphs.endIndex) : glyphs.endIndex
      return glyphs[start..<end]
    }
  }

  /// What is unusual about a run's glyphs (`CTRunStatus`).
  public struct CTRunStatus: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let rightToLeft = CTRunStatus(rawValue: 1 << 0)
    public static let nonMonotonic = CTRunStatus(rawValue: 1 << 1)
    public static let hasNonIdentityMatrix = CTRunStatus(rawValue: 1 << 2)
  }

  /// The line's runs, an `NSArray` of `CTRun` in text order (`as [AnyObject] as? [CTRun]`
  /// reads it, as on iOS): one for each stretch of equal attributes, split where characters
  /// its font lacks are set in a fallback face (whose run names that face's font).
  public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
    var runs: [CTRun] = []
    let glyphs = line.glyphs
    line.source.enumerateAttributes(in: line.range) { attributes, range, _ in
      // Characters the run's font lacks are set in a fallback face: a run of their own that
      // names it, as Core Text's runs do.
      let start = range.location - line.range.location
      let end = start + range.length
      var pieces: [(start: Int, font: Font)] = []
      for glyph in glyphs where glyph.character >= start && glyph.character < end {
        if pieces.last?.font !== glyph.font { pieces.append((glyph.character, glyph.font)) }
      }
      guard pieces.count > 1 else {
        runs.append(CTRun(line: line, range: range, attributes: attributes))
        return
      }
      for (index, piece) in pieces.enumerated() {
        let from = index == 0 ? start : piece.start
        let to = index + 1 < pieces.count ? pieces[index + 1].start : end
        var named = attributes
        named[.font] = piece.font
        runs.append(
          CTRun(
            line: line, range: NSRange(location: line.range.location + from, length: to - from),
            attributes: named))
      }
    }
    return NSArray(array: runs)
  }

  /// The run's attributes, keyed by their names.
  public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary {
    NSDictionary(dictionary: run.attributes)
  }

  /// The run's characters, as indices into the string its line was set from.
  public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
    CFRange(location: run.range.location, length: run.range.length)
  }

  /// The number of the run's glyphs.
  public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.glyphs.count }

  /// Copies the ids of the run's glyphs `range` (counted from its first; all for a length
  /// of 0) into `buffer`.
  public func CTRunGetGlyphs(
    _ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>
  ) {
    for (index, glyph) in run.glyphs(range).enumerated() { buffer[index] = glyph.glyph }
  }

  /// Copies where the run's glyphs `range` stand, relative to the line's origin on its
  /// baseline, y up, into `buffer`.
  public func CTRunGetPositions(
    _ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>
  ) {
    for (index, glyph) in run.glyphs(range).enumerated() { buffer[index] = glyph.position }
  }

  /// Copies the advances of the run's glyphs `range` into `buffer`.
  public func CTRunGetAdvances(
    _ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>
  ) {
    for (index, glyph) in run.glyphs(range).enumerated() {
      buffer[index] = CGSize(width: glyph.advance, height: 0)
    }
  }

  /// Copies the index, in the string the line was set from, of the first character of
  /// each of the run's glyphs `range` into `buffer`.
  public func CTRunGetStringIndices(
    _ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>
  ) {
    for (index, glyph) in run.glyphs(range).enumerated() {
      buffer[index] = run.line.range.location + glyph.character
    }
  }

  /// `nil`, as Core Text may answer: callers then copy the glyphs with `CTRunGetGlyphs`.
  public func CTRunGetGlyphsPtr(_ run: CTRun) -> UnsafePointer<CGGlyph>? { nil }
  /// `nil`, as Core Text may answer: callers then copy with `CTRunGetPositions`.
  public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { nil }
  /// `nil`, as Core Text may answer: callers then copy with `CTRunGetAdvances`.
  public func CTRunGetAdvancesPtr(_ run: CTRun) -> UnsafePointer<CGSize>? { nil }
  /// `nil`, as Core Text may answer: callers then copy with `CTRunGetStringIndices`.
  public func CTRunGetStringIndicesPtr(_ run: CTRun) -> UnsafePointer<CFIndex>? { nil }

  /// The run's text matrix: the identity, as runs here are not transformed.
  public func CTRunGetTextMatrix(_ run: CTRun) -> CGAffineTransform { .identity }

  /// Draws the run's characters as `CTLineDraw` draws its line, from where the run starts
  /// on the line at the context's text position; `range` is not read (the whole run draws).
  public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) {
    let start = context.textPosition
    context.textPosition.x += run.line.offset(at: run.range.location)
    let line = CTLine(source: run.line.source, range: run.range)
    context.drawLine(line.drawnString(fill: context.fillColor))
    context.textPosition = start
  }

  /// Whether the run is set right to left: here runs are laid left to right.
  public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus { [] }

  /// The advance of `range` of the run's characters (counted from the run's start; all of
  /// them for a length of 0), and through the pointers its font's ascent, descent
  /// (positive) and leading.
  public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
    _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
  ) -> Double {
    ascent?.pointee = run.font.ascender
    descent?.pointee = -run.font.descender
    leading?.pointee = run.font.leading
    let start = run.range.location + max(range.location, 0)
    let end = range.length > 0 ? start + range.length : run.range.location + run.range.length
    return Double(run.line.offset(at: end) - run.line.offset(at: start))
  }

  /// Where `CTLineCreateTruncatedLine` cuts a line: at its start, its end or its middle.
  public enum CTLineTruncationType: UInt32, Sendable {
    case start = 0
    case end = 1
    case middle = 2
  }

  /// `line` cut to fit `width` points as Core Text cuts it: whole characters (clusters)
  /// dropped at the start, the end or the middle, and `truncationToken`'s text shown in
  /// their place. The line itself when it fits (trailing whitespace left out); `nil` when
  /// the token alone is wider than `width`.
  public func CTLineCreateTruncatedLine(
    _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
    _ truncationToken: CTLine?
  ) -> CTLine? {
    let fits = CGFloat(width) + 1e-9
    guard line.width - line.trailingWhitespaceWidth > fits else { return line }
    let token = truncationToken?.attributedString ?? NSAttributedString(string: "")
    let tokenWidth = truncationToken?.width ?? 0
    guard tokenWidth <= fits else { return nil }
    let room = fits - tokenWidth
    let offsets = line.caretOffsets
    let count = line.range.length
    // Cluster boundaries: indices where the caret moves.
    let boundaries = (0...count).filter { $0 == 0 || $0 == count || offsets[$0] != offsets[$0 - 1] }
    let text = line.attributedString
    let kept = NSMutableAttributedString(string: "")
    switch truncationType {
    case .end:
      let end = boundaries.last { offsets[$0] <= room } ?? 0
      kept.append(text.attributedSubstring(from: NSRange(location: 0, length: end)))
      kept.append(token)
    case .start:
      let start = boundaries.first { offsets[count] - offsets[$0] <= room } ?? count
      kept.append(token)
      kept.append(text.attributedSubstring(from: NSRange(location: start, length: count - start)))
    case .middle:
      let head = boundaries.last { offsets[$0] <= room / 2 } ?? 0
      let used = offsets[head]
      let tail =
        boundaries.first { $0 >= head && offsets[count] - offsets[$0] <= room - used } ?? count
      kept.append(text.attributedSubstring(from: NSRange(location: 0, length: head)))
      kept.append(token)
      kept.append(text.attributedSubstring(from: NSRange(location: tail, length: count - tail)))
    }
    return CTLineCreateWithAttributedString(kept)
  }
#endif
