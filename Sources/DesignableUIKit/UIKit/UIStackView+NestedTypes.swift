import Components

/// UIKit's names nested in `UIStackView`.
extension UIStackView {
  /// Where views sit across the axis (`UIStackView.Alignment`); `.leading` and `.top` are
  /// the same value, as are `.trailing` and `.bottom`.
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline

    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// How views share the length along the axis (`UIStackView.Distribution`); only `.fill`
  /// and `.fillEqually` are distinct here, the others lay out as `.fill`.
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
}
