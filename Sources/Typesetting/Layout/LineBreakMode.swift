/// How text that does not fit is wrapped or cut, as `NSLineBreakMode`.
///
/// Every mode wraps lines at spaces when a width is given; they differ in what happens to
/// a word wider than the line and to text beyond the last line allowed (by
/// `TextAttributes.numberOfLines` or by the height of the rectangle drawn into).
public enum LineBreakMode: Hashable, Sendable {
  /// Wrap at spaces; a word wider than the line is broken between characters. Lines
  /// beyond the last allowed one are dropped.
  case byWordWrapping
  /// Wrap between any two characters (grapheme clusters).
  case byCharWrapping
  /// Wrap at spaces; a word wider than the line is not broken but clipped at the edge of
  /// the rectangle drawn into.
  case byClipping
  /// Wrap as `byWordWrapping`; when text remains after the last allowed line, that line
  /// is cut to fit with "…" at its end.
  case byTruncatingTail
  /// Wrap as `byWordWrapping`; when text remains after the last allowed line, that line
  /// shows "…" then as much of the end of its paragraph as fits. `TextLayout` (one style)
  /// draws it as `byTruncatingTail`; `AttributedTextLayout` draws it as described.
  case byTruncatingHead
  /// Wrap as `byWordWrapping`; when text remains after the last allowed line, that line
  /// shows the start of its text, "…", then the end of its paragraph. `TextLayout` draws
  /// it as `byTruncatingTail`; `AttributedTextLayout` draws it as described.
  case byTruncatingMiddle

  /// Whether the mode cuts the last allowed line with an ellipsis.
  var truncates: Bool {
    self == .byTruncatingTail || self == .byTruncatingHead || self == .byTruncatingMiddle
  }
}
