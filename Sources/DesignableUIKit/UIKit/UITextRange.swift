/// A range in a text input's text (`UITextRange`); inert, as no text is edited here.
open class UITextRange {
  public let start: UITextPosition
  public let end: UITextPosition

  public init(start: UITextPosition, end: UITextPosition) {
    self.start = start
    self.end = end
  }

  /// Whether the range holds no text: true when it starts where it ends.
  open var isEmpty: Bool { start === end }
}
