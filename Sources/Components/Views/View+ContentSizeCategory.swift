import Foundation

extension View {
  /// The content size category the limits on this view and its superviews give: `.large`,
  /// the render's, raised to each minimum and lowered to each maximum from the topmost view
  /// down; where a minimum is above the maximum, only the maximum applies, as in UIKit.
  var limitedContentSizeCategory: ContentSizeCategory {
    var chain: [View] = []
    var current: View? = self
    while let view = current {
      chain.append(view)
      current = view.superview
    }
    return chain.reversed().reduce(ContentSizeCategory.large) { category, view in
      var limited = category
      if let minimum = view.minimumContentSizeCategory, limited < minimum { limited = minimum }
      if let maximum = view.maximumContentSizeCategory, limited > maximum { limited = maximum }
      return limited
    }
  }

  /// One line per view from this one up: its class, its limited category and its limits
  /// (``appliedContentSizeCategoryLimitsDescription``).
  func contentSizeCategoryLimitsDescription() -> String {
    var lines: [String] = []
    var current: View? = self
    while let view = current {
      let limits = [
        view.minimumContentSizeCategory.map { "minimum \($0.rawValue)" },
        view.maximumContentSizeCategory.map { "maximum \($0.rawValue)" },
      ].compactMap { $0 }
      let own = limits.isEmpty ? "no limits" : limits.joined(separator: ", ")
      lines.append(
        "<\(type(of: view))>: \(view.limitedContentSizeCategory.rawValue) (\(own))")
      current = view.superview
    }
    return lines.joined(separator: "\n")
  }
}
