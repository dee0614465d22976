import Foundation
import UIKit

/// A badge showing the day and the time, as dashboard widgets do: it reads the clock, the
/// user's calendar and time zone, and formats with a formatter of the user's locale.
@IBDesignable public final class DayBadge: UILabel {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    refresh()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    refresh()
  }

  public func refresh() {
    let formatter = DateFormatter()
    formatter.dateFormat = "EEEE HH:mm"
    text = formatter.string(from: Date())
  }

  public var firstWeekday: Int { Calendar.current.firstWeekday }
  public var zone: String { TimeZone.current.identifier }
  public var language: String { Locale.autoupdatingCurrent.identifier }
  public var inAMinute: Date { Date(timeIntervalSinceNow: 60) }
  public var grouped: String? {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    return formatter.string(from: 1234.5)
  }
}

extension NSPredicate {
  /// Digits only, as a field's validation asks.
  static func digits() -> NSPredicate { NSPredicate(format: "SELF MATCHES %@", "[0-9]+") }
}

extension DayBadge {
  /// Whether `text` is all digits, by the predicate extension above.
  public func isDigits(_ text: String) -> Bool { NSPredicate.digits().evaluate(with: text) }
}
