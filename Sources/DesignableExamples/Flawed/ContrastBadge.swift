import Components
import Foundation

/// Flawed on purpose, for the checker's "attribute overwritten" finding by layout:
/// `layoutSubviews()` picks `textColor` from `badgeColor`'s brightness and assigns it, so
/// the text colour set in the inspector never shows, on every path, once the view is laid
/// out. It overrides neither `awakeFromNib()` nor `prepareForInterfaceBuilder()`.
public final class ContrastBadge: View {
  public var badgeColor: Color = .systemBlue { didSet { setNeedsLayout() } }
  public var textColor: Color = .white { didSet { setNeedsLayout() } }
  public var text: String = "" { didSet { setNeedsLayout() } }
  private let label = Label(frame: .zero)

  public override class var inspectables: [Inspectable] {
    [
      .color("badgeColor", \ContrastBadge.badgeColor),
      .color("textColor", \ContrastBadge.textColor),
      .string("text", \ContrastBadge.text),
    ]
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    label.textAlignment = .center
    addSubview(label)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let brightness = badgeColor.red * 0.299 + badgeColor.green * 0.587 + badgeColor.blue * 0.114
    textColor = brightness > 0.6 ? .black : .white
    backgroundColor = badgeColor
    layer.cornerRadius = min(bounds.width, bounds.height) / 2
    label.frame = bounds
    label.text = text
    label.textColor = textColor
  }
}
