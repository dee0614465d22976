import DesignableRegistrationsGenerator
import Testing

struct RegistrationsDiagnosticsTests {
  @Test func privateClassesAreNotRegisteredAndSaySo() {
    let generated = generate([
      "Hidden.swift": """
      private class Secret: UIView { @IBInspectable var a = 1 }
      fileprivate final class Local: UIView {}
      @IBDesignable fileprivate final class Shown: UIView {}
      private enum Box { @IBDesignable class Inner: UIView {} }
      """
    ])
    #expect(
      generated.lines == [
        "Hidden.swift:1:15: warning: class 'Secret' is private, so other files cannot reach it "
          + "and it is not registered; make it internal",
        "Hidden.swift:3:39: warning: class 'Shown' is fileprivate, so other files cannot reach "
          + "it and it is not registered; make it internal",
        "Hidden.swift:4:40: warning: class 'Box.Inner' is inside private 'Box', so other files "
          + "cannot reach it and it is not registered; make 'Box' internal",
      ])
    #expect(!generated.hasErrors)
    #expect(!generated.text.contains("Secret") && !generated.text.contains("Inner"))
  }

  @Test func genericClassesAreNotRegisteredAndSaySo() {
    let generated = generate([
      "Generic.swift": """
      @IBDesignable class Chart<Value>: UIView {}
      struct Holder<T> { class Cell: UIView { @IBInspectable var on = true } }
      extension Array where Element == Int { @IBInspectable var x: Int { get { 0 } set {} } }
      @IBDesignable class Fine: UIView {}
      """
    ])
    #expect(
      generated.lines == [
        "Generic.swift:1:21: warning: class 'Chart' is generic, so it is not registered (IB "
          + "cannot choose its type arguments); register a non-generic subclass instead",
        "Generic.swift:2:26: warning: class 'Holder.Cell' is inside generic 'Holder', so it is "
          + "not registered (IB cannot choose type arguments); move it out of 'Holder'",
        "Generic.swift:3:11: warning: 'Array' is extended with generic arguments or a where "
          + "clause, so its @IBInspectable properties cannot be registered; declare them in a "
          + "plain 'extension Array'",
      ])
    #expect(generated.text.contains("Fine.self"))
    #expect(!generated.text.contains("Chart") && !generated.text.contains("Holder"))
  }

  @Test func aPropertyUnavailableEverywhereIsLeftOutWithAWarning() {
    let generated = generate([
      "Spinner.swift": """
      class Spinner: UIView {
        @available(*, unavailable, message: "Use 'type' instead.")
        @IBInspectable var typeName: String { get { "" } set {} }
        @available(iOS, unavailable) @IBInspectable var elsewhere = 1
        @IBInspectable var padding = 0.0
      }
      """
    ])
    #expect(
      generated.lines == [
        "Spinner.swift:3:22: warning: @IBInspectable 'typeName' cannot be registered: it is "
          + "marked unavailable, so no Swift code can set it (Interface Builder sets it by "
          + "key-value coding); it is left out"
      ])
    #expect(!generated.text.contains(#".ib("typeName""#))
    // Listed among the facts, so that a document setting it is not taken for a missing key.
    #expect(
      generated.text.contains(
        #"hiddenInspectables: [.init("typeName", line: 3, reason: "is marked unavailable")]"#))
    #expect(generated.text.contains(#".ib("elsewhere", \Spinner.elsewhere)"#))
    #expect(generated.text.contains(#".ib("padding", \Spinner.padding)"#))
  }

  @Test func propertiesThatCannotBeSetFromAnotherFile() {
    let generated = generate([
      "Props.swift": """
      class Dial: UIView {
        @IBInspectable let fixed = 1
        @IBInspectable static var shared = 1
        @IBInspectable private var hidden = 1
        @IBInspectable fileprivate var local: Int = 1
        @IBInspectable private(set) var readable = 1
        @IBInspectable var computed: Int { 1 }
        @IBInspectable var getter: Int { get { 1 } }
        @IBInspectable var observed = 1 { didSet { setNeedsDisplay() } }
        @IBInspectable var inferred = UIColor.red
      }
      private extension Dial { @IBInspectable var tucked: Int { get { 1 } set {} } }
      """
    ])
    let reasons = generated.lines.map { line in
      "\(line.prefix { $0 != " " }) \(line.components(separatedBy: ": it ").last ?? "")"
    }
    #expect(
      reasons == [
        "Props.swift:2:22: is a constant, which IB cannot set; declare it with 'var'",
        "Props.swift:3:29: belongs to the type, not to its instances; remove 'static'",
        "Props.swift:4:30: is private, so other files cannot reach it; make it internal",
        "Props.swift:5:34: is fileprivate, so other files cannot reach it; make it internal",
        "Props.swift:6:35: has a private(set) setter, so other files cannot set it; make the "
          + "setter internal",
        "Props.swift:7:22: has no setter; add a 'set' accessor",
        "Props.swift:8:22: has no setter; add a 'set' accessor",
        "Props.swift:12:45: is in a private extension, so other files cannot reach it; make it "
          + "internal",
      ])
    #expect(generated.lines.allSatisfy { $0.contains(": warning: @IBInspectable '") })
    #expect(
      generated.body.contains(
        #"""
                inspectables: [
                  .ib("observed", \Dial.observed),
                  .ib("inferred", \Dial.inferred),
                ],
        """#))
  }

  @Test func aFileThatDoesNotParseIsSkippedWithAWarning() {
    let generated = generate([
      "Broken.swift":
        "@IBDesignable class Broken: UIView {\n  @IBInspectable var x: Int = \n  func (\n}\n",
      "Good.swift": "@IBDesignable class Good: UIView {}",
    ])
    #expect(
      generated.lines == [
        "Broken.swift:2:31: warning: Broken.swift does not parse here, so none of its "
          + "@IBDesignable classes or @IBInspectable properties are registered; fix the syntax "
          + "error and build again"
      ])
    #expect(!generated.hasErrors)
    #expect(generated.text.contains("Good.self") && !generated.text.contains("Broken"))
  }

  @Test(arguments: ["", "\u{0}\u{1}", "class {", "@IBDesignable class", "#if\n", "}}}}", "\"\"\""])
  func garbageNeverCrashes(text: String) {
    let generated = generate(["Garbage.swift": text])
    #expect(generated.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(generated.text.contains("public enum DesignableRegistrations"))
  }

  @Test func aListWrittenByHandIsLeftToWork() {
    let generated = generate([
      "Gauge.swift": "@IBDesignable class Gauge: UIView {}",
      "List.swift": """
      import Components
      public enum DesignableRegistrations: ComponentRegistrations {
        public static var registrations: [ComponentRegistration] { [] }
      }
      """,
    ])
    #expect(
      generated.lines == [
        "List.swift:2:13: warning: this target declares DesignableRegistrations itself, so the "
          + "plugin does not write it; remove this declaration to have every @IBDesignable "
          + "class registered"
      ])
    #expect(!generated.hasErrors)
    #expect(
      generated.text
        == "// Generated by DesignablePlugin from this target's sources. Do not edit.\n")
  }

  @Test func twoClassesOfOneNameAreAnError() {
    let generated = generate([
      "A.swift": "@IBDesignable class Knob: UIView {}",
      "B.swift": "\nclass Knob: UIView { @IBInspectable var size = 1 }",
    ])
    #expect(
      generated.lines == [
        "B.swift:2:7: error: class 'Knob' is declared twice in this target (first at "
          + "/src/A.swift:1:21); rename one of them so each class has one registration"
      ])
    #expect(generated.hasErrors)
  }

  @Test func oneNameInExclusiveBranchesIsFine() {
    let generated = generate([
      "A.swift": "#if os(iOS)\nclass Knob: UIView {}\n#else\nclass Knob: UIView {}\n#endif",
      "B.swift": "extension Knob { @IBInspectable var size: Int { get { 1 } set {} } }",
    ])
    #expect(generated.diagnostics.isEmpty)
    #expect(generated.body.components(separatedBy: #".ib("size", \Knob.size)"#).count == 3)
  }

  @Test func aClassWithOtherDesignatedInitializersHasNoFrameInitializer() {
    let generated = generate([
      "Inits.swift": """
      @IBDesignable class Coded: UIView {
        required init?(coder: NSCoder) { fatalError() }
        convenience init() { self.init(coder: NSCoder())! }
      }
      @IBDesignable class Hidden: UIView {
        private override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError() }
      }
      @IBDesignable class Both: UIView {
        init(frame: CGRect, style: Int = 0) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError() }
      }
      @IBDesignable class Convenient: UIView {
        override public convenience init(frame: CGRect) { self.init(frame: frame, settings: 1) }
        public init(frame: CGRect, settings: Int) { super.init(frame: frame) }
        required public init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
      }
      @IBDesignable class Inherits: UIView {
        convenience init(size: Int) { self.init(frame: .zero) }
      }
      @IBDesignable class Row: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      @IBDesignable class CodedRow: UITableViewCell {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      @IBDesignable class Notes: UITextView {
        override init(frame: CGRect, textContainer: NSTextContainer?) {
          super.init(frame: frame, textContainer: textContainer)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      @IBDesignable class BorderedNotes: Notes {
        override init(frame: CGRect, textContainer: NSTextContainer?) {
          super.init(frame: frame, textContainer: textContainer)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """
    ])
    #expect(
      generated.lines == [
        "Inits.swift:2:12: warning: 'Coded' declares init?(coder:) but not init(frame:), so it "
          + "does not inherit init(frame:) and is registered without it; add 'override "
          + "init(frame: CGRect)' to build it at design time",
        "Inits.swift:6:20: warning: 'Hidden' cannot be built by init(frame:) outside this "
          + "file: its init(frame:) is private; make it internal",
        "Inits.swift:28:12: warning: 'CodedRow' declares init?(coder:) but not init(frame:), so "
          + "it does not inherit init(frame:) and is registered without it; add 'override "
          + "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)' to build it at "
          + "design time",
      ])
    #expect(generated.body.contains("Coded.self, designable: true, frame: nil,"))
    #expect(generated.body.contains("Hidden.self, designable: true, frame: nil,"))
    #expect(generated.body.contains("frame: { Both(frame: $0) }"))
    #expect(generated.body.contains("frame: { Inherits(frame: $0) }"))
    #expect(generated.body.contains("frame: { Convenient(frame: $0) }"))
    // A table cell overriding both of its designated initializers inherits UIKit's
    // convenience init(frame:).
    #expect(generated.body.contains("frame: { Row(frame: $0) }"))
    // So does a text view overriding init(frame:textContainer:) and init?(coder:).
    #expect(generated.body.contains("frame: { Notes(frame: $0) }"))
    #expect(generated.body.contains("frame: { BorderedNotes(frame: $0) }"))
  }

  @Test func ibInspectableOutsideAClassIsIgnoredWithAWarning() {
    let generated = generate([
      "Struct.swift":
        "struct Style { @IBInspectable var width = 1 }\n@IBInspectable var global = 2",
      "Z.swift": "extension Style { @IBInspectable var height: Int { get { 1 } set {} } }",
    ])
    let ignored =
      "warning: @IBInspectable is ignored here: only properties of classes and "
      + "class extensions are registered"
    #expect(
      generated.lines == [
        "Struct.swift:1:31: \(ignored)", "Struct.swift:2:16: \(ignored)",
        "Z.swift:1:11: warning: 'Style' is not a class, so its @IBInspectable properties are "
          + "not registered; Interface Builder inspects views, which are classes",
      ])
    #expect(generated.body == "    [\n    ]")
  }

  @Test func aClassWithoutSuperclassIsLeftOutSilently() {
    let generated = generate([
      "Lines.swift": "open class Lines { @IBInspectable open var width: CGFloat = 1 }",
      "Chart.swift": "@IBDesignable class Chart: UIView { @IBInspectable var gap: CGFloat = 2 }",
    ])
    #expect(generated.lines.isEmpty)
    #expect(!generated.body.contains("Lines"))
    #expect(generated.body.contains("Chart"))
  }
}
