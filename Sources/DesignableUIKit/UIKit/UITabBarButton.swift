import Components
import Foundation

/// One tab bar item as its tab bar shows it: the image centred above a 10-point title whose
/// bottom is 3 points above the item's bottom, both in one colour. It bears the name of
/// UIKit's private class, by which custom tab bars find and remove the standard item views
/// (`String(describing: type(of: subview)) == "UITabBarButton"`).
final class UITabBarButton: UIView {
  let item: UITabBarItem
  private let imageView = UIImageView()
  private let titleLabel = UILabel()

  init(item: UITabBarItem) {
    self.item = item
    super.init(frame: .zero)
    isOpaque = false
    titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
    titleLabel.textAlignment = .center
    imageView.contentMode = .center
    addSubview(imageView)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    item = UITabBarItem()
    super.init(coder: coder)
  }

  /// Shows the item's title and image (its selected image when selected) in `color`.
  func show(selected: Bool, color: UIColor) {
    titleLabel.text = item.title
    titleLabel.textColor = color
    let image = selected ? item.selectedImage ?? item.image : item.image
    imageView.image = image?.withRenderingMode(.alwaysTemplate)
    imageView.tintColor = color
    alpha = item.isEnabled ? 1 : 0.5
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let titleHeight = item.title == nil ? 0 : titleLabel.font.lineHeight
    let titleTop = bounds.height - 3 - titleHeight
    titleLabel.frame = CGRect(x: 0, y: titleTop, width: bounds.width, height: titleHeight)
    imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, titleTop))
  }
}
