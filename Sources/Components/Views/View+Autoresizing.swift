import Foundation

extension View {
  /// Resizes the subviews by their ``autoresizingMask`` after the view's size changed from
  /// `oldSize`, as UIKit does when a frame or bounds is set: along each axis the change is
  /// shared by the flexible parts (left margin, width, right margin; top margin, height,
  /// bottom margin) in proportion to their current lengths, or equally when those are all
  /// zero. Subviews placed by constraints are left to the constraint solver.
  func resizeSubviews(from oldSize: CGSize) {
    let newSize = bounds.size
    guard autoresizesSubviews, newSize != oldSize else { return }
    for subview in subviews
    where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
      let mask = subview.autoresizingMask
      var frame = subview.frame
      let x = Self.resized(
        start: frame.minX, length: frame.width, old: oldSize.width, new: newSize.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let y = Self.resized(
        start: frame.minY, length: frame.height, old: oldSize.height, new: newSize.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      frame = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
      if frame != subview.frame { subview.frame = frame }
    }
  }

  /// One axis of a subview resized: the change `new - old` shared by the flexible parts.
  static func resized(
    start: CGFloat, length: CGFloat, old: CGFloat, new: CGFloat,
    flexible: (lead: Bool, size: Bool, trail: Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    let delta = new - old
    let trail = old - start - length
    let parts = [
      flexible.lead ? max(start, 0) : nil, flexible.size ? max(length, 0) : nil,
      flexible.trail ? max(trail, 0) : nil,
    ]
    let count = CGFloat(parts.compactMap { $0 }.count)
    guard count > 0, delta != 0 else { return (start, length) }
    let total = parts.compactMap { $0 }.reduce(0, +)
    func share(_ part: CGFloat?) -> CGFloat {
      guard let part else { return 0 }
      return total > 0 ? delta * part / total : delta / count
    }
    return (start + share(parts[0]), max(length + share(parts[1]), 0))
  }
}
