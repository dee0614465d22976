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

  /// Adapted (DesignableAdapterPlugin makes them internal), the private and fileprivate ones
  /// are registered, and only those hidden otherwise (a private extension's) are listed.
  @Test func adaptedSourcesRegisterPrivateInspectablesAndOutlets() {
    let source = SwiftSource(
      path: "Meter.swift",
      text: """
        @IBDesignable class Meter: UIView {
          @IBInspectable open private(set) var level: CGFloat = 0
          @IBInspectable private var `tint`: UIColor = .red
          @IBOutlet fileprivate weak var label: UILabel!
        }
        private extension Meter {
          @IBInspectable var hiddenHere: Int { get { 0 } set {} }
        }
        """)
    let adapted = RegistrationsGenerator.generate([source], adapted: true)
    #expect(adapted.text.contains(#".ib("level", \Meter.level)"#))
    #expect(adapted.text.contains(#".ib("tint", \Meter.`tint`)"#))
    #expect(adapted.text.contains(#".outlet("label", \Meter.label)"#))
    #expect(adapted.text.contains(#"hiddenInspectables: [.init("hiddenHere""#))
    #expect(adapted.diagnostics.count == 1)
    let plain = RegistrationsGenerator.generate([source])
    #expect(!plain.text.contains(#"\Meter.level"#) && !plain.text.contains(#"\Meter.label"#))
    #expect(plain.diagnostics.count == 4)
  }

  /// The adapter opens only an outlet whose `@IBOutlet` is written plainly: one under `#if`
  /// in the attribute list stays private, so the registrations do not connect it.
  @Test func aHiddenOutletUnderAnIfIsNotOpened() {
    let source = SwiftSource(
      path: "Meter.swift",
      text: """
        @IBDesignable class Meter: UIView {
          #if os(iOS)
            @IBOutlet
          #endif
          private weak var label: UILabel!
        }
        """)
    let adapted = RegistrationsGenerator.generate([source], adapted: true)
    #expect(!adapted.text.contains(#".outlet("label""#))
    #expect(adapted.diagnostics.count == 1)
  }
}
