import Foundation

/// Where a flow layout puts the items of one section, as UIKit's does: items fill a line
/// across the collection view (a row when it scrolls vertically, a column when it scrolls
/// horizontally) while they fit between the insets; a line's items are spread so that its
/// first and last touch the insets, a line of one item is centred, and each item is centred
/// on its line. Lines follow each other at the line spacing.
struct FlowLayoutLines {
  let sizes: [CGSize]
  let inset: UIEdgeInsets
  let lineSpacing: CGFloat
  let itemSpacing: CGFloat
  let horizontal: Bool

  /// The items' frames, starting at `start` along the scroll axis, and where the section
  /// ends (after its bottom or right inset).
  func frames(across extent: CGFloat, from start: CGFloat) -> (frames: [CGRect], end: CGFloat) {
    // Along a line ("across") and from line to line ("along"), whatever the direction.
    let across = { (size: CGSize) in horizontal ? size.height : size.width }
    let along = { (size: CGSize) in horizontal ? size.width : size.height }
    let (leading, trailing) = horizontal ? (inset.top, inset.bottom) : (inset.left, inset.right)
    let (before, after) = horizontal ? (inset.left, inset.right) : (inset.top, inset.bottom)
    let room = extent - leading - trailing
    var frames: [CGRect] = []
    var lineStart = start + before
    var index = 0
    while index < sizes.count {
      var end = index + 1
      var used = across(sizes[index])
      while end < sizes.count, used + itemSpacing + across(sizes[end]) <= room {
        used += itemSpacing + across(sizes[end])
        end += 1
      }
      let line = sizes[index..<end]
      let depth = line.map(along).max() ?? 0
      let count = line.count
      let gap = count > 1 ? (room - line.map(across).reduce(0, +)) / CGFloat(count - 1) : 0
      var position = count > 1 ? leading : leading + (room - across(sizes[index])) / 2
      for size in line {
        let offset = lineStart + (depth - along(size)) / 2
        frames.append(
          horizontal
            ? CGRect(x: offset, y: position, width: size.width, height: size.height)
            : CGRect(x: position, y: offset, width: size.width, height: size.height))
        position += across(size) + gap
      }
      lineStart += depth + (end < sizes.count ? lineSpacing : 0)
      index = end
    }
    return (frames, sizes.isEmpty ? start + before + after : lineStart + after)
  }
}
