import Foundation

/// The traits a view renders with (`UITraitCollection`), read from the environment of the
/// build or render in progress: light appearance, the render's scale, compact width and
/// regular height (an iPhone in portrait, Interface Builder's default canvas).
public final class TraitCollection: Equatable, Sendable {
  /// Light or dark appearance (`UIUserInterfaceStyle`).
  public enum UserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
  }

  /// A size class (`UIUserInterfaceSizeClass`).
  public enum SizeClass: Int, Sendable {
    case unspecified, compact, regular
  }

  /// A layout direction that may be unknown (`UITraitEnvironmentLayoutDirection`).
  public enum LayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
  }

  public let userInterfaceStyle: UserInterfaceStyle
  /// Pixels per point: the scale of the render in progress.
  public let displayScale: CGFloat
  public let horizontalSizeClass: SizeClass
  public let verticalSizeClass: SizeClass
  public let layoutDirection: LayoutDirection

  public init(
    userInterfaceStyle: UserInterfaceStyle = .light, displayScale: CGFloat = 2,
    horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
  }

  /// The traits of `environment`: its scale and layout direction, light, compact × regular.
  public convenience init(environment: DesignEnvironment) {
    self.init(
      displayScale: environment.screenScale,
      layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
  }

  /// These traits in another appearance.
  public func with(userInterfaceStyle: UserInterfaceStyle) -> TraitCollection {
    TraitCollection(
      userInterfaceStyle: userInterfaceStyle, displayScale: displayScale,
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      layoutDirection: layoutDirection)
  }

  /// The traits of the build or render in progress (`UITraitCollection.current`).
  public static var current: TraitCollection {
    TraitCollection(environment: DesignEnvironment.current)
  }

  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.layoutDirection == rhs.layoutDirection
  }
}
