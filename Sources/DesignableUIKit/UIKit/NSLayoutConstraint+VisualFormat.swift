import Components

#if !canImport(UIKit)
  /// Auto Layout's visual format language, read into stored constraints.
  extension LayoutConstraint {
    /// The constraints a visual format describes
    /// (`constraints(withVisualFormat:options:metrics:views:)`), in reading order: each
    /// view's size predicates, and each connection making the later item's edge equal the
    /// earlier one's plus the spacing (`-` is 8 points between views and 20 to the
    /// superview `|`), as UIKit makes them; then the alignments `options` asks for.
    /// Activated, they place views as other constraints do. A format that does not parse,
    /// or that names a view or metric missing from `views` or `metrics`, gives no
    /// constraints (UIKit raises).
    public static func constraints(
      withVisualFormat format: String, options: FormatOptions = [],
      metrics: [String: Any]?, views: [String: Any]
    ) -> [LayoutConstraint] {
      var reader = VisualFormatReader(
        format: format, metrics: metrics ?? [:], views: views)
      guard let parsed = reader.read() else { return [] }
      let alignments = options.alignedAttributes.flatMap { attribute in
        zip(parsed.views, parsed.views.dropFirst()).map { earlier, later in
          LayoutConstraint(
            item: later, attribute: attribute, relatedBy: .equal, toItem: earlier,
            attribute: attribute, multiplier: 1, constant: 0)
        }
      }
      return parsed.constraints + alignments
    }
  }
#endif
