import Foundation
import Testing

@testable import DesignableUIKit

/// A view whose dot is pinned to its margins, which a property changes after layout.
private final class MarginDot: UIView {
  let dot = UIView()
  var marginChanges = 0

  var spacing: CGFloat = 4 {
    didSet {
      layoutMargins = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    dot.translatesAutoresizingMaskIntoConstraints = false
    addSubview(dot)
    NSLayoutConstraint.activate([
      dot.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      dot.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      dot.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      dot.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
    layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    marginChanges += 1
  }
}

/// Changing `layoutMargins` tells `layoutMarginsDidChange()` and lays the view out again,
/// so views pinned to the margins follow, as on iOS.
@Suite struct LayoutMarginsChangeTests {
  @Test func changingTheMarginsLaysTheViewOutAgain() {
    let view = MarginDot(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    view.layoutIfNeeded()
    #expect(view.dot.frame == CGRect(x: 4, y: 4, width: 16, height: 16))
    view.spacing = 8
    view.layoutIfNeeded()
    #expect(view.dot.frame == CGRect(x: 8, y: 8, width: 8, height: 8))
    view.spacing = 8
    #expect(view.marginChanges == 2 && !view.layer.needsLayout())
  }
}
