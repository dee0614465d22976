#if !canImport(UIKit)
  /// UIKit's attributed string drawing, run by run: `.font`, `.foregroundColor`, `.kern`
  /// (or `.tracking`), `.baselineOffset`, `.backgroundColor`, `.underlineStyle`,
  /// `.strikethroughStyle`, `.underlineColor`, `.strikethroughColor`, `.strokeWidth`,
  /// `.strokeColor`, `.shadow` (an `NSShadow`), and the first character's
  /// `.paragraphStyle` (alignment, line break and truncation modes,
  /// line spacing, paragraph spacing, line height multiple, minimum and maximum line
  /// height). Missing attributes take UIKit's defaults (the 12-point system font, black);
  /// values of the wrong type are ignored; a NaN kern or baseline offset counts as 0.
  extension NSAttributedString {
    /// Draws the string with its first line box's top-left corner at `point`.
    public func draw(at point: CGPoint) {
      AttributedStringDrawing.draw(self, at: point)
    }

    /// Draws the string wrapped in `rect` from its top, clipped to it.
    public func draw(in rect: CGRect) {
      AttributedStringDrawing.draw(self, in: rect)
    }

    /// Draws the string in `rect`, wrapped when `options` has `.usesLineFragmentOrigin`,
    /// else on one line per paragraph from `rect`'s origin.
    public func draw(
      with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) {
      if options.contains(.usesLineFragmentOrigin) {
        AttributedStringDrawing.draw(self, in: rect)
      } else {
        AttributedStringDrawing.draw(self, at: rect.origin)
      }
    }

    /// The size of the string on one line per paragraph.
    public func size() -> CGSize { AttributedStringDrawing.size(self, wrappingAt: nil) }

    /// The box the string needs: wrapped at `size.width` with `.usesLineFragmentOrigin`,
    /// else one line per paragraph; the origin is zero.
    public func boundingRect(
      with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
      let width = options.contains(.usesLineFragmentOrigin) ? size.width : nil
      return CGRect(origin: .zero, size: AttributedStringDrawing.size(self, wrappingAt: width))
    }
  }
#endif
