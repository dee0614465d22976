import Foundation
import IBDocument

// What `init(coder:)` restores from an element for the view classes of this module, past
// what ``ArchivedProperties`` restores for every view and the component model's classes.

extension UIStackView: ArchivedPropertiesRestoring {
  public func restoreArchivedProperties(from element: NibElement) {
    if element["axis"] == "vertical" { self.axis = .vertical }
    if let spacing = element.number("spacing") { self.spacing = CGFloat(spacing) }
    switch element["alignment"] {
    case "top", "leading": self.alignment = .leading
    case "bottom", "trailing": self.alignment = .trailing
    case "center": self.alignment = .center
    case "firstBaseline": self.alignment = .firstBaseline
    case "lastBaseline", "baseline": self.alignment = .lastBaseline
    default: break
    }
    switch element["distribution"] {
    case "fillEqually": self.distribution = .fillEqually
    case "fillProportionally": self.distribution = .fillProportionally
    case "equalSpacing": self.distribution = .equalSpacing
    case "equalCentering": self.distribution = .equalCentering
    default: break
    }
    if let relative = element.flag("layoutMarginsRelativeArrangement") {
      self.isLayoutMarginsRelativeArrangement = relative
    }
  }
}

extension UISwitch: ArchivedPropertiesRestoring {
  public func restoreArchivedProperties(from element: NibElement) {
    if let on = element.flag("on") { self.isOn = on }
    if let color = element.color("onTintColor") { self.onTintColor = color }
    if let color = element.color("thumbTintColor") { self.thumbTintColor = color }
  }
}

extension UISlider: ArchivedPropertiesRestoring {
  public func restoreArchivedProperties(from element: NibElement) {
    if let minimum = element.number("minValue") { self.minimumValue = Float(minimum) }
    if let maximum = element.number("maxValue") { self.maximumValue = Float(maximum) }
    if let value = element.number("value") { self.value = Float(value) }
    if let color = element.color("minimumTrackTintColor") { self.minimumTrackTintColor = color }
    if let color = element.color("maximumTrackTintColor") { self.maximumTrackTintColor = color }
    if let color = element.color("thumbTintColor") { self.thumbTintColor = color }
  }
}

extension UIProgressView: ArchivedPropertiesRestoring {
  public func restoreArchivedProperties(from element: NibElement) {
    if let value = element.number("progress") { self.progress = Float(value) }
    if let color = element.color("progressTintColor") { self.progressTintColor = color }
    if let color = element.color("trackTintColor") { self.trackTintColor = color }
  }
}

extension UIActivityIndicatorView: ArchivedPropertiesRestoring {
  public func restoreArchivedProperties(from element: NibElement) {
    switch element["style"] {
    case "whiteLarge": self.style = .whiteLarge
    case "white": self.style = .white
    case "gray": self.style = .gray
    case "large": self.style = .large
    case "medium": self.style = .medium
    default: break
    }
    if let color = element.color("color") { self.color = color }
    if let hides = element.flag("hidesWhenStopped") { self.hidesWhenStopped = hides }
    if element.flag("animating") == true { self.startAnimating() }
  }
}

extension UITextField: ArchivedPropertiesRestoring {
  public func restoreArchivedProperties(from element: NibElement) {
    if let text = ArchivedProperties.text(element) { self.text = text }
    if let placeholder = element["placeholder"] { self.placeholder = placeholder }
    if let font = ArchivedProperties.font(element) { self.font = font }
    if let color = element.color("textColor") { self.textColor = color }
    if let alignment = ArchivedProperties.alignment(element["textAlignment"]) {
      self.textAlignment = alignment
    }
    switch element["borderStyle"] {
    case "roundedRect": self.borderStyle = .roundedRect
    case "line": self.borderStyle = .line
    case "bezel": self.borderStyle = .bezel
    default: break
    }
  }
}
