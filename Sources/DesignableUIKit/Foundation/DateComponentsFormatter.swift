import Foundation

#if !canImport(ObjectiveC)
  /// Foundation's formatter of durations (`DateComponentsFormatter`), which Linux's
  /// Foundation declares unavailable: in English, in the six unit styles (`1:02:05`,
  /// `1h 2m 5s`, `1hr 2min 5sec`, `1 hr, 2 min, 5 sec`, `1 hour, 2 minutes, 5 seconds`, and
  /// the last spelled out), with the allowed units, zero-formatting behaviour and largest
  /// number of units. A duration is split with 60-second minutes, 60-minute hours, 24-hour
  /// days, 7-day weeks, 30-day months and 365-day years (no calendar); other settings are
  /// kept and not applied.
  open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written (`UnitsStyle`).
    public enum UnitsStyle: Int, Sendable {
      case positional, abbreviated, short, full, spellOut, brief
    }

    /// Which units with a zero value are left out or padded (`ZeroFormattingBehavior`).
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let none = ZeroFormattingBehavior([])
      public static let `default` = ZeroFormattingBehavior(rawValue: 1)
      public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
      public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
      public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
      public static let dropAll: ZeroFormattingBehavior = [
        .dropLeading, .dropMiddle, .dropTrailing,
      ]
      public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    open var allowedUnits: NSCalendar.Unit = []
    open var unitsStyle = UnitsStyle.positional
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// The most units written, largest first; 0 for no limit.
    open var maximumUnitCount = 0
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The units in use, largest first: the allowed ones, or hours, minutes and seconds
    /// (with days, when longer than a day) when none are set.
    private func units(for duration: Double) -> [DurationUnit] {
      let allowed = DurationUnit.allCases.filter { allowedUnits.contains($0.calendarUnit) }
      guard allowed.isEmpty else { return allowed }
      return duration >= 86_400 ? [.day, .hour, .minute, .second] : [.hour, .minute, .second]
    }

    /// The duration written in the formatter's style; `nil` for a duration that is not
    /// finite.
    open func string(from ti: TimeInterval) -> String? {
      guard ti.isFinite else { return nil }
      let negative = ti < 0
      let units = units(for: abs(ti))
      var remaining = Int(abs(ti).rounded(.down))
      var values: [(DurationUnit, Int)] = []
      for unit in units {
        values.append((unit, remaining / unit.seconds))
        remaining %= unit.seconds
      }
      let written = kept(values)
      guard !written.isEmpty else { return nil }
      let text = DurationUnit.write(
        written, style: unitsStyle, padded: zeroFormattingBehavior.contains(.pad))
      return negative ? "-" + text : text
    }

    /// The components' duration written in the formatter's style.
    open func string(from components: DateComponents) -> String? {
      let parts: [(Int?, Double)] = [
        (components.year, 31_536_000), (components.month, 2_592_000),
        (components.weekOfMonth, 604_800), (components.day, 86_400), (components.hour, 3_600),
        (components.minute, 60), (components.second, 1),
      ]
      return string(from: parts.reduce(0.0) { $0 + Double($1.0 ?? 0) * $1.1 })
    }

    /// The time from `startDate` to `endDate` written in the formatter's style.
    open func string(from startDate: Date, to endDate: Date) -> String? {
      string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
      switch obj {
      case let value as Double: return string(from: value)
      case let value as Int: return string(from: TimeInterval(value))
      case let value as DateComponents: return string(from: value)
      default: return nil
      }
    }

    /// The values the zero-formatting behaviour and unit count keep.
    private func kept(_ values: [(DurationUnit, Int)]) -> [(DurationUnit, Int)] {
      var behaviour = zeroFormattingBehavior
      if behaviour.contains(.default) {
        behaviour = unitsStyle == .positional ? [.dropLeading] : [.dropAll]
      }
      var result = values
      if behaviour.contains(.dropLeading) {
        while result.count > 1, result.first?.1 == 0 { result.removeFirst() }
      }
      if behaviour.contains(.dropTrailing) {
        while result.count > 1, result.last?.1 == 0 { result.removeLast() }
      }
      if behaviour.contains(.dropMiddle), result.count > 2 {
        let middle = result[1..<(result.count - 1)].filter { $0.1 != 0 }
        result = [result[0]] + middle + [result[result.count - 1]]
      }
      if maximumUnitCount > 0, result.count > maximumUnitCount {
        result = Array(result.prefix(maximumUnitCount))
      }
      return result
    }
  }
#endif

/// A unit of a duration, as `DateComponentsFormatter` writes it in English.
enum DurationUnit: CaseIterable {
  case year, month, week, day, hour, minute, second

  var calendarUnit: NSCalendar.Unit {
    switch self {
    case .year: return .year
    case .month: return .month
    case .week: return .weekOfMonth
    case .day: return .day
    case .hour: return .hour
    case .minute: return .minute
    case .second: return .second
    }
  }

  var seconds: Int {
    switch self {
    case .year: return 31_536_000
    case .month: return 2_592_000
    case .week: return 604_800
    case .day: return 86_400
    case .hour: return 3_600
    case .minute: return 60
    case .second: return 1
    }
  }

  /// The unit's name in each style: abbreviated, brief, short, and full singular.
  private var names: (abbreviated: String, brief: String, short: String, full: String) {
    switch self {
    case .year: return ("y", "yr", "yr", "year")
    case .month: return ("mo", "mth", "mth", "month")
    case .week: return ("w", "wk", "wk", "week")
    case .day: return ("d", "d", "day", "day")
    case .hour: return ("h", "hr", "hr", "hour")
    case .minute: return ("m", "min", "min", "minute")
    case .second: return ("s", "sec", "sec", "second")
    }
  }

  /// `values` written in `style`.
  static func write(
    _ values: [(DurationUnit, Int)], style: DateComponentsFormatter.UnitsStyle, padded: Bool
  ) -> String {
    switch style {
    case .positional:
      return values.enumerated().map { index, part in
        index == 0 && !padded ? String(part.1) : String(format: "%02d", part.1)
      }.joined(separator: ":")
    case .abbreviated:
      return values.map { "\($0.1)\($0.0.names.abbreviated)" }.joined(separator: " ")
    case .brief:
      return values.map { "\($0.1)\($0.0.names.brief)" }.joined(separator: " ")
    case .short:
      return values.map { unit, value in
        let name = unit.names.short
        let plural =
          value != 1 && (unit == .day || unit == .year || unit == .week || unit == .month)
        return "\(value) \(name)\(plural ? "s" : "")"
      }.joined(separator: ", ")
    case .full, .spellOut:
      let speller = NumberFormatter()
      speller.numberStyle = .spellOut
      speller.locale = Locale(identifier: "en_US")
      return values.map { unit, value in
        let number =
          style == .spellOut
          ? speller.string(from: NSNumber(value: value)) ?? "\(value)" : "\(value)"
        return "\(number) \(unit.names.full)\(value == 1 ? "" : "s")"
      }.joined(separator: ", ")
    }
  }
}
