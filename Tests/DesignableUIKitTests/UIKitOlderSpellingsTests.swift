import DesignableUIKit
import Foundation
import Testing

/// A label subclass that stores its wrapping as `NSLineBreakMode`, as UIKit code declares it.
private final class WrappingLabel: UILabel {
  var wrapping: NSLineBreakMode = .byTruncatingMiddle { didSet { lineBreakMode = wrapping } }
}

@Suite("UIKit: older spellings components still use")
struct UIKitOlderSpellingsTests {
  @Test func lineBreakModesHaveTheirFoundationName() {
    let label = WrappingLabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    label.wrapping = .byCharWrapping
    #expect(label.lineBreakMode == .byCharWrapping)
    #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
  }

  /// Code from before `effectiveUserInterfaceLayoutDirection` reads the shared application
  /// by key-value coding.
  @Test func theSharedApplicationIsFoundByItsKey() throws {
    let app = try #require(UIApplication.value(forKey: "sharedApplication") as? UIApplication)
    #expect(app === UIApplication.shared)
    #expect(app.userInterfaceLayoutDirection == .leftToRight)
    #expect(UIApplication.value(forKey: "keyWindow") == nil)
  }
}
