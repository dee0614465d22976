#if !canImport(UIKit)
  /// UIKit's string drawing on `NSString`, through the component model's typesetting.
  extension NSString {
    private var text: String { substring(from: 0) }

    /// Draws the string with its first line box's top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil)
    {
      text.draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped in `rect` from its top, clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
      text.draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `rect`, wrapped when `options` has `.usesLineFragmentOrigin`.
    public func draw(
      with rect: CGRect, options: NSStringDrawingOptions = [],
      attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) {
      if options.contains(.usesLineFragmentOrigin) {
        text.draw(in: rect, withAttributes: attributes)
      } else {
        text.draw(at: rect.origin, withAttributes: attributes)
      }
    }

    /// The size of the string on one line per paragraph; zero when the font is missing.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
      text.size(withAttributes: attrs)
    }

    /// The box the string needs: wrapped at `size.width` with `.usesLineFragmentOrigin`,
    /// else one line per paragraph; the origin is zero.
    public func boundingRect(
      with size: CGSize, options: NSStringDrawingOptions = [],
      attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
      let width = options.contains(.usesLineFragmentOrigin) ? size.width : nil
      return CGRect(origin: .zero, size: text.size(withAttributes: attributes, wrappingAt: width))
    }

  }
#endif
