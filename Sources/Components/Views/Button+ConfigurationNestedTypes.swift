/// The nested types of `UIButton.Configuration`.
extension Button.Configuration {
  /// How the background's corner radius is chosen (`UIButton.Configuration.CornerStyle`).
  public enum CornerStyle: Int, Sendable {
    /// The background's radius as it is.
    case fixed = -1
    /// The background's radius, adjusted for the text size (here: as it is, or the size's
    /// radius when the background sets none).
    case dynamic = 0
    /// A small system radius, whatever the background says.
    case small = 1
    /// A medium system radius, whatever the background says.
    case medium = 2
    /// A large system radius, whatever the background says.
    case large = 3
    /// Half the shorter side: the ends are half circles.
    case capsule = 4
  }

  /// The size of a button's text and insets (`UIButton.Configuration.Size`).
  public enum Size: Int, Sendable {
    case medium = 0
    case small = 1
    case mini = 2
    case large = 3
  }

  /// How the title and subtitle align with each other
  /// (`UIButton.Configuration.TitleAlignment`).
  public enum TitleAlignment: Int, Sendable {
    case automatic = 0
    case leading = 1
    case center = 2
    case trailing = 3
  }

  /// The style constructors' looks.
  enum Style: Sendable {
    case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
  }
}
