import DesignableRegistrationsGenerator
import Testing

/// The `@IBInspectable` properties the generated file cannot set, listed in the source facts
/// so that the checker can tell them from key paths the class lacks.
struct HiddenInspectableFactsTests {
  @Test func inspectablesOtherFilesCannotSetAreListedWithWhy() {
    let generated = generate([
      "Meter.swift": """
      @IBDesignable class Meter: UIView {
        @IBInspectable open private(set) var level: CGFloat {
          get { 0 }
          set {}
        }
        @IBInspectable private var `tint`: UIColor = .red
        @IBInspectable var width: CGFloat = 1
        @IBInspectable let fixed = 1
        @IBInspectable var computed: Int { 1 }
      }
      """,
      "Meter+Label.swift": """
      extension Meter {
        @IBInspectable fileprivate(set) var caption: String = ""
      }
      """,
    ])
    #expect(
      generated.sourceFacts(of: "Meter") == #"""
        source: SourceFacts(file: "Meter.swift", methods: [], hiddenInspectables: [.init("level", line: 2, reason: "has a private(set) setter"), .init("tint", line: 6, reason: "is private"), .init("caption", file: "Meter+Label.swift", line: 2, reason: "has a fileprivate(set) setter")]))
        """#)
  }

  @Test func aClassWhoseInspectablesAreAllRegisteredListsNone() {
    let generated = generate([
      "Dot.swift": "@IBDesignable class Dot: UIView { @IBInspectable var size: CGFloat = 1 }"
    ])
    #expect(!generated.text.contains("hiddenInspectables"))
  }
}
