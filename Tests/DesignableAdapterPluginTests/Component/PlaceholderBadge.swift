import UIKit

/// A badge that keeps its own flag for Interface Builder, as many components do, and shows
/// a grey placeholder there instead of its empty content.
@IBDesignable public final class PlaceholderBadge: UIView {
  var isInterfaceBuilder: Bool = false

  public override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    isInterfaceBuilder = true
    refresh()
  }

  func refresh() {
    backgroundColor = isInterfaceBuilder ? .gray : .white
  }
}
