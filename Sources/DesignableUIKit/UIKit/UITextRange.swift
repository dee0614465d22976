/// A range in a text input's text (`UITextRange`), between two of its positions.
open class UITextRange {
  public let start: UITextPosition
  public let end: UITextPosition

  public init(start: UITextPosition, end: UITextPosition) {
    self.start = start
    self.end = end
  }

  /// Whether the range holds no text: true when it starts where it ends.
  open var isEmpty: Bool {
    start === end
      || TextPositions.offset(of: start) == TextPositions.offset(of: end)
        && (start is TextOffsetPosition) == (end is TextOffsetPosition)
  }
}

/// One rectangle of a selection's highlight (`UITextSelectionRect`). A render selects
/// nothing, so text inputs give none; a subclass may return its own.
open class UITextSelectionRect {
  public init() {}

  /// The rectangle, in the text input's coordinates.
  open var rect: CGRect { .zero }
  /// The direction of the text in the rectangle.
  open var writingDirection: NSWritingDirection { .natural }
  /// Whether the rectangle holds the selection's start.
  open var containsStart: Bool { false }
  /// Whether the rectangle holds the selection's end.
  open var containsEnd: Bool { false }
  /// Whether the text in the rectangle runs vertically.
  open var isVertical: Bool { false }
}

/// The direction text runs in (`NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
  case natural = -1
  case leftToRight = 0
  case rightToLeft = 1
}
