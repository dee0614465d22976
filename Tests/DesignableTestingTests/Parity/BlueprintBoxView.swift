import Components
import Foundation

/// The view behind square/Blueprint's `Box` element (`BoxView` in `Box.swift` @ 1237c2b6e5),
/// as its snapshot tests build it: colours, corners, border and shadow on the layer, an
/// empty content view over the bounds with the same corners, and a shadow path of the
/// rounded bounds set on every layout.
final class BlueprintBoxView: View {
  let contentView = View()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  required init?(coder: NSCoder) { nil }

  /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` of the bounds with the
  /// layer's corner radius, as Blueprint sets it whenever the layer has a shadow colour.
  override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    guard layer.shadowColor != nil else { return }
    let radii = CGSize(width: layer.cornerRadius, height: layer.cornerRadius)
    layer.shadowPath =
      BezierPath(roundedRect: bounds, byRoundingCorners: .allCorners, cornerRadii: radii).cgPath
  }

  /// A box as Blueprint configures it: `corner` is the corner style's radius before
  /// Blueprint limits it to half the shorter side.
  static func make(
    frame: CGRect, background: Color, corner: CGFloat = 0, border: (Color, CGFloat)? = nil,
    shadow: (color: Color, radius: CGFloat)? = nil
  ) -> BlueprintBoxView {
    let box = BlueprintBoxView(frame: frame)
    let radius = min(corner, min(frame.width, frame.height) / 2)
    box.backgroundColor = background
    box.layer.cornerRadius = radius
    box.contentView.layer.cornerRadius = radius
    if let (color, width) = border {
      box.layer.borderColor = color
      box.layer.borderWidth = width
    }
    if let shadow {
      box.layer.shadowRadius = shadow.radius
      box.layer.shadowOffset = .zero
      box.layer.shadowColor = shadow.color
      box.layer.shadowOpacity = 1
    } else {
      // Blueprint's `.none` shadow: no colour, radius 0, opacity 0.
      box.layer.shadowColor = nil
      box.layer.shadowRadius = 0
      box.layer.shadowOffset = .zero
      box.layer.shadowOpacity = 0
    }
    return box
  }

  /// Blueprint's snapshot host: a white `BlueprintView` of `size` holding `content`.
  static func host(_ size: CGSize, _ content: View) -> View {
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    root.addSubview(content)
    return root
  }
}
