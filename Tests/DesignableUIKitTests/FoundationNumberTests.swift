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
