import Components

/// UIKit's names nested in `UITextField`.
extension UITextField {
  /// How the field's border is drawn (`UITextField.BorderStyle`).
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view shows (`UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always

    /// Whether the overlay shows while the field is not being edited, as in a render.
    var showsOutsideEditing: Bool { self == .always || self == .unlessEditing }
  }
}
