import Components
import Foundation

#if !canImport(Darwin)
  /// What sets an attributed string into frames: Core Text's `CTFramesetter`.
  public final class CTFramesetter {
    /// A copy of the string, taken when the framesetter was made.
    let string: NSAttributedString

    init(_ string: NSAttributedString) {
      self.string = NSAttributedString(attributedString: string)
    }

    /// The characters `range` names (to the end for a length of 0), clamped to the string.
    func characters(_ range: CFRange) -> NSRange {
      let start = min(max(range.location, 0), string.length)
      let end = range.length > 0 ? min(start + range.length, string.length) : string.length
      return NSRange(location: start, length: end - start)
    }

    /// The lines of `characters`, wrapped at `width`, that fit whole in `height` from the
    /// top, each with its box and baseline from the top. Their characters are indices into
    /// the whole string and run on to the next line's first, as Core Text's lines hold the
    /// spaces and the line separator they end with.
    func lines(
      _ characters: NSRange, width: CGFloat, height: CGFloat
    ) -> [AttributedStringDrawing.Line] {
      guard width > 0, height > 0, characters.length > 0 else { return [] }
      let text = string.attributedSubstring(from: characters)
      let all = AttributedStringDrawing.lines(text, wrappingAt: width)
      var lines: [AttributedStringDrawing.Line] = []
      for (index, var line) in all.enumerated() {
        guard line.rect.maxY <= height * (1 + 1e-9) else { break }
        let end = index + 1 < all.count ? all[index + 1].characters.location : text.length
        line.characters = NSRange(
          location: characters.location + line.characters.location,
          length: end - line.characters.location)
        lines.append(line)
      }
      return lines
    }
  }

  /// A framesetter for `string`, which later changes to `string` do not reach.
  public func CTFramesetterCreateWithAttributedString(
    _ string: CFAttributedString
  ) -> CTFramesetter {
    CTFramesetter(string)
  }

  /// Text set in a shape: Core Text's `CTFrame`, the lines that fit the bounding box of its
  /// path, top to bottom, with their origins (y up from the box's bottom).
  public final class CTFrame {
    let path: CGPath
    /// The bounding box of `path`, which the lines are set in.
    let box: CGRect
    let characters: NSRange
    let lines: [CTLine]
    let origins: [CGPoint]

    init(
      path: CGPath, box: CGRect, characters: NSRange, lines: [CTLine], origins: [CGPoint]
    ) {
      self.path = path
      self.box = box
      self.characters = characters
      self.lines = lines
      self.origins = origins
    }
  }

  /// Sets `stringRange` of the framesetter's string (to its end for a length of 0) into
  /// the bounding box of `path`, wrapped at its width as `NSAttributedString.draw(in:)`
  /// wraps, with as many lines as fit whole in its height. Each line's origin is where its
  /// baseline starts, paragraph alignment applied, relative to the box's bottom-left corner
  /// with y up. A path that is not a rectangle is treated as its bounding box; the frame
  /// attributes are not read.
  public func CTFramesetterCreateFrame(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
    _ frameAttributes: CFDictionary?
  ) -> CTFrame {
    let box = path.boundingBox.isNull ? .zero : path.boundingBox.standardized
    let characters = framesetter.characters(stringRange)
    let set = framesetter.lines(characters, width: box.width, height: box.height)
    return CTFrame(
      path: path, box: box, characters: characters,
      lines: set.map { CTLine(source: framesetter.string, range: $0.characters) },
      origins: set.map { CGPoint(x: $0.rect.minX, y: box.height - $0.baseline) })
  }

  /// The frame's lines, an `NSArray` of `CTLine` (`as [AnyObject] as? [CTLine]` or
  /// `CFArrayGetValueAtIndex` reads it, as on iOS).
  public func CTFrameGetLines(_ frame: CTFrame) -> CFArray {
    NSArray(array: frame.lines)
  }

  /// Copies the origins of the frame's lines `range` (all from `range.location` for a
  /// length of 0) into `origins`.
  public func CTFrameGetLineOrigins(
    _ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>
  ) {
    let start = min(max(range.location, 0), frame.origins.count)
    let end =
      range.length > 0 ? min(start + range.length, frame.origins.count) : frame.origins.count
    for index in start..<end { origins[index - start] = frame.origins[index] }
  }

  /// The characters the frame was asked to set.
  public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
    CFRange(location: frame.characters.location, length: frame.characters.length)
  }

  /// The characters the frame's lines show.
  public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    guard let last = frame.lines.last else {
      return CFRange(location: frame.characters.location, length: 0)
    }
    let end = last.range.location + last.range.length
    return CFRange(location: frame.characters.location, length: end - frame.characters.location)
  }

  /// The path the frame was set in.
  public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

  /// Draws each of the frame's lines as `CTLineDraw` draws it, at its origin in the frame's
  /// box, y up (a view flips its context first, as on iOS).
  public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    for (line, origin) in zip(frame.lines, frame.origins) {
      context.textPosition = CGPoint(x: frame.box.minX + origin.x, y: frame.box.minY + origin.y)
      CTLineDraw(line, context)
    }
  }

  /// The size `stringRange` of the framesetter's string (to its end for a length of 0)
  /// takes set at `constraints.width` (unwrapped when not positive) in at most
  /// `constraints.height`: its widest line's width by its last line's bottom. `fitRange`
  /// gets the characters that fit.
  public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: CFDictionary?,
    _ constraints: CGSize, _ fitRange: UnsafeMutablePointer<CFRange>?
  ) -> CGSize {
    let characters = framesetter.characters(stringRange)
    let width = constraints.width > 0 ? constraints.width : .greatestFiniteMagnitude
    let height = constraints.height > 0 ? constraints.height : .greatestFiniteMagnitude
    let lines = framesetter.lines(characters, width: width, height: height)
    let end = lines.last.map { $0.characters.location + $0.characters.length }
    fitRange?.pointee = CFRange(
      location: characters.location, length: (end ?? characters.location) - characters.location)
    guard let last = lines.last else { return .zero }
    return CGSize(width: lines.map(\.rect.width).max() ?? 0, height: last.rect.maxY)
  }
#endif
