import Components
import Foundation

/// A column of labels, each centred in its container with a minimum margin on both sides
/// (`leading >= 8`, `trailing <= -8`, `centerX ==`) and stacked 4 points apart: a layout
/// whose margins bind only when the container is narrower than the text.
enum CentredLabels {
  /// The container, `count` labels in it, constrained.
  static func make(width: CGFloat, count: Int) -> View {
    let container = View(frame: CGRect(x: 0, y: 0, width: width, height: 2000))
    var previous: View?
    for index in 0..<count {
      let label = Label(frame: .zero)
      label.text = "Label number \(index) with words"
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
      var constraints = [
        LayoutConstraint(
          item: label, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: container,
          attribute: .leading, multiplier: 1, constant: 8),
        LayoutConstraint(
          item: label, attribute: .trailing, relatedBy: .lessThanOrEqual, toItem: container,
          attribute: .trailing, multiplier: 1, constant: -8),
        LayoutConstraint(
          item: label, attribute: .centerX, relatedBy: .equal, toItem: container,
          attribute: .centerX, multiplier: 1, constant: 0),
      ]
      constraints.append(
        LayoutConstraint(
          item: label, attribute: .top, relatedBy: .equal, toItem: previous ?? container,
          attribute: previous == nil ? .top : .bottom, multiplier: 1,
          constant: previous == nil ? 0 : 4))
      LayoutConstraint.activate(constraints)
      previous = label
    }
    return container
  }

  /// Lays `container` out again from scratch.
  static func layOut(_ container: View) {
    container.setNeedsLayout()
    container.layoutIfNeeded()
  }
}
