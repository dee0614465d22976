#if !canImport(UIKit)
  /// UIKit's text names for the component model's types.
  public typealias NSParagraphStyle = ParagraphStyle
  /// The same class as `NSParagraphStyle` here: every property is settable on both.
  public typealias NSMutableParagraphStyle = ParagraphStyle
  /// The shadow of a run of attributed text.
  public typealias NSShadow = TextShadow
#endif
