import Testing

@testable import DesignableSourceAdapter

extension SourceAdapterTests {
  /// The clock, the user's calendar, locale and time zone, and the formatters that follow
  /// them become the design environment's; dates and formatters of their own stay as
  /// written, and so does a `current` of another type or without one.
  @Test func readsOfTheMachineBecomeTheDesignEnvironments() {
    let source = """
      class Clock: UIView {
        func hour() -> Int { Calendar.current.component(.hour, from: Date()) }
        let soon = Date(timeIntervalSinceNow: 60), then = Date(timeIntervalSince1970: 0)
        let zone = TimeZone.autoupdatingCurrent, now = Date.now, when = NSDate()
        let days = DateFormatter(), money = NumberFormatter(), mine = Locale(identifier: "fr")
        let context = UIGraphicsGetCurrentContext(), other = Thread.current, code = Locale.current
      }
      """
    let lines = body(adapt(source))
    #expect(
      lines[1]
        == "  func hour() -> Int { DesignEnvironment.current.calendar.component(.hour, from: DesignEnvironment.current.now) }"
    )
    #expect(
      lines[2]
        == "  let soon = Date(timeInterval: 60, since: DesignEnvironment.current.now), then = Date(timeIntervalSince1970: 0)"
    )
    #expect(
      lines[3]
        == "  let zone = DesignEnvironment.current.timeZone, now = DesignEnvironment.current.now, when = NSDate(timeIntervalSinceReferenceDate: DesignEnvironment.current.now.timeIntervalSinceReferenceDate)"
    )
    #expect(
      lines[4]
        == "  let days = DateFormatter.inDesignEnvironment(), money = NumberFormatter.inDesignEnvironment(), mine = Locale(identifier: \"fr\")"
    )
    #expect(
      lines[5]
        == "  let context = UIGraphicsGetCurrentContext(), other = Thread.current, code = DesignEnvironment.current.locale"
    )
  }
}
