import Foundation
import IBDocument

/// What `init(coder:)` restores from a nib element past the frame and the standard
/// properties: the view's own archived properties, then its class's.
enum NibProperties {
  /// Tag, interaction, autoresizing and constraint translation, which every view archives.
  static func restoreView(_ element: NibElement, into view: View) {
    if let tag = element["tag"].flatMap({ Int($0) }) { view.tag = tag }
    if let enabled = element.flag("userInteractionEnabled") {
      view.isUserInteractionEnabled = enabled
    }
    if let multiple = element.flag("multipleTouchEnabled") {
      view.isMultipleTouchEnabled = multiple
    }
    if let translates = element.flag("translatesAutoresizingMaskIntoConstraints") {
      view.translatesAutoresizingMaskIntoConstraints = translates
    }
    let priorities: [(String, Bool, NSLayoutConstraint.Axis)] = [
      ("horizontalHuggingPriority", true, .horizontal),
      ("verticalHuggingPriority", true, .vertical),
      ("horizontalCompressionResistancePriority", false, .horizontal),
      ("verticalCompressionResistancePriority", false, .vertical),
    ]
    for (name, hugging, axis) in priorities {
      guard let value = element.number(name) else { continue }
      let priority = UILayoutPriority(Float(value))
      if hugging {
        view.setContentHuggingPriority(priority, for: axis)
      } else {
        view.setContentCompressionResistancePriority(priority, for: axis)
      }
    }
    if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
      var value: UIView.AutoresizingMask = []
      let flags: [(String, UIView.AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
      ]
      for (name, flag) in flags where mask.flag(name) == true { value.insert(flag) }
      view.autoresizingMask = value
    }
    if let control = view as? UIControl {
      if let enabled = element.flag("enabled") { control.isEnabled = enabled }
      if let selected = element.flag("selected") { control.isSelected = selected }
      if let highlighted = element.flag("highlighted") { control.isHighlighted = highlighted }
      switch element["contentHorizontalAlignment"] {
      case "left": control.contentHorizontalAlignment = .left
      case "right": control.contentHorizontalAlignment = .right
      case "fill": control.contentHorizontalAlignment = .fill
      case "leading": control.contentHorizontalAlignment = .leading
      case "trailing": control.contentHorizontalAlignment = .trailing
      case "center": control.contentHorizontalAlignment = .center
      default: break
      }
      switch element["contentVerticalAlignment"] {
      case "top": control.contentVerticalAlignment = .top
      case "bottom": control.contentVerticalAlignment = .bottom
      case "fill": control.contentVerticalAlignment = .fill
      case "center": control.contentVerticalAlignment = .center
      default: break
      }
    }
  }

