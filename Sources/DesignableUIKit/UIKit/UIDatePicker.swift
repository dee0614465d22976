import Components
import Foundation

/// How a date picker looks (`UIDatePickerStyle`).
public enum UIDatePickerStyle: Int, Sendable {
  case automatic, wheels, compact, inline
}

/// A control that picks a date or a time (`UIDatePicker`), drawn at rest. Its date starts at
/// the design environment's fixed now (2001-01-01 10:08 UTC unless set), not the wall clock,
/// so pictures do not change by the day.
///
/// The compact style (what `.automatic` is, except for the count-down timer) draws the date
/// and the time each in a light grey pill (`.tertiarySystemFill`, corner radius 6, 17-point
/// system font, `.label`), side by side from the leading edge, vertically centred: "Jan 1,
/// 2001" and "10:08 AM" unless a `locale` is set. The wheels style draws a picker's selection band with
/// the value in it (the wheels' other rows are not drawn); the inline style (a calendar on
/// iOS) draws as compact. Interaction is inert; dates outside `minimumDate...maximumDate`
/// are clamped, as UIKit shows them.
open class UIDatePicker: UIControl {
  /// What the picker picks (`UIDatePicker.Mode`).
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer, yearAndMonth
  }

  private var ownDate = DesignEnvironment.current.now

  open var datePickerMode = Mode.dateAndTime { didSet { changed() } }
  open var preferredDatePickerStyle = UIDatePickerStyle.automatic { didSet { changed() } }
  /// The style drawn: the preferred one, with `.automatic` as compact (wheels for the
  /// count-down timer).
  open var datePickerStyle: UIDatePickerStyle {
    guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
    return datePickerMode == .countDownTimer ? .wheels : .compact
  }
  /// The date shown, clamped to the minimum and maximum dates.
  open var date: Date {
    get {
      var shown = ownDate
      if let minimumDate, shown < minimumDate { shown = minimumDate }
      if let maximumDate, shown > maximumDate { shown = maximumDate }
      return shown
    }
    set {
      ownDate = newValue
      changed()
    }
  }
  open var minimumDate: Date? { didSet { changed() } }
  open var maximumDate: Date? { didSet { changed() } }
  /// The locale of the text; fixed English patterns when `nil`.
  open var locale: Locale? { didSet { changed() } }
  /// The time zone of the text; the design environment's (UTC) when `nil`.
  open var timeZone: TimeZone? { didSet { changed() } }
  open var calendar: Calendar! = DesignEnvironment.current.calendar
  open var minuteInterval = 1
  open var roundsToMinuteInterval = true
  /// The count-down timer's duration in seconds, shown as hours and minutes.
  open var countDownDuration: TimeInterval = 0 { didSet { changed() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the date; `animated` changes nothing in a picture.
  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  private func changed() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// The texts shown, one per pill: the date, the time, or both. Without a locale they
  /// are written by fixed patterns (`MMM d, yyyy`, `h:mm a`, `MMMM yyyy`), the same bytes
  /// whatever the ICU version; with one, in its medium date and short time styles.
  var texts: [String] {
    let environment = DesignEnvironment.current
    func formatted(_ pattern: String, date: DateFormatter.Style, time: DateFormatter.Style)
      -> String
    {
      let formatter = DateFormatter()
      formatter.timeZone = timeZone ?? environment.timeZone
      if let locale {
        formatter.locale = locale
        formatter.dateStyle = date
        formatter.timeStyle = time
      } else {
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = pattern
      }
      return formatter.string(from: self.date)
    }
    let day = formatted("MMM d, yyyy", date: .medium, time: .none)
    let clock = formatted("h:mm a", date: .none, time: .short)
    switch datePickerMode {
    case .date: return [day]
    case .time: return [clock]
    case .dateAndTime: return [day, clock]
    case .yearAndMonth: return [formatted("MMMM yyyy", date: .long, time: .none)]
    case .countDownTimer:
      let minutes = max(Int(countDownDuration / 60), 0)
      let hours = minutes / 60
      return ["\(hours) \(hours == 1 ? "hour" : "hours") \(minutes % 60) min"]
    }
  }

  private static let font = UIFont.systemFont(ofSize: 17)
  private static let pillHeight: CGFloat = 34
  private static let pillPadding: CGFloat = 11
  private static let pillGap: CGFloat = 6

  private func pillSizes() -> [CGSize] {
    texts.map { text in
      let size = (text as NSString).size(withAttributes: [.font: Self.font])
      return CGSize(
        width: (size.width + 2 * Self.pillPadding).rounded(.up), height: Self.pillHeight)
    }
  }

  open override var intrinsicContentSize: CGSize {
    guard datePickerStyle != .wheels else { return CGSize(width: 320, height: 216) }
    let sizes = pillSizes()
    let width = sizes.reduce(0) { $0 + $1.width } + Self.pillGap * CGFloat(max(sizes.count - 1, 0))
    return CGSize(width: width, height: Self.pillHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  package func drawBuiltInParts(in rect: CGRect) {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: Self.font, .foregroundColor: UIColor.label,
    ]
    if datePickerStyle == .wheels {
      let band = UIPickerView.drawSelectionBand(in: bounds)
      let text = texts.joined(separator: "  ") as NSString
      let size = text.size(withAttributes: attributes)
      text.draw(
        at: CGPoint(x: band.midX - size.width / 2, y: band.midY - size.height / 2),
        withAttributes: attributes)
      return
    }
    var x: CGFloat = 0
    for (text, size) in zip(texts, pillSizes()) {
      let pill = CGRect(
        x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
      UIColor.tertiarySystemFill.setFill()
      UIBezierPath(roundedRect: pill, cornerRadius: 6).fillAtContextFlatness()
      let measured = (text as NSString).size(withAttributes: attributes)
      (text as NSString).draw(
        at: CGPoint(x: pill.midX - measured.width / 2, y: pill.midY - measured.height / 2),
        withAttributes: attributes)
      x += size.width + Self.pillGap
    }
  }
}

extension UIDatePicker: DrawsBuiltInParts {}
