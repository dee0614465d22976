import DesignableUIKit
import Foundation
import Testing

@Suite("Foundation numbers as UIKit code converts them")
struct FoundationNumberTests {
  /// Comma-separated angles read from an inspectable string, as gauges do.
  @Test func numbersParsedFromTextBecomeCGFloats() throws {
    let parsed = "20,37.5".components(separatedBy: ",").compactMap {
      NumberFormatter().number(from: $0)
    }
    #expect(parsed.map { CGFloat(truncating: $0) } == [20, 37.5])
    #expect(CGFloat(exactly: NSNumber(value: 0.25)) == 0.25)
    #expect(CGFloat(truncating: NSNumber(value: true)) == 1)
  }
}

@Suite("CGFloat bridged to NSNumber")
struct CGFloatBridgingTests {
  /// A slider's value label, formatted as UIKit code writes it.
  @Test func aCGFloatFormatsAsANumber() {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US")
    let value: CGFloat = 1234.5
    #expect(formatter.string(from: value as NSNumber) == "1,234.5")
  }

  @Test func aCGFloatCastsBothWays() {
    let boxed: Any = CGFloat(0.75)
    #expect((boxed as? NSNumber)?.doubleValue == 0.75)
    let number: Any = NSNumber(value: 2.5)
    #expect(number as? CGFloat == 2.5)
  }
}