  /// The properties of the element's UIKit class, by the class of `view` (a custom subclass
  /// restores what its UIKit superclass archives).
  static func restoreClass(
    _ element: NibElement, into view: View, report: (NibError) -> Void, nib: String
  ) {
    switch view {
    case let label as UILabel: restoreLabel(element, into: label)
    case let button as UIButton: restoreButton(element, into: button)
    case let imageView as UIImageView:
      if let image = image(
        element["image"] ?? element.child("imageReference", key: "image")?["image"])
      {
        imageView.image = image
      }
      if let color = element.color("tintColor") { imageView.tintColor = color }
    case let stack as UIStackView: restoreStack(element, into: stack)
    case let toggle as UISwitch:
      if let on = element.flag("on") { toggle.isOn = on }
      if let color = element.color("onTintColor") { toggle.onTintColor = color }
      if let color = element.color("thumbTintColor") { toggle.thumbTintColor = color }
    case let slider as UISlider:
      if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
      if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
      if let value = element.number("value") { slider.value = Float(value) }
      if let color = element.color("minimumTrackTintColor") { slider.minimumTrackTintColor = color }
      if let color = element.color("maximumTrackTintColor") { slider.maximumTrackTintColor = color }
      if let color = element.color("thumbTintColor") { slider.thumbTintColor = color }
    case let progress as UIProgressView:
      if let value = element.number("progress") { progress.progress = Float(value) }
      if let color = element.color("progressTintColor") { progress.progressTintColor = color }
      if let color = element.color("trackTintColor") { progress.trackTintColor = color }
    case let spinner as UIActivityIndicatorView:
      switch element["style"] {
      case "whiteLarge": spinner.style = .whiteLarge
      case "white": spinner.style = .white
      case "gray": spinner.style = .gray
      case "large": spinner.style = .large
      case "medium": spinner.style = .medium
      default: break
      }
      if let color = element.color("color") { spinner.color = color }
      if let hides = element.flag("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
      if element.flag("animating") == true { spinner.startAnimating() }
    case let field as UITextField:
      if let text = text(element) { field.text = text }
      if let placeholder = element["placeholder"] { field.placeholder = placeholder }
      if let font = font(element) { field.font = font }
      if let color = element.color("textColor") { field.textColor = color }
      if let alignment = alignment(element["textAlignment"]) { field.textAlignment = alignment }
      switch element["borderStyle"] {
      case "roundedRect": field.borderStyle = .roundedRect
      case "line": field.borderStyle = .line
      case "bezel": field.borderStyle = .bezel
      default: break
      }
    default:
      break
    }
  }

  private static func restoreLabel(_ element: NibElement, into label: UILabel) {
    if let text = text(element) { label.text = text }
    if let font = font(element) { label.font = font }
    if let color = element.color("textColor") { label.textColor = color }
    if let color = element.color("highlightedColor") { label.highlightedTextColor = color }
    if let color = element.color("shadowColor") { label.shadowColor = color }
    if let alignment = alignment(element["textAlignment"]) { label.textAlignment = alignment }
    if let lines = element["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
    if let fits = element.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
    if let scale = element.number("minimumScaleFactor") {
      label.minimumScaleFactor = CGFloat(scale)
    }
    if let enabled = element.flag("enabled") { label.isEnabled = enabled }
    switch element["lineBreakMode"] {
    case "wordWrap": label.lineBreakMode = .byWordWrapping
    case "characterWrap": label.lineBreakMode = .byCharWrapping
    case "clip": label.lineBreakMode = .byClipping
    case "headTruncation": label.lineBreakMode = .byTruncatingHead
    case "middleTruncation": label.lineBreakMode = .byTruncatingMiddle
    case "tailTruncation": label.lineBreakMode = .byTruncatingTail
    default: break
    }
    switch element["baselineAdjustment"] {
    case "alignCenters": label.baselineAdjustment = .alignCenters
    case "none": label.baselineAdjustment = .none
    case "alignBaselines": label.baselineAdjustment = .alignBaselines
    default: break
    }
  }

  private static func restoreButton(_ element: NibElement, into button: UIButton) {
    switch element["buttonType"] {
    case "system", "roundedRect": button.buttonType = .system
    case "detailDisclosure": button.buttonType = .detailDisclosure
    case "infoLight": button.buttonType = .infoLight
    case "infoDark": button.buttonType = .infoDark
    case "contactAdd": button.buttonType = .contactAdd
    case "close": button.buttonType = .close
    default: break
    }
    if let font = font(element) { button.titleLabel?.font = font }
    let states: [String: UIControl.State] = [
      "normal": .normal, "highlighted": .highlighted, "selected": .selected,
      "disabled": .disabled,
    ]
    for state in element.children where state.name == "state" {
      guard let key = state["key"], let value = states[key] else { continue }
      if let title = state["title"] ?? state.child("string", key: "title")?.text {
        button.setTitle(title, for: value)
      }
      if let color = state.color("titleColor") { button.setTitleColor(color, for: value) }
      if let color = state.color("titleShadowColor") {
        button.setTitleShadowColor(color, for: value)
      }
      if let image = image(state["image"]) { button.setImage(image, for: value) }
      if let image = image(state["backgroundImage"]) {
        button.setBackgroundImage(image, for: value)
      }
    }
    if let configuration = element.child("buttonConfiguration", key: "configuration"),
      let title = configuration["title"], button.title(for: .normal) == nil
    {
      button.setTitle(title, for: .normal)
    }
    for (key, apply) in [
      ("contentEdgeInsets", { (b: UIButton, i: UIEdgeInsets) in b.contentEdgeInsets = i }),
      ("titleEdgeInsets", { $0.titleEdgeInsets = $1 }),
      ("imageEdgeInsets", { $0.imageEdgeInsets = $1 }),
    ] {
      guard let inset = element.child("inset", key: key) else { continue }
      apply(
        button,
        UIEdgeInsets(
          top: CGFloat(inset.number("minY") ?? 0), left: CGFloat(inset.number("minX") ?? 0),
          bottom: CGFloat(inset.number("maxY") ?? 0), right: CGFloat(inset.number("maxX") ?? 0)))
    }
  }

  private static func restoreStack(_ element: NibElement, into stack: UIStackView) {
    if element["axis"] == "vertical" { stack.axis = .vertical }
    if let spacing = element.number("spacing") { stack.spacing = CGFloat(spacing) }
    switch element["alignment"] {
    case "top", "leading": stack.alignment = .leading
    case "bottom", "trailing": stack.alignment = .trailing
    case "center": stack.alignment = .center
    case "firstBaseline": stack.alignment = .firstBaseline
    case "lastBaseline", "baseline": stack.alignment = .lastBaseline
    default: break
    }
    switch element["distribution"] {
    case "fillEqually": stack.distribution = .fillEqually
    case "fillProportionally": stack.distribution = .fillProportionally
    case "equalSpacing": stack.distribution = .equalSpacing
    case "equalCentering": stack.distribution = .equalCentering
    default: break
    }
    if let relative = element.flag("layoutMarginsRelativeArrangement") {
      stack.isLayoutMarginsRelativeArrangement = relative
    }
  }

  /// The `text` attribute, else the text of `<string key="text">`.
  static func text(_ element: NibElement) -> String? {
    element["text"] ?? element.child("string", key: "text")?.text
  }

  /// The image a nib names, from the registered image folders; `nil` when none has it.
  static func image(_ name: String?) -> UIImage? {
    name.flatMap { UIImage(named: $0) }
  }

  static func alignment(_ name: String?) -> NSTextAlignment? {
    switch name {
    case "left": .left
    case "center": .center
    case "right": .right
    case "justified": .justified
    case "natural": .natural
    default: nil
    }
  }

  /// The font of `<fontDescription key="fontDescription">`: a system font of a type or
  /// weight, a text style, or a named font (as `UIFont(name:size:)` finds or substitutes
  /// it).
  static func font(_ element: NibElement) -> UIFont? {
    guard let description = element.child("fontDescription", key: "fontDescription")
    else { return nil }
    let size = CGFloat(description.number("pointSize") ?? 17)
    if let style = description["style"] {
      return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
    }
    // `.AppleSystemUIFont` and the like name the system font.
    if let name = description["name"], !name.hasPrefix(".") {
      return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    }
    switch description["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    default:
      let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
        "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy,
        "black": .black,
      ]
      return .systemFont(
        ofSize: size, weight: description["weight"].flatMap { weights[$0] } ?? .regular)
    }
  }
}
