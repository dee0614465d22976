import Components
import Foundation

/// What tab bar and bar button items share (`UIBarItem`): a title, an image, a tag, whether
/// the item is enabled, and its title's attributes by state (stored). Interface Builder
/// builds items from documents too, so they answer `awakeFromNib()` and
/// `prepareForInterfaceBuilder()`, which do nothing unless overridden.
open class UIBarItem: NSObject {
  open var title: String?
  open var image: UIImage?
  /// The image for landscape phones; stored only.
  open var landscapeImagePhone: UIImage?
  open var isEnabled = true
  open var tag = 0
  /// Stored only.
  open var imageInsets = UIEdgeInsets.zero
  /// Stored only.
  open var accessibilityLabel: String?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  public override init() { super.init() }

  /// Called after the item is made from a document, as on iOS.
  open func awakeFromNib() {}

  /// Called when Interface Builder builds the item; a render never is Interface Builder.
  open func prepareForInterfaceBuilder() {}

  /// Keeps the title's attributes for `state`; stored only.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title's attributes kept for `state`, if any.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }
}
