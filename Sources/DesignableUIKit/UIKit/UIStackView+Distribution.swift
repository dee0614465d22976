import Components
import Foundation

/// How a stack view shares its length among its visible arranged views, by distribution.
///
/// UIKit builds this from constraints: the first and last views pinned to the ends, spaces
/// of at least ``UIStackView/spacing`` between views (exactly it, for the fills), and each
/// view's own hugging and compression resistance. Here the same outcome is worked out
/// directly, so that the same views always land on the same frames:
/// - `.fill`: views keep their own lengths; room left over goes to the view that hugs least
///   (the first of those that hug least, as UIKit's guide says), and views without a length
///   of their own share it; a row too long shrinks the views that resist least, the first
///   of them first.
/// - `.fillEqually`: one length for every view.
/// - `.fillProportionally`: lengths in proportion to the views' own, scaled by the stack's
///   length over their sum with the spaces, as UIKit's proportional constraints say; the
///   last view, whose constraint UIKit makes weakest, takes what that leaves.
/// - `.equalSpacing`: views keep their lengths and the spaces between them are equal (never
///   below the largest spacing asked for); a row too long shrinks views as `.fill` does.
/// - `.equalCentering`: views keep their lengths and their centres are equally far apart,
///   unless that brings two views closer than their spacing, which wins.
/// A lone view fills the stack under every distribution.
extension UIStackView {
  /// One visible arranged view, as the distribution sees it along the axis.
  struct ArrangedLength: Equatable {
    /// Its own length: intrinsic, a fixed constraint, or what its subviews need; nil for none.
    var natural: CGFloat?
    /// Its content hugging priority along the axis.
    var hugging: Float = LayoutPriority.defaultLow.rawValue
    /// Its compression resistance priority along the axis.
    var compression: Float = LayoutPriority.defaultHigh.rawValue
  }

  /// Where each view starts along the axis (from the start of the arranged area) and how
  /// long it is.
  struct Placement: Equatable {
    var starts: [CGFloat]
    var lengths: [CGFloat]
  }

  /// Places `views` in `total` points with `gaps[i]` asked for after view `i`.
  static func place(
    _ views: [ArrangedLength], in total: CGFloat, gaps: [CGFloat], by distribution: Distribution
  ) -> Placement {
    guard !views.isEmpty else { return Placement(starts: [], lengths: []) }
    let total = total.isFinite ? max(0, total) : 0
    if views.count == 1 { return Placement(starts: [0], lengths: [total]) }
    switch distribution {
    case .fill:
      return chained(filled(views, room: total - gaps.reduce(0, +)), gaps: gaps)
    case .fillEqually:
      let each = max(0, total - gaps.reduce(0, +)) / CGFloat(views.count)
      return chained(views.map { _ in each }, gaps: gaps)
    case .fillProportionally:
      return chained(proportional(views, total: total, gaps: gaps), gaps: gaps)
    case .equalSpacing:
      return equallySpaced(views, total: total, gaps: gaps)
    case .equalCentering:
      return equallyCentered(views, total: total, gaps: gaps)
    }
  }

  /// Views one after another, each followed by its gap.
  private static func chained(_ lengths: [CGFloat], gaps: [CGFloat]) -> Placement {
    var starts: [CGFloat] = []
    var position: CGFloat = 0
    for (index, length) in lengths.enumerated() {
      starts.append(position)
      position += length + (index < gaps.count ? gaps[index] : 0)
    }
    return Placement(starts: starts, lengths: lengths)
  }

  /// `.fill`'s lengths for `room` (the stack's length less the gaps).
  private static func filled(_ views: [ArrangedLength], room: CGFloat) -> [CGFloat] {
    let own = views.compactMap(\.natural).reduce(0, +)
    var lengths = views.map { $0.natural ?? 0 }
    let rest = room - own
    let flexible = views.indices.filter { views[$0].natural == nil }
    if rest < 0 { return shrunk(lengths, by: -rest, views: views) }
    if !flexible.isEmpty {
      for index in flexible { lengths[index] = rest / CGFloat(flexible.count) }
    } else if let loosest = views.indices.min(by: { views[$0].hugging < views[$1].hugging }) {
      lengths[loosest] += rest
    }
    return lengths
  }

  /// `lengths` less `deficit`, taken from the views that resist compression least (the
  /// first of them first), none below zero.
  private static func shrunk(
    _ lengths: [CGFloat], by deficit: CGFloat, views: [ArrangedLength]
  ) -> [CGFloat] {
    var lengths = lengths
    var deficit = deficit
    let order = views.indices.sorted {
      views[$0].compression != views[$1].compression
        ? views[$0].compression < views[$1].compression : $0 < $1
    }
    for index in order where deficit > 0 {
      let taken = min(lengths[index], deficit)
      lengths[index] -= taken
      deficit -= taken
    }
    return lengths
  }

  /// `.fillProportionally`'s lengths: each view's own length times the stack's length over
  /// the sum of the views' and the gaps; the last view takes the rest. Views without a
  /// length of their own count as zero; with none at all the views fill as `.fill` does.
  private static func proportional(
    _ views: [ArrangedLength], total: CGFloat, gaps: [CGFloat]
  ) -> [CGFloat] {
    let gapSum = gaps.reduce(0, +)
    let own = views.map { max(0, $0.natural ?? 0) }
    let sum = own.reduce(0, +) + gapSum
    guard own.reduce(0, +) > 0, sum > 0 else { return filled(views, room: total - gapSum) }
    var lengths = own.map { $0 * total / sum }
    lengths[lengths.count - 1] = max(0, total - gapSum - lengths.dropLast().reduce(0, +))
    return lengths
  }

  /// `.equalSpacing`: own lengths, equal spaces of at least the largest gap asked for.
  private static func equallySpaced(
    _ views: [ArrangedLength], total: CGFloat, gaps: [CGFloat]
  ) -> Placement {
    let least = gaps.max() ?? 0
    let spaces = CGFloat(views.count - 1)
    var lengths = views.map { max(0, $0.natural ?? 0) }
    let needed = lengths.reduce(0, +) + spaces * least
    if needed > total { lengths = shrunk(lengths, by: needed - total, views: views) }
    let space = max(least, (total - lengths.reduce(0, +)) / spaces)
    return chained(lengths, gaps: Array(repeating: space, count: views.count - 1))
  }

  /// `.equalCentering`: own lengths, centres equally far apart from the first view's to the
  /// last's, each view then moved just enough to keep its gap from the one before and after.
  private static func equallyCentered(
    _ views: [ArrangedLength], total: CGFloat, gaps: [CGFloat]
  ) -> Placement {
    let lengths = views.map { max(0, $0.natural ?? 0) }
    let needed = lengths.reduce(0, +) + gaps.reduce(0, +)
    if needed >= total {
      return chained(shrunk(lengths, by: needed - total, views: views), gaps: gaps)
    }
    let last = lengths.count - 1
    let firstCentre = lengths[0] / 2
    let step = (total - lengths[last] / 2 - firstCentre) / CGFloat(last)
    var starts = lengths.indices.map { firstCentre + CGFloat($0) * step - lengths[$0] / 2 }
    starts[0] = 0
    for index in 1...last {
      starts[index] = max(starts[index], starts[index - 1] + lengths[index - 1] + gaps[index - 1])
    }
    starts[last] = total - lengths[last]
    for index in stride(from: last - 1, through: 0, by: -1) {
      starts[index] = min(starts[index], starts[index + 1] - gaps[index] - lengths[index])
    }
    return Placement(starts: starts, lengths: lengths)
  }
}
