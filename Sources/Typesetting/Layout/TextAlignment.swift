/// How each line sits horizontally in the width it is laid out in, as `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable {
  /// Lines start at the left edge.
  case left
  /// Lines are centred.
  case center
  /// Lines end at the right edge.
  case right
  /// Left for left-to-right paragraphs, right for right-to-left ones (by the direction
  /// HarfBuzz guessed for the paragraph).
  case natural
  /// Lines but the last of each paragraph are stretched to the full width at their spaces
  /// by `AttributedTextLayout`; `TextLayout` sets them as `natural`.
  case justified
}
