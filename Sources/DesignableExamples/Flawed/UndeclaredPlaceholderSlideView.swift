import Components
import Foundation

/// Flawed on purpose, for the checker's "design-time-only drawing" finding: ``SlideView``
/// without its declaration, so the placeholder pages it draws only in Interface Builder
/// are reported as a difference nobody asked for.
public final class UndeclaredPlaceholderSlideView: SlideView {
  public override class var declaresDesignTimeOnlyContent: Bool { false }
}
