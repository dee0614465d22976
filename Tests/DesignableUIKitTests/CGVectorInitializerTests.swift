import DesignableUIKit
import Foundation
import Testing

@Suite("CGVector's initializers")
struct CGVectorInitializerTests {
  @Test func integerLiteralsPickOneInitializerAsOnIOS() {
    let shove = CGVector(dx: 0, dy: 3)
    let wholeNumbers: (Int, Int) = (2, -1)
    #expect(shove.dx == 0 && shove.dy == 3)
    #expect(CGVector(dx: wholeNumbers.0, dy: wholeNumbers.1) == CGVector(dx: 2.0, dy: -1.0))
  }
}
