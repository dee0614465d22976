import DesignableRegistrationsGenerator
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import DesignableSourceAdapter

/// What the adapter makes of UIKit sources: each construct only Objective-C compiles is
/// rewritten, the rest stays byte for byte on its own line.
struct SourceAdapterTests {
  func adapt(_ texts: [String: String]) -> [String: String] {
    let names = texts.keys.sorted()
    let adapted = SourceAdapter.adapt(
      names.map { SwiftSource(path: "/p/\($0)", text: texts[$0]!) })
    return Dictionary(uniqueKeysWithValues: zip(names, adapted.texts))
  }

  func adapt(_ text: String) -> String { adapt(["A.swift": text])["A.swift"]! }

  /// The lines between the leading `#sourceLocation` and the closing one.
  func body(_ adapted: String) -> [Substring] {
    let lines = adapted.split(separator: "\n", omittingEmptySubsequences: false)
    let end = lines.firstIndex(of: "#sourceLocation()")!
    return Array(lines[1..<end])
  }

  @Test func importsAndAttributesChangeInPlace() {
    let source = """
      import UIKit
      import UIKit.UIGestureRecognizerSubclass
      import ObjectiveC
      import Darwin
      import Darwin.C
      @objcMembers class Knob: UIView {
        @objc dynamic var angle: CGFloat = 0
        @IBOutlet weak var label: UILabel!
        @objc(spinBy:)
        func spin(by step: CGFloat) {}
        @nonobjc func plain() {}
      }
      """
    let adapted = adapt(source)
    #expect(adapted.hasPrefix("#sourceLocation(file: \"/p/A.swift\", line: 1)\n"))
    #expect(
      body(adapted) == [
        "import DesignableUIKit", "import DesignableUIKit", "", "import Foundation",
        "import Foundation",
        "class Knob: UIView {",
        #"  dynamic var angle: CGFloat = 0 { willSet { willChangeValue(forKey: "angle") } didSet { didChangeValue(forKey: "angle") } }"#,
        "  weak var label: UILabel!", "  ", "  func spin(by step: CGFloat) {}",
        "  func plain() {}", "}",
      ])
  }

  @Test func selectorsAndKeyPathsBecomeStrings() {
    let source = """
      let a = #selector(tapped)
      let b = #selector(tapped(_:))
      let c = #selector(Knob.turned(by:animated:))
      let h = #selector(spin(speed:))
      let d = #selector(getter: Knob.angle)
      let e = #selector(setter: angle)
      let f = #keyPath(CALayer.position)
      let g = #keyPath(layer.cornerRadius)
      """
    #expect(
      body(adapt(source)) == [
        "let a = Selector(\"tapped\")", "let b = Selector(\"tapped:\")",
        "let c = Selector(\"turnedBy:animated:\")", "let h = Selector(\"spinWithSpeed:\")",
        "let d = Selector(\"angle\")",
        "let e = Selector(\"setAngle:\")", "let f = \"position\"",
        "let g = \"layer.cornerRadius\"",
      ])
  }

  @Test func optionalRequirementsGetDefaultsAndPlainCalls() throws {
    let protocolFile = """
      @objc public protocol KnobDelegate {
        @objc optional func knob(_ knob: Knob, turnedTo angle: CGFloat)
        @objc optional func knobTint(for angle: CGFloat) -> UIColor
        @objc optional var knobLabel: String { get }
        func knobDidAppear()
      }
      """
    let callerFile = """
      func turn() {
        delegate?.knob?(self, turnedTo: 1)
        let tint = delegate?.knobTint!(for: 1)
        knob?(self, 2)
        delegate?.knobDidAppear()
      }
      """
    let adapted = adapt(["Delegate.swift": protocolFile, "Knob.swift": callerFile])
    let declared = try #require(adapted["Delegate.swift"])
    #expect(
      body(declared) == [
        "public protocol KnobDelegate: AnyObject {",
        "  func knob(_ knob: Knob, turnedTo angle: CGFloat)",
        "  func knobTint(for angle: CGFloat) -> UIColor?", "  var knobLabel: String? { get }",
        "  func knobDidAppear()", "}",
      ])
    #expect(declared.contains("public extension KnobDelegate {\n"))
    #expect(declared.contains("  func knob(_ knob: Knob, turnedTo angle: CGFloat) {}\n"))
    #expect(declared.contains("  func knobTint(for angle: CGFloat) -> UIColor? { nil }\n"))
    #expect(declared.contains("  var knobLabel: String? { nil }\n"))
    // A closure called with `?` and no labels that match is not a requirement.
    #expect(
      body(try #require(adapted["Knob.swift"])) == [
        "func turn() {", "  delegate?.knob(self, turnedTo: 1)",
        "  let tint = delegate?.knobTint(for: 1)", "  knob?(self, 2)",
        "  delegate?.knobDidAppear()", "}",
      ])
  }

  @Test func uiKitConditionsHold() {
    let source = """
      #if canImport(UIKit)
      import UIKit
      #elseif !os(iOS) && canImport( UIKit )
      #else
      import DesignableUIKit
      #endif
      """
    #expect(
      body(adapt(source)) == [
        "#if true", "import DesignableUIKit", "#elseif !true && true", "#else",
        "import DesignableUIKit", "#endif",
      ])
  }

  @Test func overridesInAnExtensionMoveIntoTheClass() throws {
    let classFile = """
      class Knob: UIView {
        var angle = 0
      }
      """
    let extensionFile = """
      #if DEBUG
      public extension Knob {
        @objc override func awakeFromNib() {
          super.awakeFromNib()
          reset()
        }
        private func reset() { angle = 0 }
      }
      #endif
      """
    let adapted = adapt(["Knob.swift": classFile, "Knob+Nib.swift": extensionFile])
    let extended = try #require(adapted["Knob+Nib.swift"])
    #expect(
      body(extended) == [
        "#if DEBUG", "public extension Knob {", "  ", "", "", "", "  func reset() { angle = 0 }",
        "}", "#endif",
      ])
    let declared = try #require(adapted["Knob.swift"])
    #expect(
      body(declared) == [
        "class Knob: UIView {", "  var angle = 0", "", "#if (DEBUG)",
        "#sourceLocation(file: \"/p/Knob+Nib.swift\", line: 3)",
        "public override func awakeFromNib() {", "    super.awakeFromNib()", "    reset()",
        "  }", "#endif", "#sourceLocation(file: \"/p/Knob.swift\", line: 3)", "}",
      ])
  }

  /// A class declared for iOS and again for other platforms receives the overrides of its
  /// extension in the clause its iOS build compiles, not in the one the compiler skips.
  @Test func overridesMoveIntoTheClassTheIOSBuildCompiles() throws {
    let source = """
      #if os(iOS)
      class Dial: UIView {
      }
      #else
      class Dial: NSView {
      }
      #endif
      extension Dial {
        override func draw(_ rect: CGRect) {}
      }
      """
    #expect(
      body(adapt(source)) == [
        "#if true", "class Dial: UIView {", "",
        "#sourceLocation(file: \"/p/A.swift\", line: 9)", "override func draw(_ rect: CGRect) {}",
        "#sourceLocation(file: \"/p/A.swift\", line: 3)", "}", "#else", "class Dial: NSView {", "}",
        "#endif", "extension Dial {", "  ", "}",
      ])
  }

  /// Overrides in an extension of a class nested in a type, and an `#if` in an extension
  /// whose clauses hold overrides, move into the class too.
  @Test func nestedClassesAndConditionalOverridesMove() throws {
    let source = """
      enum Overlay { class Bar: CALayer {
      } }
      extension Overlay.Bar {
        override func layoutSublayers() { super.layoutSublayers() }
      }
      class Spark: UIView {
      }
      extension Spark {
        #if os(macOS)
        override func draw(_ r: NSRect) {}
        #else
        override func draw(_ r: CGRect) {}
        #endif
      }
      """
    #expect(
      body(adapt(source)) == [
        "enum Overlay { class Bar: CALayer {", "",
        "#sourceLocation(file: \"/p/A.swift\", line: 4)",
        "override func layoutSublayers() { super.layoutSublayers() }",
        "#sourceLocation(file: \"/p/A.swift\", line: 2)", "} }", "extension Overlay.Bar {", "  ",
        "}", "class Spark: UIView {", "", "#sourceLocation(file: \"/p/A.swift\", line: 9)",
        "#if os(macOS)", "  override func draw(_ r: NSRect) {}", "  #else",
        "  override func draw(_ r: CGRect) {}", "  #endif",
        "#sourceLocation(file: \"/p/A.swift\", line: 7)", "}", "extension Spark {", "  ", "", "",
        "", "", "}",
      ])
  }

  /// A class an extension declares receives the overrides of its own extensions.
  @Test func aClassDeclaredInAnExtensionReceivesItsOverrides() throws {
    let source = """
      public enum Spark {}
      public extension Spark { class Layer: CALayer {
      } }
      extension Spark.Layer { override public func layoutSublayers() { super.layoutSublayers() } }
      """
    #expect(
      body(adapt(source)) == [
        "public enum Spark {}", "public extension Spark { class Layer: CALayer {", "",
        "#sourceLocation(file: \"/p/A.swift\", line: 4)",
        "override public func layoutSublayers() { super.layoutSublayers() }",
        "#sourceLocation(file: \"/p/A.swift\", line: 3)", "} }", "extension Spark.Layer {  }",
      ])
  }

  /// An `@objc` method of an extension that a subclass overrides moves into its class, as
  /// only Objective-C's dispatch lets it be overridden where it is; one nothing overrides
  /// stays.
  @Test func anExtensionsMethodASubclassOverridesMoves() throws {
    let source = """
      class Base: UIView {
      }
      extension Base {
        @objc func colorDidChange() {}
        @objc func kept() {}
      }
      class Line: Base { override func colorDidChange() { setNeedsDisplay() } }
      """
    #expect(
      body(adapt(source)) == [
        "class Base: UIView {", "", "#sourceLocation(file: \"/p/A.swift\", line: 4)",
        "func colorDidChange() {}", "#sourceLocation(file: \"/p/A.swift\", line: 2)", "}",
        "extension Base {", "  ", "  func kept() {}", "}",
        "class Line: Base { override func colorDidChange() { setNeedsDisplay() } }",
      ])
  }

  @Test func anImplementationTheAdaptedRequirementHidesIsAWarning() {
    let files = [
      SwiftSource(
        path: "/p/D.swift",
        text: "@objc protocol D {\n  @objc optional func tint(for step: Int) -> UIColor\n}\n"),
      SwiftSource(
        path: "/p/V.swift",
        text: "class V: D {\n  func tint(for step: Int) -> UIColor { .red }\n}\n"
          + "class W: D {\n  func tint(for step: Int) -> UIColor? { .red }\n}\n"),
    ]
    let warnings = SourceAdapter.adapt(files).diagnostics.map(\.description)
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("/p/V.swift:2:8: warning: 'tint' implements") == true)
  }

  @Test func aPrivateLayerClassOpensAndManagedPropertiesAreStored() {
    let source = """
      class Gauge: UIView {
        override class var layerClass: AnyClass { GaugeLayer.self }
        private class GaugeLayer: CALayer {
          @NSManaged var angle: Double
          @NSManaged var tint: UIColor?
          @NSManaged var origin: CGPoint
          @NSManaged var path: CGPath
          @NSManaged var spin: CATransform3D
          @NSManaged var handler: (() -> Void)
        }
        private class Other: CALayer {}
      }
      """
    #expect(
      body(adapt(source)) == [
        "class Gauge: UIView {", "  override class var layerClass: AnyClass { GaugeLayer.self }",
        "  class GaugeLayer: CALayer {", "    var angle: Double = 0", "    var tint: UIColor?",
        "    var origin: CGPoint = .zero", "    var path: CGPath!",
        "    var spin: CATransform3D = CATransform3DIdentity", "    var handler: ((() -> Void))!",
        "  }",
        "  private class Other: CALayer {}", "}",
      ])
  }

  /// A path walk written with an Objective-C block cast to a pointer (a snippet components
  /// copy) becomes `applyWithBlock`, on the same lines, and the block attribute goes from
  /// types over `CGPathElement`; other blocks keep theirs.
  @Test func aBlockPathWalkBecomesApplyWithBlock() {
    let source = """
      typealias Visit = @convention(block) (CGPathElement) -> Void
      typealias Done = @convention(block) () -> Void
      extension CGPath {
        func eachElement(_ visit: @escaping @convention(block) (CGPathElement) -> Void) {
          typealias Visit = @convention(block) (CGPathElement) -> Void
          let raw = unsafeBitCast(visit, to: UnsafeMutableRawPointer.self)
          apply(info: raw) { info, element in unsafeBitCast(info, to: Visit.self)(element.pointee) }
        }
        func walk(visit: Visit) {
          apply(info: unsafeBitCast(visit, to: UnsafeMutableRawPointer.self)) { _, _ in }
        }
        func count() -> Int { 0 }
      }
      """
    #expect(
      body(adapt(source)) == [
        "typealias Visit = (CGPathElement) -> Void",
        "typealias Done = @convention(block) () -> Void",
        "extension CGPath {",
        "  func eachElement(_ visit: @escaping (CGPathElement) -> Void) { applyWithBlock { visit($0.pointee) }",
        "", "", "", "}",
        "  func walk(visit: Visit) { applyWithBlock { visit($0.pointee) }", "", "}",
        "  func count() -> Int { 0 }",
        "}",
      ])
  }

  /// A file whose first line is a comment (an Xcode header) or blank gives that line to the
  /// `#sourceLocation`, so every line keeps its number in the adapted file and the compiler's
  /// excerpts are numbered as the user's file; one that starts with code keeps it.
  @Test func aHeaderLineMakesRoomForTheSourceLocation() {
    let headed = adapt("//\n//  Knob.swift\n//\nimport UIKit\nclass Knob: UIView {}\n")
    #expect(
      headed.split(separator: "\n", omittingEmptySubsequences: false).prefix(5) == [
        "#sourceLocation(file: \"/p/A.swift\", line: 2)", "//  Knob.swift", "//",
        "import DesignableUIKit", "class Knob: UIView {}",
      ])
    let plain = adapt("import UIKit\nclass Knob: UIView {}\n")
    #expect(
      plain.hasPrefix("#sourceLocation(file: \"/p/A.swift\", line: 1)\nimport DesignableUIKit\n"))
  }

  /// A view's own `@objc dynamic` property tells key-value observers of each set, as the
  /// setter Foundation puts in its place on iOS does; others stay as they are.
  @Test func aDynamicPropertyOfAViewTellsItsObservers() {
    let source = """
      class Toggle: UIButton {
        @objc dynamic var isOn = false
        @objc dynamic open var level: CGFloat = 0 { didSet { setNeedsDisplay() } }
        @objc dynamic var tint: UIColor? { willSet { print(1) } }
        @objc dynamic var label: String { "x" }
        override dynamic var isHighlighted: Bool { didSet {} }
        var plain = 0
      }
      class Switch: Toggle { @objc dynamic var `default` = 1 }
      class Model: NSObject { @objc dynamic var count = 0 }
      """
    #expect(
      body(adapt(source)) == [
        "class Toggle: UIButton {",
        #"  dynamic var isOn = false { willSet { willChangeValue(forKey: "isOn") } didSet { didChangeValue(forKey: "isOn") } }"#,
        #"  dynamic open var level: CGFloat = 0 { willSet { willChangeValue(forKey: "level") } didSet { defer { didChangeValue(forKey: "level") }; setNeedsDisplay() } }"#,
        #"  dynamic var tint: UIColor? { didSet { didChangeValue(forKey: "tint") } willSet { willChangeValue(forKey: "tint"); print(1) } }"#,
        #"  dynamic var label: String { "x" }"#,
        "  override dynamic var isHighlighted: Bool { didSet {} }",
        "  var plain = 0",
        "}",
        #"class Switch: Toggle { dynamic var `default` = 1 { willSet { willChangeValue(forKey: "default") } didSet { didChangeValue(forKey: "default") } } }"#,
        "class Model: NSObject { dynamic var count = 0 }",
      ])
  }

  /// `override var delegate: UICollectionViewDelegate?` narrows a property's type, which
  /// only Objective-C allows: the override takes the scroll view's type, and what its setter
  /// is given is read as the narrower one.
  @Test func aDelegateOverrideNarrowingItsTypeTakesTheScrollViewsType() {
    let source = """
      class Calendar: UICollectionView {
        weak var forwarded: UICollectionViewDelegate?
        override var delegate: UICollectionViewDelegate? {
          get { super.delegate }
          set { forwarded = newValue }
        }
      }
      class Notes: UITableView {
        override var delegate: UITableViewDelegate! {
          willSet(next) { print(next as Any) }
        }
        override var dataSource: UITableViewDataSource? { get { nil } set {} }
      }
      """
    #expect(
      body(adapt(source)) == [
        "class Calendar: UICollectionView {", "  weak var forwarded: UICollectionViewDelegate?",
        "  override var delegate: UIScrollViewDelegate? {", "    get { super.delegate }",
        "    set { forwarded = (newValue as? UICollectionViewDelegate) }", "  }", "}",
        "class Notes: UITableView {", "  override var delegate: UIScrollViewDelegate! {",
        "    willSet(next) { print((next as? UITableViewDelegate) as Any) }", "  }",
        "  override var dataSource: UITableViewDataSource? { get { nil } set {} }", "}",
      ])
  }

  /// A `private` extension that declares a view's layer class loses its `private`; its
  /// other members keep the access they had, and one that says its own keeps it.
  /// A private cell registered for reuse opens, with the private base it inherits from, as
  /// the generated list builds it from another file; a private class not registered, one
  /// whose name two files declare, or one whose body names a private type, stays as it was.
  @Test func aPrivateCellRegisteredForReuseOpensWithItsBase() {
    let adapted = adapt([
      "Tabs.swift": """
      class Tabs: UIView {
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        func setUp() {
          grid.register(TitleCell.self, forCellWithReuseIdentifier: "title")
          grid.register(Tabs.Badge.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "b")
          grid.register(Cell.self, forCellWithReuseIdentifier: "cell")
        }
        private class BaseCell: UICollectionViewCell {}
        private class TitleCell: BaseCell {}
        fileprivate class Badge: UICollectionReusableView {}
        private class Unused: UICollectionViewCell {}
      }
      private class Cell: UICollectionViewCell {}
      private struct Row { var title = "" }
      private class RowCell: UICollectionViewCell {
        var row = Row()
      }
      func registerRows(_ grid: UICollectionView) {
        grid.register(RowCell.self, forCellWithReuseIdentifier: "row")
      }
      """,
      "Other.swift": "private class Cell: UICollectionViewCell {}\n",
    ])
    let tabs = body(adapted["Tabs.swift"]!)
    #expect(tabs.contains("  class BaseCell: UICollectionViewCell {}"))
    #expect(tabs.contains("  class TitleCell: BaseCell {}"))
    #expect(tabs.contains("  class Badge: UICollectionReusableView {}"))
    #expect(tabs.contains("  private class Unused: UICollectionViewCell {}"))
    #expect(tabs.contains("private class Cell: UICollectionViewCell {}"))
    // Its member's type is private: internal, the member could not use it.
    #expect(tabs.contains("private class RowCell: UICollectionViewCell {"))
  }

  @Test func aPrivateExtensionsLayerClassOpens() {
    let source = """
      class Ring: UIView {
        override class var layerClass: AnyClass { RingLayer.self }
      }
      private extension Ring {
        @objc func update() {}
        static let key = "k"
        class RingLayer: CALayer {}
        public var shown: Bool { true }
        #if DEBUG
        struct Trace {}
        #endif
      }
      private extension Ring {
        class Other: CALayer {}
      }
      """
    #expect(
      body(adapt(source)) == [
        "class Ring: UIView {", "  override class var layerClass: AnyClass { RingLayer.self }",
        "}", "extension Ring {", "  fileprivate func update() {}",
        "  static fileprivate let key = \"k\"", "  class RingLayer: CALayer {}",
        "  public var shown: Bool { true }", "  #if DEBUG", "  fileprivate struct Trace {}",
        "  #endif", "}", "private extension Ring {", "  class Other: CALayer {}", "}",
      ])
  }

  @Test func lookupsOnlyObjectiveCFindsGetFoundationsSpelling() {
    let source = """
      let ratio: Float = (1 + CoreFoundation.sqrt(5.0)) / 2
      let duration = (info[key] as AnyObject).doubleValue ?? 0.5
      let name = (info[key] as AnyObject).description
      let ring = (layer as AnyObject).isKind(of: RingLayer.self)
      """
    #expect(
      body(adapt(source)) == [
        "let ratio: Float = (1 + Foundation.sqrt(5.0)) / 2",
        "let duration = (info[key] as? NSNumber)?.doubleValue ?? 0.5",
        "let name = (info[key] as AnyObject).description",
        "let ring = (layer as? NSObject ?? NSObject()).isKind(of: RingLayer.self)",
      ])
  }

  @Test func bytesOfBridgedDataStayTheDatasOwn() {
    let source = """
      let pointer = UnsafeMutableRawPointer(mutating: (data as NSData).bytes)
      let copy = NSData(data: data).bytes
      let length = (data as NSData).length
      """
    #expect(
      body(adapt(source)) == [
        "let pointer = UnsafeMutableRawPointer(mutating: (data ).nsDataBytes)",
        "let copy = NSData(data: data).bytes",
        "let length = (data as NSData).length",
      ])
  }

  @Test func castsToAttributeDictionariesCastAsOnIOS() {
    let source = """
      let a = NSAttributedString(string: s, attributes: attributes as? [NSAttributedString.Key : AnyObject])
      let b = info["style"] as! [NSAttributedStringKey: Any]
      let c = fallback ?? stored as? [NSAttributedString.Key: Any] ?? [:]
      let d = base + extra as? [NSAttributedString.Key: Any]
      let e = attributes as? [String: Any]
      let f = attributes as! [NSAttributedString.Key: NSObject & NSCopying]
      """
    #expect(
      body(adapt(source)) == [
        "let a = NSAttributedString(string: s, attributes: NSAttributedString.Key.dictionary("
          + "castFrom: attributes , values: AnyObject.self))",
        "let b = NSAttributedString.Key.dictionary(castFrom: info[\"style\"] , values: Any.self)!",
        "let c = fallback ?? NSAttributedString.Key.dictionary(castFrom: stored , values: Any.self) ?? [:]",
        "let d = base + extra as? [NSAttributedString.Key: Any]",
        "let e = attributes as? [String: Any]",
        "let f = NSAttributedString.Key.dictionary(castFrom: attributes , values: "
          + "(NSObject & NSCopying).self)!",
      ])
  }

  @Test func coreTextAttributeNamesReadAsStringsGiveTheirRawValues() {
    let source = """
      let key = NSAttributedString.Key(kCTFontAttributeName as String)
      let font = (CTRunGetAttributes(run) as NSDictionary)[kCTFontAttributeName as String] as! CTFont
      let same = kCTForegroundColorAttributeName as NSAttributedString.Key
      let other = kCTFontManagerErrorDomain as String
      """
    #expect(
      body(adapt(source)) == [
        "let key = NSAttributedString.Key(kCTFontAttributeName.rawValue)",
        "let font = (CTRunGetAttributes(run) as NSDictionary)[kCTFontAttributeName.rawValue] as! CTFont",
        "let same = kCTForegroundColorAttributeName as NSAttributedString.Key",
        "let other = kCTFontManagerErrorDomain as String",
      ])
  }

  @Test func viewsBuiltFromARunTimeTypeBuildByRegistration() {
    let source = """
      protocol DigitLabel: UIView { var active: Bool { get set } }
      protocol Framed { init(frame: CGRect) }
      class Field<Label: DigitLabel>: UIView {
        func add() { let label = Label(frame: .zero) }
        func copy() -> UIView { type(of: self).init(frame: bounds) }
        func make(_ cellClass: UIView.Type) -> UIView { cellClass.init(frame: bounds) }
        convenience init() { self.init(frame: .zero) }
      }
      func framed<T: Framed>() -> T { T(frame: .zero) }
      func plain<T: UILabel>(_ type: T.Type) -> T { T.init(frame: .zero) }
      func overlay<T: DigitLabel>(_ type: T.Type) -> UIView { let a = T(), b = T.init(); return a }
      func model<T: Decodable>() -> T? { T() }
      protocol Pin where Self: UIView {}
      func pin<T: Pin>(_ type: T.Type) -> UIView { T() }
      let view = UIView(frame: .zero)
      """
    #expect(
      body(adapt(source)) == [
        "protocol DigitLabel: UIView { var active: Bool { get set } }",
        "protocol Framed { init(frame: CGRect) }",
        "class Field<Label: DigitLabel>: UIView {",
        "  func add() { let label = Label.madeByType(frame: .zero) }",
        "  func copy() -> UIView { type(of: self).madeByType(frame: bounds) }",
        "  func make(_ cellClass: UIView.Type) -> UIView { cellClass.madeByType(frame: bounds) }",
        "  convenience init() { self.init(frame: .zero) }",
        "}",
        "func framed<T: Framed>() -> T { T(frame: .zero) }",
        "func plain<T: UILabel>(_ type: T.Type) -> T { T.madeByType(frame: .zero) }",
        "func overlay<T: DigitLabel>(_ type: T.Type) -> UIView { let a = T.madeByType(frame: .zero), b = T.madeByType(frame: .zero); return a }",
        "func model<T: Decodable>() -> T? { T() }",
        "protocol Pin where Self: UIView {}",
        "func pin<T: Pin>(_ type: T.Type) -> UIView { T.madeByType(frame: .zero) }",
        "let view = UIView(frame: .zero)",
      ])
  }

  @Test func theBundleOfAClassIsItsModulesResources() {
    let source = """
      let bundle = Bundle(for: Shine.self)
      let same = Bundle.init(for: type(of: self))
      let other = Bundle(path: "x")
      """
    #expect(
      body(adapt(source)) == [
        "let bundle = Bundle.resources(for: Shine.self)",
        "let same = Bundle.resources(for: type(of: self))",
        "let other = Bundle(path: \"x\")",
      ])
  }

  /// A moved member that says its own access (`open`, `private(set)` aside) keeps it; one
  /// that does not takes the extension's.
  @Test func aMovedMemberKeepsItsOwnAccess() throws {
    let adapted = adapt([
      "Knob.swift": "open class Knob: UIView {\n}\n",
      "Knob+Layout.swift": """
      public extension Knob {
        open override func layoutSubviews() {}
        override func awakeFromNib() {}
      }
      """,
    ])
    let declared = try #require(adapted["Knob.swift"])
    #expect(declared.contains("\nopen override func layoutSubviews() {}\n"))
    #expect(declared.contains("\npublic override func awakeFromNib() {}\n"))
  }

  /// Overrides with other members between them: each moves whole, cited at its own line,
  /// and the members that stay are kept as they were.
  @Test func overridesBetweenOtherMembersMoveWhole() {
    let source = """
      class Fab: UIView {}
      extension Fab {
        override func layoutSubviews() {
          super.layoutSubviews()
        }
        func setUp() {
          addSubview(UIView())
        }
        override var accessibilityLabel: String? {
          get { nil }
          set {}
        }
      }
      """
    let adapted = adapt(source)
    #expect(adapted.contains("line: 9)\noverride var accessibilityLabel: String? {\n"))
    #expect(adapted.contains("line: 3)\noverride func layoutSubviews() {\n"))
    let lines = body(adapted).drop { !$0.hasPrefix("extension Fab") }
    #expect(lines.count == 12)
    #expect(Array(lines)[4...6] == ["  func setUp() {", "    addSubview(UIView())", "  }"])
    #expect(lines.filter { !$0.allSatisfy(\.isWhitespace) }.count == 5)
  }

  /// A path with a quote, a backslash or a line break still makes a `#sourceLocation` that
  /// parses, and names the file.
  @Test func anOddPathStillMakesASourceLocation() throws {
    let path = "/p/a \"b\"\\c\nd.swift"
    let text = SourceAdapter.adapt([SwiftSource(path: path, text: "let a = 1\n")]).texts[0]
    let tree = Parser.parse(source: text)
    #expect(!tree.hasError)
    let directive = try #require(
      tree.statements.first?.item.as(PoundSourceLocationSyntax.self)?.arguments)
    #expect(directive.fileName.trimmedDescription == #""/p/a \"b\"\\c\nd.swift""#)
  }

  /// Every adapted file of a sample that uses all of the above still parses.
  @Test func theAdaptedFilesParse() {
    let sources = [
      "A.swift": "import UIKit\n@objc protocol P { @objc optional func f() }\n",
      "B.swift": "extension K { override func layoutSubviews() { p?.f?() } }\n",
      "C.swift": "class K: UIView { weak var p: P? }",
    ]
    for (name, text) in adapt(sources) {
      #expect(!Parser.parse(source: text).hasError, "\(name) does not parse")
    }
  }
}
