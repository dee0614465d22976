#if !canImport(UIKit)
  /// UIKit's attributed string drawing. The whole string is set with the font, colour and
  /// paragraph style of its first character (`.font`, `.foregroundColor`,
  /// `.paragraphStyle`'s alignment and line break mode); later runs' attributes, `.kern`,
  /// line spacing, underlines and backgrounds are not drawn.
  extension NSAttributedString {
    /// The attributes the string is drawn with: its first character's.
    var drawingAttributes: [NSAttributedString.Key: Any] {
      length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }

    /// Draws the string with its first line box's top-left corner at `point`.
    public func draw(at point: CGPoint) {
      string.draw(at: point, withAttributes: drawingAttributes)
    }

    /// Draws the string wrapped in `rect` from its top, clipped to it.
    public func draw(in rect: CGRect) {
      string.draw(in: rect, withAttributes: drawingAttributes)
    }

    /// Draws the string in `rect`, wrapped when `options` has `.usesLineFragmentOrigin`.
    public func draw(
      with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) {
      NSString(string: string).draw(
        with: rect, options: options, attributes: drawingAttributes, context: context)
    }

    /// The size of the string on one line per paragraph.
    public func size() -> CGSize { string.size(withAttributes: drawingAttributes) }

    /// The box the string needs (see `NSString.boundingRect(with:options:attributes:context:)`).
    public func boundingRect(
      with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
      NSString(string: string).boundingRect(
        with: size, options: options, attributes: drawingAttributes, context: context)
    }
  }
#endif
