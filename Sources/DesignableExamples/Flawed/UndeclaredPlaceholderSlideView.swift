#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "design-time-only drawing" finding: ``SlideView``
/// without its declaration, so the placeholder pages it draws only in Interface Builder
/// are reported as a difference nobody asked for.
@IBDesignable public final class UndeclaredPlaceholderSlideView: SlideView {
  #if !canImport(UIKit)
    public override class var declaresDesignTimeOnlyContent: Bool { false }
  #endif
}
