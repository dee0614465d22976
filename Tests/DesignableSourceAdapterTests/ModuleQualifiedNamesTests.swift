import Testing

@testable import DesignableSourceAdapter

extension SourceAdapterTests {
  /// Names qualified by an Apple module DesignableUIKit stands in for, and imports of such a
  /// module's submodules or single declarations, go through DesignableUIKit; `@IBAction`
  /// goes, so an action without arguments compiles, as on iOS.
  @Test func appleModuleNamesAndActionsCompile() {
    let source = """
      import CoreGraphics.CGContext
      import struct CoreGraphics.CGPoint
      import CoreGraphics
      class Panel: UIView {
        @IBAction func close() { isHidden = true }
        func faded() -> UIKit.UIColor { UIKit.UIColor.red.withAlphaComponent(0.5) }
        let tint: CoreImage.CIColor? = nil, other = Foundation.Date()
      }
      """
    #expect(
      body(adapt(source)) == [
        "import DesignableUIKit",
        "import DesignableUIKit",
        "import CoreGraphics",
        "class Panel: UIView {",
        "  func close() { isHidden = true }",
        "  func faded() -> DesignableUIKit.UIColor { DesignableUIKit.UIColor.red.withAlphaComponent(0.5) }",
        "  let tint: DesignableUIKit.CIColor? = nil, other = Foundation.Date()",
        "}",
      ])
  }

  /// In a file that imports UIKit, `NSPredicate` names DesignableUIKit's stand-in (the class
  /// with `init(format:)`), through its module, so that importing Foundation too leaves no
  /// ambiguity; a name qualified by Foundation, and a file without UIKit, stay as written.
  @Test func anExtensionOfNSPredicateExtendsTheStandIn() {
    let source = """
      import Foundation
      import UIKit
      extension NSPredicate {
        static func email() -> NSPredicate { NSPredicate(format: "SELF CONTAINS %@", "@") }
      }
      let plain = NSPredicate.email(), other = Foundation.NSPredicate(value: true)
      """
    #expect(
      body(adapt(source)) == [
        "import Foundation", "import DesignableUIKit", "extension DesignableUIKit.NSPredicate {",
        "  static func email() -> DesignableUIKit.NSPredicate { DesignableUIKit.NSPredicate(format: \"SELF CONTAINS %@\", \"@\") }",
        "}",
        "let plain = DesignableUIKit.NSPredicate.email(), other = Foundation.NSPredicate(value: true)",
      ])
    let withoutUIKit = "let p = NSPredicate(value: true)"
    #expect(body(adapt(withoutUIKit)) == [Substring(withoutUIKit)])
  }
}
