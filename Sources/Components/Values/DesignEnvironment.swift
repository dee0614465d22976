import Foundation

/// What a component may read from its surroundings, injected so that a render never
/// depends on the machine, the wall clock or the locale. Fixed by default.
public struct DesignEnvironment: Equatable, Sendable {
  /// Whether the component is being built the way Interface Builder builds it
  /// (UIKit's `TARGET_INTERFACE_BUILDER`).
  public var isInterfaceBuilder: Bool
  /// The current date and time as the component sees it.
  public var now: Date
  /// The main screen's scale as the component sees it (`UIScreen.main.scale`); a render
  /// sets it to the render's scale while it runs.
  public var screenScale: CGFloat
  /// The direction of the user interface, for `.unspecified` semantic content.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// The locale identifier, for formatting.
  public var localeIdentifier: String
  /// The time zone identifier, for calendar arithmetic.
  public var timeZoneIdentifier: String

  /// 2001-01-01 10:08:30 UTC (the reference date of Foundation, at the time clock faces
  /// show), en_US_POSIX, UTC, scale 2, left to right.
  public init(
    isInterfaceBuilder: Bool = false, now: Date = Date(timeIntervalSinceReferenceDate: 36_510),
    screenScale: CGFloat = 2, localeIdentifier: String = "en_US_POSIX",
    timeZoneIdentifier: String = "UTC", layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) {
    self.layoutDirection = layoutDirection
    self.isInterfaceBuilder = isInterfaceBuilder
    self.now = now
    self.screenScale = screenScale
    self.localeIdentifier = localeIdentifier
    self.timeZoneIdentifier = timeZoneIdentifier
  }

  /// The environment of the build or render in progress.
  @TaskLocal public static var current = DesignEnvironment()

  public var locale: Locale { Locale(identifier: localeIdentifier) }
  public var timeZone: TimeZone {
    TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
  }

  /// A Gregorian calendar in ``timeZone``, for reading hours and minutes from ``now``.
  public var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = locale
    return calendar
  }
}
