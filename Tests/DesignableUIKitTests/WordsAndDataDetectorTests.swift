import DesignableUIKit
import Testing

@Suite("Words, data detectors and accessibility actions")
struct WordsAndDataDetectorTests {
  func words(
    _ string: String, _ options: NSString.WordEnumerationOptions = .byWords
  ) -> [(String?, NSRange, NSRange)] {
    var found: [(String?, NSRange, NSRange)] = []
    let text = string as NSString
    text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: options) {
      word, range, enclosing, _ in found.append((word, range, enclosing))
    }
    return found
  }

  @Test func wordsAreRunsOfLettersAndDigits() {
    let found = words("  Don't stop, 3.14 times_two! e.g. done")
    #expect(found.map(\.0) == ["Don't", "stop", "3.14", "times_two", "e.g", "done"])
    // The first word's enclosing range takes what comes before it; each takes what follows.
    #expect(
      found[0].1 == NSRange(location: 2, length: 5) && found[0].2 == NSRange(location: 0, length: 8)
    )
    #expect(found[1].2 == NSRange(location: 8, length: 6))
    #expect(found.last?.2 == NSRange(location: 35, length: 4))
    #expect(words("", .byWords).isEmpty && words(" ... ").isEmpty)
    #expect(words("naïve café 😀 日本語").map(\.0) == ["naïve", "café", "日本語"])
  }

  @Test func wordsEnumerateBackwardsAndStop() {
    #expect(words("one two three", [.byWords, .reverse]).map(\.0) == ["three", "two", "one"])
    #expect(words("one two", [.byWords, .substringNotRequired]).map(\.0) == [nil, nil])
    var seen: [String] = []
    ("one two three" as NSString).enumerateSubstrings(
      in: NSRange(location: 4, length: 9), options: [.byWords, .reverse]
    ) { word, _, _, stop in
      seen.append(word ?? "")
      stop.pointee = true
    }
    #expect(seen == ["three"])
    // Other options still reach Foundation's enumeration.
    var lines: [String] = []
    ("a\nb" as NSString).enumerateSubstrings(in: NSRange(location: 0, length: 3), options: .byLines)
    {
      line, _, _, _ in lines.append(line ?? "")
    }
    #expect(lines == ["a", "b"])
  }

  @Test func detectorsFindLinksAndPhoneNumbers() throws {
    let text =
      "Mail me@example.com, see https://designable.dev/docs. Or www.apple.com and swift.org; call +1 (415) 555-0100 today, not 12345."
    let all = NSTextCheckingResult.CheckingType(rawValue: (1 << 5) | (1 << 11))
    let detector = try NSDataDetector(types: all.rawValue)
    let found = detector.matches(
      in: text, range: NSRange(location: 0, length: (text as NSString).length))
    let shown = found.map { (text as NSString).substring(with: $0.range) }
    #expect(
      shown == [
        "me@example.com", "https://designable.dev/docs", "www.apple.com", "swift.org",
        "+1 (415) 555-0100",
      ])
    #expect(
      found.map { $0.url?.absoluteString } == [
        "mailto:me@example.com", "https://designable.dev/docs", "http://www.apple.com",
        "http://swift.org", nil,
      ])
    #expect(
      found.last?.phoneNumber == "+1 (415) 555-0100" && found.last?.resultType.rawValue == 1 << 11)
    #expect(found.first?.resultType.rawValue == 1 << 5)
    let linksOnly = try NSDataDetector(types: 1 << 5)
    #expect(linksOnly.numberOfMatches(in: text, range: NSRange(location: 0, length: 40)) == 2)
    #expect(
      linksOnly.firstMatch(in: text, range: NSRange(location: 0, length: 40))?.url?.scheme
        == "mailto")
    let dates = try NSDataDetector(types: 1 << 3)
    #expect(dates.matches(in: "Tomorrow at 5 pm", range: NSRange(location: 0, length: 16)).isEmpty)
    #expect(throws: (any Error).self) { try NSDataDetector(types: 0) }
    let made = NSTextCheckingResult.linkCheckingResult(
      range: NSRange(location: 1, length: 2), url: URL(string: "https://a.b")!)
    #expect(made.url?.host == "a.b" && made.range == NSRange(location: 1, length: 2))
  }

  @Test func accessibilityActionsAndScreenCoordinates() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
    container.addSubview(view)
    let action = UIAccessibilityCustomAction(
      name: "Open", target: view, selector: Selector("open:"))
    view.accessibilityCustomActions = [action]
    #expect(view.accessibilityCustomActions?.first?.name == "Open")
    #expect(action.target === view && action.attributedName.string == "Open")
    let rect = UIAccessibility.convertToScreenCoordinates(
      CGRect(x: 1, y: 2, width: 3, height: 4), in: view)
    #expect(rect == CGRect(x: 31, y: 42, width: 3, height: 4))
  }
}
