#if canImport(UIKit)
  import UIKit

  /// Overrides in an extension, which Swift allows only of Objective-C methods; and a file
  /// wrapped in `#if canImport(UIKit)`, as cross-platform packages wrap theirs.
  extension StepDial {
    public override func prepareForInterfaceBuilder() {
      super.prepareForInterfaceBuilder()
      showDesignerDefaults()
    }

    @objc override public var intrinsicContentSize: CGSize {
      CGSize(width: CGFloat(steps) * 20, height: 20)
    }

    private func showDesignerDefaults() { step = steps - 1 }
  }
#endif
