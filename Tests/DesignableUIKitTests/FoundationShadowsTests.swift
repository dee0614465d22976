import Foundation
import Testing

@testable import DesignableUIKit

/// `NSPredicate(format:)` and `DateComponentsFormatter`, which Linux's Foundation declares
/// unavailable, as text field validation and countdown labels use them.
@Suite struct FoundationShadowsTests {
  @Test func aPredicateFormatValidatesText() {
    let email = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
    let matches = NSPredicate(format: "SELF MATCHES %@", email)
    #expect(matches.evaluate(with: "someone@example.com"))
    #expect(!matches.evaluate(with: "someone@example"))
    #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "ABC").evaluate(with: "xxabcxx"))
    #expect(!NSPredicate(format: "SELF BEGINSWITH %@", "b").evaluate(with: "abc"))
    #expect(NSPredicate(format: "SELF ENDSWITH 'bc'").evaluate(with: "abc"))
    #expect(NSPredicate(format: "SELF LIKE[c] 'a*c'").evaluate(with: "ABBC"))
    #expect(NSPredicate(format: "SELF >= %d", 3).evaluate(with: 4))
    #expect(!NSPredicate(format: "SELF == %@", "a").evaluate(with: 1))
    // It is Foundation's predicate, so Foundation's API takes it.
    let kept = (["a@b.io", "bad"] as NSArray).filtered(using: matches)
    #expect(kept.count == 1)
  }

  @Test func aFormatterWritesDurationsInEachStyle() {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.hour, .minute, .second]
    formatter.unitsStyle = .positional
    #expect(formatter.string(from: 3_610) == "1:00:10")
    #expect(formatter.string(from: 62) == "1:02")
    formatter.zeroFormattingBehavior = .pad
    #expect(formatter.string(from: 62) == "00:01:02")
    formatter.zeroFormattingBehavior = .default
    formatter.unitsStyle = .abbreviated
    #expect(formatter.string(from: 3_610) == "1h 10s")
    formatter.unitsStyle = .short
    #expect(formatter.string(from: 125) == "2 min, 5 sec")
    formatter.unitsStyle = .full
    #expect(formatter.string(from: 3_601) == "1 hour, 1 second")
    formatter.unitsStyle = .spellOut
    #expect(formatter.string(from: 120) == "two minutes")
    formatter.maximumUnitCount = 1
    formatter.unitsStyle = .brief
    #expect(formatter.string(from: 3_720) == "1hr")
  }
}
