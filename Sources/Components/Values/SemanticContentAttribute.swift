/// How a view's content is arranged for left-to-right and right-to-left languages
/// (`UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Sendable {
  /// Follows the layout direction of the user interface.
  case unspecified
  /// Playback controls, which keep their left-to-right order.
  case playback
  /// Directional controls (such as arrows), which keep their left-to-right order.
  case spatial
  case forceLeftToRight
  case forceRightToLeft
}
