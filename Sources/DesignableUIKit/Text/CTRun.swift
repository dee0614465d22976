import Components
import Foundation

#if !canImport(Darwin)
  /// A stretch of a line in one set of attributes: Core Text's `CTRun`.
  public final class CTRun {
    /// The line the run is part of.
    let line: CTLine
    /// The run's characters, as indices into the string its line was set from.
    let range: NSRange
    /// The run's attributes, as the string has them.
    let attributes: [NSAttributedString.Key: Any]

    init(line: CTLine, range: NSRange, attributes: [NSAttributedString.Key: Any]) {
      self.line = line
      self.range = range
      self.attributes = attributes
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
  /// reads it, as on iOS): one for each stretch of equal attributes.
  public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
    var runs: [CTRun] = []
    line.source.enumerateAttributes(in: line.range) { attributes, range, _ in
      runs.append(CTRun(line: line, range: range, attributes: attributes))
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

  /// The number of the run's characters, which stands for its glyphs.
  public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.range.length }

  /// Whether the run is set right to left: here runs are laid left to right.
  public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus { [] }

  /// The advance of `range` of the run's characters (counted from the run's start; all of
  /// them for a length of 0), and through the pointers its font's ascent, descent
  /// (positive) and leading.
  public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
    _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
  ) -> Double {
    let font = run.attributes[.font] as? Font ?? .systemFont(ofSize: 12)
    ascent?.pointee = font.ascender
    descent?.pointee = -font.descender
    leading?.pointee = font.leading
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
