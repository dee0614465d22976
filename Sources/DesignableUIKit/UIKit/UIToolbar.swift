import Components
import Foundation

/// How a bar looks (`UIBarStyle`); stored only.
public enum UIBarStyle: Int, Sendable {
  case `default`, black
  /// A translucent black bar, as code written before `isTranslucent` asks for one.
  case blackTranslucent
  /// `black`, by its former name.
  public static let blackOpaque = UIBarStyle.black
}

/// A bar of buttons (`UIToolbar`), 44 points tall when it sizes itself. Only its background
/// colour is drawn: its bar and items are stored, not drawn. As a text input's
/// `inputAccessoryView` it is never shown, as no keyboard appears.
open class UIToolbar: UIView {
  open var items: [UIBarButtonItem]?
  open var barStyle = UIBarStyle.default
  open var isTranslucent = true
  /// Stored only.
  open var barTintColor: UIColor?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the items; `animated` is ignored, as animations show their end state.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// The width asked for (the current width when it is not positive) and 44 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: 44)
  }
}
