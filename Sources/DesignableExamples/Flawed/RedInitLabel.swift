#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "init overrides an attribute" finding (seed 003's
/// "one trap"): both initializers set the background to red. Interface Builder assigns the
/// inspector's background after `init(frame:)`, so the canvas shows the document's colour;
/// a storyboard restores it inside `super.init(coder:)`, before the red, so the app is red.
@IBDesignable public final class RedInitLabel: UILabel {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
    text = "Hello"
    textAlignment = .center
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = .systemRed
    text = "Hello"
    textAlignment = .center
  }
}
