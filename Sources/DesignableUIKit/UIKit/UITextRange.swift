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
