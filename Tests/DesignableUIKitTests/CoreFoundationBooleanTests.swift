import DesignableUIKit
import Foundation
import Testing

/// Core Foundation's Boolean objects, which older components pass to turn off implicit
/// animations, work as on iOS.
@Suite struct CoreFoundationBooleanTests {
  @Test func aTransactionTakesCoreFoundationBooleansForDisablingActions() {
    CATransaction.begin()
    CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
    #expect(CATransaction.disableActions())
    CATransaction.setValue(kCFBooleanFalse, forKey: kCATransactionDisableActions)
    #expect(!CATransaction.disableActions())
    CATransaction.commit()
  }

  @Test func coreFoundationBooleansReadAsTheirValues() {
    #expect(CFBooleanGetValue(kCFBooleanTrue) && !CFBooleanGetValue(kCFBooleanFalse))
    let stored: [String: Any] = ["animated": kCFBooleanTrue as Any]
    #expect((stored["animated"] as? NSNumber)?.boolValue == true)
  }
}
