import Components
import Foundation

/// What `UIView.init(coder:)` restores from an element past the frame and the standard
/// properties, for the classes of the component model: every view's tag, restoration
/// identifier, interaction and
/// autoresizing, a control's state, a label's text, font and colours, a button's titles,
/// colours and images per state, an image view's image. Other classes restore their own
/// through ``ArchivedPropertiesRestoring``.
public enum ArchivedProperties {
  /// The view's own archived properties, then its class's (a custom subclass restores what
  /// its UIKit superclass archives).
  public static func restore(_ element: NibElement, into view: View) {
    restoreView(element, into: view)
    restoreClass(element, into: view)
  }

  /// The archived content of an element, for ``StandardProperties/content``: what
  /// ``restore(_:into:)`` sets, without the element's subviews, constraints and connections.
  public static func content(of element: NibElement, origin: String) -> ArchivedContent {
    var trimmed = element
    trimmed.children.removeAll { ["subviews", "constraints", "connections"].contains($0.name) }
    let own = trimmed
    return ArchivedContent(origin: origin) { view in restore(own, into: view) }
  }

  /// The properties of the element's class, by the class of `view`.
  public static func restoreClass(_ element: NibElement, into view: View) {
    switch view {
    case let label as Label: restoreLabel(element, into: label)
    case let button as Button: restoreButton(element, into: button)
    case let imageView as ImageView:
      if let image = image(
        element["image"] ?? element.child("imageReference", key: "image")?["image"])
      {
        imageView.restoreArchivedImage(image)
      }
      if let color = element.color("tintColor") { imageView.tintColor = color }
    case let restoring as ArchivedPropertiesRestoring:
      restoring.restoreArchivedProperties(from: element)
    default:
      break
    }
  }

  /// Tag, restoration identifier, interaction, autoresizing and constraint translation,
  /// which every view archives.
  public static func restoreView(_ element: NibElement, into view: View) {
    if let tag = element["tag"].flatMap({ Int($0) }) { view.tag = tag }
    if let identifier = element["restorationIdentifier"] { view.restorationIdentifier = identifier }
    if let enabled = element.flag("userInteractionEnabled") {
      view.isUserInteractionEnabled = enabled
    }
    if let multiple = element.flag("multipleTouchEnabled") {
      view.isMultipleTouchEnabled = multiple
    }
    if let translates = element.flag("translatesAutoresizingMaskIntoConstraints") {
      view.translatesAutoresizingMaskIntoConstraints = translates
    }
    let priorities: [(String, Bool, LayoutConstraint.Axis)] = [
      ("horizontalHuggingPriority", true, .horizontal),
      ("verticalHuggingPriority", true, .vertical),
      ("horizontalCompressionResistancePriority", false, .horizontal),
      ("verticalCompressionResistancePriority", false, .vertical),
    ]
    for (name, hugging, axis) in priorities {
      guard let value = element.number(name) else { continue }
      let priority = LayoutPriority(Float(value))
      if hugging {
        view.setContentHuggingPriority(priority, for: axis)
      } else {
        view.setContentCompressionResistancePriority(priority, for: axis)
      }
    }
    if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
      var value: View.AutoresizingMask = []
      let flags: [(String, View.AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
      ]
      for (name, flag) in flags where mask.flag(name) == true { value.insert(flag) }
      view.autoresizingMask = value
    }
    if let control = view as? Control {
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

  static func restoreLabel(_ element: NibElement, into label: Label) {
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

  static func restoreButton(_ element: NibElement, into button: Button) {
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
    let states: [String: Control.State] = [
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
      ("contentEdgeInsets", { (b: Button, i: EdgeInsets) in b.contentEdgeInsets = i }),
      ("titleEdgeInsets", { $0.titleEdgeInsets = $1 }),
      ("imageEdgeInsets", { $0.imageEdgeInsets = $1 }),
    ] {
      guard let inset = element.child("inset", key: key) else { continue }
      apply(
        button,
        EdgeInsets(
          top: CGFloat(inset.number("minY") ?? 0), left: CGFloat(inset.number("minX") ?? 0),
          bottom: CGFloat(inset.number("maxY") ?? 0), right: CGFloat(inset.number("maxX") ?? 0)))
    }
  }

  /// The `text` attribute, else the text of `<string key="text">`.
  public static func text(_ element: NibElement) -> String? {
    element["text"] ?? element.child("string", key: "text")?.text
  }

  /// The image a nib names, from the registered image folders; `nil` when none has it.
  /// An image the document names, by ``imageLookup`` while one is set, else from the
  /// registered image folders (``ImageCatalog``).
  public static func image(_ name: String?) -> Image? {
    guard let name else { return nil }
    if let imageLookup { return imageLookup(name) }
    return Image(named: name)
  }

  /// How the nib being loaded finds the images it names, as UIKit finds them in the nib's
  /// bundle (`UIImage(named:in:compatibleWith:)`); set while a nib is instantiated.
  @TaskLocal public static var imageLookup: (@Sendable (String) -> Image?)?

  public static func alignment(_ name: String?) -> TextAlignment? {
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
  /// weight, a text style, or a named font (as `Font(name:size:)` finds or substitutes
  /// it).
  public static func font(_ element: NibElement) -> Font? {
    guard let description = element.child("fontDescription", key: "fontDescription")
    else { return nil }
    let size = CGFloat(description.number("pointSize") ?? 17)
    if let style = description["style"] {
      return Font.preferredFont(forTextStyle: Font.TextStyle(rawValue: style))
    }
    // `.AppleSystemFont` and the like name the system font.
    if let name = description["name"], !name.hasPrefix(".") {
      return Font(name: name, size: size) ?? .systemFont(ofSize: size)
    }
    switch description["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    default:
      let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
        "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy,
        "black": .black,
      ]
      return .systemFont(
        ofSize: size, weight: description["weight"].flatMap { weights[$0] } ?? .regular)
    }
  }
}

/// A view class outside the component model (a stack view, a switch, a slider) that restores
/// its own archived properties from its element, as its `init(coder:)` does.
public protocol ArchivedPropertiesRestoring: View {
  /// Sets the properties the element archives for this class.
  func restoreArchivedProperties(from element: NibElement)
}
