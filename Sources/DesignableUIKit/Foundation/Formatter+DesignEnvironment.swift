import Components
import Foundation

extension DateFormatter {
  /// A formatter in the design environment's locale, calendar and time zone, as
  /// `DateFormatter()` is in the device's (`DesignableAdapterPlugin` makes that call this),
  /// so dates read the same on every machine.
  public static func inDesignEnvironment() -> DateFormatter {
    let environment = DesignEnvironment.current
    let formatter = DateFormatter()
    formatter.locale = environment.locale
    formatter.calendar = environment.calendar
    formatter.timeZone = environment.timeZone
    return formatter
  }
}

extension NumberFormatter {
  /// A formatter in the design environment's locale, as `NumberFormatter()` is in the
  /// device's (`DesignableAdapterPlugin` makes that call this), so separators and currency
  /// read the same on every machine.
  public static func inDesignEnvironment() -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = DesignEnvironment.current.locale
    return formatter
  }
}
