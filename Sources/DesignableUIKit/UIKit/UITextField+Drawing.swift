import Components
import Foundation

/// How a text field's parts are drawn and placed.
extension UITextField {
  /// How far text sits in from the border of each style, as iOS draws them.
  var borderInset: CGFloat {
    switch borderStyle {
    case .none: 0
    case .line, .bezel: 2
    case .roundedRect: 7
    }
  }

  /// The font and colour text is drawn with.
  func textAttributes(color: UIColor?) -> [NSAttributedString.Key: Any] {
    var attributes = defaultTextAttributes
    attributes[.font] = font
    attributes[.foregroundColor] = color ?? UIColor.label
    return attributes
  }

  /// Adds the new side view and removes the old one.
  func viewDidChange(from old: UIView?, to new: UIView?) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    setNeedsLayout()
  }

  var ownTextCount: Int { (text ?? "").count }

  func place(_ view: UIView?, shown: Bool, in rect: CGRect) {
    guard let view else { return }
    view.isHidden = !shown
    if shown { view.frame = rect }
  }

  func drawLine(
    _ string: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]
  ) {
    guard !string.isEmpty, rect.width > 0, rect.height > 0 else { return }
    let size = (string as NSString).size(withAttributes: attributes)
    let x: CGFloat
    switch textAlignment {
    case .center: x = rect.minX + max(0, rect.width - size.width) / 2
    case .right: x = rect.minX + max(0, rect.width - size.width)
    case .left, .justified, .natural: x = rect.minX
    }
    let line = CGRect(
      x: x, y: rect.midY - size.height / 2,
      width: min(size.width, rect.maxX - x), height: size.height)
    UIGraphicsGetCurrentContext()?.saveGState()
    UIGraphicsGetCurrentContext()?.clip(to: rect)
    (string as NSString).draw(in: line, withAttributes: attributes)
    UIGraphicsGetCurrentContext()?.restoreGState()
  }

  func drawBorder(in rect: CGRect) {
    switch borderStyle {
    case .none: return
    case .line, .bezel:
      UIColor.black.setStroke()
      let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
      path.lineWidth = 1
      path.stroke()
    case .roundedRect:
      let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
      UIColor.white.setFill()
      path.fillAtContextFlatness()
      UIColor(white: 0, alpha: 0.2).setStroke()
      path.lineWidth = 0.5
      path.stroke()
    }
  }
}
