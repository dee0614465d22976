import DesignableRegistrationsGenerator
import Foundation
import SwiftParser
import Testing

@testable import DesignableSourceAdapter

/// Files the adapter leaves out (they import a framework only Apple platforms have), and
/// message forwarding's overrides, which only Objective-C's `NSObject` declares.
struct LeftOutAndForwardingTests {
  func adapt(_ texts: [String: String]) -> (texts: [String: String], warnings: [Diagnostic]) {
    let names = texts.keys.sorted()
    let adapted = SourceAdapter.adapt(
      names.map { SwiftSource(path: "/p/\($0)", text: texts[$0]!) })
    return (Dictionary(uniqueKeysWithValues: zip(names, adapted.texts)), adapted.diagnostics)
  }

  /// A SwiftUI wrapper beside a UIKit component is left out with a warning at its import;
  /// the component's file is adapted as before and does not see the wrapper's extension.
  @Test func aFileImportingSwiftUIIsLeftOutWithAWarning() throws {
    let (texts, warnings) = adapt([
      "Slider.swift": "import UIKit\nclass Slider: UIView {}\n",
      "SliderView.swift": """
      // A wrapper.
      import SwiftUI
      struct SliderView: UIViewRepresentable {}
      extension Slider { override func layoutSubviews() { _ = Color.red } }
      """,
    ])
    let wrapper = try #require(texts["SliderView.swift"])
    #expect(!wrapper.contains("struct SliderView"))
    #expect(wrapper.hasPrefix("// /p/SliderView.swift is left out: it imports SwiftUI"))
    #expect(try #require(texts["Slider.swift"]).contains("class Slider: UIView {}\n"))
    #expect(!texts["Slider.swift"]!.contains("layoutSubviews"))
    let warning = try #require(warnings.first)
    #expect(warnings.count == 1)
    #expect(warning.severity == .warning)
    #expect(warning.location == SourcePoint(path: "/p/SliderView.swift", line: 2, column: 1))
    #expect(warning.message.contains("imports SwiftUI") && warning.message.contains("exclude:"))
  }

  /// A component file that imports SwiftUI for its preview and colours keeps what names
  /// nothing of SwiftUI, line for line, and loses the rest, and what names the rest; the
  /// registrations see its designable.
  @Test func aFileImportingSwiftUIKeepsWhatNamesNoneOfIt() throws {
    let source = """
      import SwiftUI
      import UIKit
      @IBDesignable class Slider: UIControl {
        @IBInspectable var tint: UIColor = .brand
      }
      extension UIColor { static let brand = UIColor.red }
      extension Color { static let brand = Color(UIColor.brand) }
      let swatch = Color.brand
      func swatches() -> [Any] { [swatch] }
      struct Slider_Previews: PreviewProvider {
        static var previews: some View { Text("") }
      }
      """
    let (texts, warnings) = adapt(["Slider.swift": source])
    let lines = try #require(texts["Slider.swift"]).split(
      separator: "\n", omittingEmptySubsequences: false)
    // The import left blank on line 1 gives its place to the file's `#sourceLocation`, so
    // every line keeps its number.
    #expect(lines[0] == "#sourceLocation(file: \"/p/Slider.swift\", line: 2)")
    #expect(lines[1] == "import DesignableUIKit")
    #expect(lines[2] == "@IBDesignable class Slider: UIControl {")
    #expect(lines[5] == "extension UIColor { static let brand = UIColor.red }")
    #expect(lines[6...10].allSatisfy { $0.isEmpty })
    #expect(lines[11] == "#sourceLocation()")
    let warning = try #require(warnings.first)
    #expect(warning.location == SourcePoint(path: "/p/Slider.swift", line: 1, column: 1))
    #expect(warning.message.contains("(at lines 7, 8, 9, 10)"))
    let registrations = RegistrationsGenerator.generate(
      [SwiftSource(path: "/p/Slider.swift", text: source)], adapted: true)
    #expect(registrations.text.contains(#".ib("tint", \Slider.tint)"#))
  }

  /// A member of the file's own types that shares a name with SwiftUI's (`Fill.Color`) is
  /// not SwiftUI's: the view that names it is kept; `SwiftUI.Color` is SwiftUI's.
  @Test func aMemberNamedAsSwiftUINamesIsNotSwiftUIs() throws {
    let source = """
      import SwiftUI
      import UIKit
      public enum Fill { public class Color { public init(_ c: CGColor) {} } }
      @IBDesignable public class Graph: UIView { var fill = Fill.Color(UIColor.red.cgColor) }
      let tint = SwiftUI.Color.red
      """
    let (texts, _) = adapt(["Graph.swift": source])
    let text = try #require(texts["Graph.swift"])
    #expect(text.contains("@IBDesignable public class Graph: UIView"))
    #expect(!text.contains("let tint"))
  }

  /// A file that names a type only a left-out file declares (a picker showing a capture view
  /// of AVFoundation's) is left out too, and so is one that names its types in turn; the
  /// registrations skip them alike.
  @Test func aFileNamingALeftOutTypeIsLeftOutToo() throws {
    let sources = [
      "Capture.swift": "import AVFoundation\nimport UIKit\nclass CaptureView: UIView {}\n",
      "Picker.swift":
        "import UIKit\n@IBDesignable class Picker: UIView {\n  let capture = CaptureView()\n}\n",
      "Panel.swift": "import UIKit\n@IBDesignable class Panel: UIView { var picker: Picker? }\n",
      "Dial.swift": "import UIKit\n@IBDesignable class Dial: UIView {}\n",
    ]
    let (texts, warnings) = adapt(sources)
    #expect(texts["Dial.swift"]!.contains("class Dial"))
    for name in ["Capture.swift", "Picker.swift", "Panel.swift"] {
      #expect(texts[name]!.hasPrefix("// /p/\(name) is left out: it "))
    }
    let picker = try #require(warnings.first { $0.location.path == "/p/Picker.swift" })
    #expect(picker.location == SourcePoint(path: "/p/Picker.swift", line: 3, column: 17))
    #expect(picker.message.contains("names CaptureView, which only a file left out"))
    #expect(picker.message.hasSuffix("or build what it needs of that file without it"))
    #expect(warnings.count == 3)
    let registrations = RegistrationsGenerator.generate(
      sources.map { SwiftSource(path: "/p/\($0.key)", text: $0.value) }, adapted: true)
    #expect(registrations.text.contains("Dial.self"))
    #expect(!registrations.text.contains("Picker.self") && !registrations.text.contains("Panel"))
  }

  /// A SwiftUI wrapper that imports SwiftUI only under `#if canImport(SwiftUI)` but wraps the
  /// view outside it compiles on Apple platforms alone: it is left out too, with a warning at
  /// the wrapper.
  @Test func aWrapperOutsideItsConditionalImportIsLeftOut() throws {
    let (texts, warnings) = adapt([
      "Text.swift": """
      #if canImport(SwiftUI)
      import SwiftUI
      #endif

      @available(iOS 13.0, *)
      public struct MorphingText: UIViewRepresentable {}
      """
    ])
    #expect(texts["Text.swift"]!.contains("declares MorphingText as a UIViewRepresentable"))
    let warning = try #require(warnings.first)
    #expect(warning.location == SourcePoint(path: "/p/Text.swift", line: 5, column: 1))
    #expect(warning.message.contains("UIViewRepresentable of SwiftUI"))
  }

  /// A file that calls a member only a left-out file's extension declares is left out too,
  /// with a warning at the call; while a file built declares anything of that name (a method
  /// of its own), the call may be that, and nothing more is left out.
  @Test func aCallOfALeftOutExtensionsMemberLeavesTheFileOut() throws {
    let export = """
      import UIKit
      import MobileCoreServices

      extension Array where Element == UIImage {
        func exportFrames(named name: String) {}
      }
      """
    let recorder = """
      import UIKit

      class Recorder: UIView {
        var frames: [UIImage] = []
        func save() { frames.exportFrames(named: "take") }
      }
      """
    let (texts, warnings) = adapt(["Frames+Export.swift": export, "Recorder.swift": recorder])
    #expect(texts["Recorder.swift"]!.contains("names exportFrames"))
    let warning = try #require(warnings.first { $0.location.path == "/p/Recorder.swift" })
    #expect(warning.location == SourcePoint(path: "/p/Recorder.swift", line: 5, column: 24))
    let exporter = """
      import UIKit

      class Exporter: UIView {
        func exportFrames(named name: String) {}
      }
      """
    let (kept, _) = adapt([
      "Frames+Export.swift": export, "Recorder.swift": recorder, "Exporter.swift": exporter,
    ])
    #expect(kept["Recorder.swift"]!.contains("class Recorder: UIView {"))
  }

  /// A demo app's delegate beside the component (its `AppDelegate`, with
  /// `@UIApplicationMain`) starts an app and is no part of a component: it is left out with a
  /// warning, and the component's file is kept.
  @Test func anAppDelegateBesideTheComponentIsLeftOut() throws {
    let (texts, warnings) = adapt([
      "AppDelegate.swift": """
      import UIKit

      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }
      """,
      "Checkbox.swift": "import UIKit\n\nclass Checkbox: UIControl {}\n",
    ])
    #expect(texts["AppDelegate.swift"]!.contains("an app's UIApplicationDelegate"))
    #expect(texts["Checkbox.swift"]!.contains("class Checkbox: UIControl {}"))
    let warning = try #require(warnings.first)
    #expect(warning.location == SourcePoint(path: "/p/AppDelegate.swift", line: 3, column: 1))
    #expect(warning.message.contains("keep the demo app's files out of the components' folder"))
  }

  /// Only an import at the top level counts: under `#if canImport(SwiftUI)` (false here) the
  /// file is kept, and so is one importing a module of the user's own.
  @Test func conditionalAndOwnImportsKeepTheFile() {
    let (texts, warnings) = adapt([
      "A.swift": "#if canImport(SwiftUI)\nimport SwiftUI\n#endif\nlet a = 1\n",
      "B.swift": "import SweeterSwift\nimport CoreData2\nlet b = 2\n",
    ])
    #expect(warnings.isEmpty)
    #expect(texts["A.swift"]!.contains("let a = 1"))
    #expect(texts["B.swift"]!.contains("let b = 2"))
  }

  /// The registrations skip a left-out file too, so a class declared in it is not named (a
  /// class that names SwiftUI, in a file importing it).
  @Test func theRegistrationsSkipALeftOutFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("left-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let kept = folder.appendingPathComponent("Dial.swift").path
    let wrapper = folder.appendingPathComponent("Preview.swift").path
    try "import UIKit\n@IBDesignable class Dial: UIView {}\n".write(
      toFile: kept, atomically: true, encoding: .utf8)
    try "import SwiftUI\nimport UIKit\n@IBDesignable class PreviewDial: UIView { let t: Text }\n"
      .write(
        toFile: wrapper, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("Out.swift").path
    for adapted in [true, false] {
      #expect(
        RegistrationsCommand.run(
          output: output, inputs: [kept, wrapper], adapted: adapted, report: { _ in }) == 0)
      let text = try String(contentsOfFile: output, encoding: .utf8)
      #expect(text.contains("Dial.self"))
      #expect(text.contains("PreviewDial") == !adapted)
    }
  }

  /// `import CoreText` becomes `import DesignableUIKit`, which holds what components use of it.
  @Test func coreTextComesWithDesignableUIKit() {
    let text = adapt(["A.swift": "import CoreText\nimport CoreGraphics\n"]).texts["A.swift"]!
    #expect(text.contains("\nimport DesignableUIKit\nimport CoreGraphics\n"))
  }

  /// A weak proxy's `override func responds(to:)` and `forwardingTarget(for:)` lose
  /// `override` in a class of `NSObject` or a view, and keep it below a class of the target.
  @Test func forwardingOverridesBecomeTheClassesOwn() {
    let source = """
      final class Proxy: NSObject {
        override func responds(to aSelector: Selector!) -> Bool { true }
        override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
        override func isEqual(_ object: Any?) -> Bool { false }
      }
      class Base: UIView {
        override func responds(to aSelector: Selector!) -> Bool { true }
      }
      class Derived: Base {
        override func responds(to aSelector: Selector!) -> Bool { false }
        func responds(to aSelector: Selector!, twice: Bool) -> Bool { false }
      }
      """
    let lines = adapt(["A.swift": source]).texts["A.swift"]!.split(separator: "\n")
    #expect(lines[2] == "  func responds(to aSelector: Selector!) -> Bool { true }")
    #expect(lines[3] == "  func forwardingTarget(for aSelector: Selector!) -> Any? { nil }")
    #expect(lines[4] == "  override func isEqual(_ object: Any?) -> Bool { false }")
    #expect(lines[7] == "  func responds(to aSelector: Selector!) -> Bool { true }")
    #expect(lines[10] == "  override func responds(to aSelector: Selector!) -> Bool { false }")
  }

  /// `awakeFromNib()` in a class of `NSObject` (an object in a nib: UIKit adds the method to
  /// `NSObject` on iOS) becomes the class's own; below it, and in a view, `override` stays.
  @Test func awakeFromNibInAnObjectOfANibBecomesItsOwn() {
    let source = """
      open class Animation: NSObject {}
      open class FrameAnimation: Animation {
        open override func awakeFromNib() {}
      }
      class Bounce: FrameAnimation {
        override func awakeFromNib() {}
      }
      class Card: UIView {
        override func awakeFromNib() {}
      }
      """
    let lines = adapt(["A.swift": source]).texts["A.swift"]!.split(separator: "\n")
    #expect(lines[3] == "  open func awakeFromNib() {}")
    #expect(lines[6] == "  override func awakeFromNib() {}")
    #expect(lines[9] == "  override func awakeFromNib() {}")
  }

  /// A `private` or `fileprivate` `@IBInspectable` or `@IBOutlet` property (Interface Builder
  /// sets it by key-value coding whatever its access) becomes internal, setter included;
  /// another private property stays private.
  @Test func hiddenInspectablesAndOutletsBecomeInternal() {
    let source = """
      class Box: UIView {
        @IBInspectable private var styleIB: Int = 0
        @IBOutlet fileprivate weak var label: UILabel!
        @IBInspectable private(set) public var size: CGFloat = 1
        private var cache: Int = 0
      }
      """
    let lines = adapt(["A.swift": source]).texts["A.swift"]!.split(separator: "\n")
    #expect(lines[2] == "  @IBInspectable var styleIB: Int = 0")
    #expect(lines[3] == "  weak var label: UILabel!")
    #expect(lines[4] == "  @IBInspectable public var size: CGFloat = 1")
    #expect(lines[5] == "  private var cache: Int = 0")
  }

  /// `NSMutableAttributedString()` and `Timer()`, `init()`s iOS's `NSObject` gives, make an
  /// empty string and a timer never scheduled.
  @Test func anEmptyAttributedStringIsMadeFromAnEmptyString() {
    let source = """
      let a = NSMutableAttributedString()
      let b = NSAttributedString(string: "b")
      let c = Other()
      var t = Timer()
      """
    let lines = adapt(["A.swift": source]).texts["A.swift"]!.split(separator: "\n")
    #expect(lines[1] == #"let a = NSMutableAttributedString(string: "")"#)
    #expect(lines[2] == #"let b = NSAttributedString(string: "b")"#)
    #expect(lines[3] == "let c = Other()")
    #expect(lines[4] == "var t = Timer(timeInterval: 0, repeats: false, block: { _ in })")
  }

  /// A call to an optional method of UIKit's delegate protocols through `?` loses it, as
  /// DesignableUIKit declares them with defaults; other calls through `?` stay.
  @Test func uiKitOptionalDelegateCallsLoseTheirMark() {
    let source = """
      let a = delegate?.scrollViewDidScroll?(scrollView)
      let b = delegate?.tabBarController?(self, shouldSelect: controller)
      let c = onScroll?(scrollView)
      let d = delegate?.tabBarController?(self, other: controller)
      """
    let lines = adapt(["A.swift": source]).texts["A.swift"]!.split(separator: "\n")
    #expect(lines[1] == "let a = delegate?.scrollViewDidScroll(scrollView)")
    #expect(lines[2] == "let b = delegate?.tabBarController(self, shouldSelect: controller)")
    #expect(lines[3] == "let c = onScroll?(scrollView)")
    #expect(lines[4] == "let d = delegate?.tabBarController?(self, other: controller)")
  }

  /// Xcode's `#Preview` becomes as many blank lines, with what the adapter would have edited
  /// inside it; `@MainActor` goes from declarations and stays on closures and function types.
  @Test func previewsGoAndDeclarationsLoseMainActor() {
    let source = """
      @MainActor
      @IBDesignable final class Meter: UIView {
        @MainActor @objc func tick() { Task { @MainActor in } }
        var done: @MainActor () -> Void = {}
      }
      @MainActor protocol Metering {}
      @available(iOS 17, *)
      #Preview("Meter") {
        let action = #selector(Meter.tick)
        return Meter()
      }
      let after = 1
      """
    let adapted = adapt(["A.swift": source]).texts["A.swift"]!
    let lines = adapted.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "#sourceLocation(file: \"/p/A.swift\", line: 2)")
    #expect(lines[1] == "@IBDesignable final class Meter: UIView {")
    #expect(lines[2] == "  func tick() { Task { @MainActor in } }")
    #expect(lines[3] == "  var done: @MainActor () -> Void = {}")
    #expect(lines[5] == "protocol Metering {}")
    #expect(lines[6...10].allSatisfy { $0.isEmpty })
    #expect(lines[11] == "let after = 1")
    #expect(!Parser.parse(source: adapted).hasError)
  }

  /// A message to an `AnyObject` outlet (`@IBOutlet weak var delegate: AnyObject?`), which
  /// Objective-C's runtime looks up by name, is sent to it as the protocol that declares it.
  @Test func messagesToAnAnyObjectOutletGoThroughTheProtocol() {
    let sources = [
      "Menu.swift": """
      @objc protocol MenuDelegate {
        @objc optional func menuOpened(_ menu: Menu)
        func menu(_ menu: Menu, selected index: Int)
      }
      class Menu: UIView {
        @IBOutlet weak var delegate: AnyObject?
        weak var typed: MenuDelegate?
        func open() {
          self.delegate?.menuOpened?(self)
          delegate?.menu(self, selected: 2)
          typed?.menuOpened?(self)
          delegate?.other(self)
          delegate?.performSelector(onMainThread: sel, with: self, waitUntilDone: true)
          if let delegate = delegate { delegate.perform(sel) }
        }
      }
      """
    ]
    let lines = adapt(sources).texts["Menu.swift"]!.split(separator: "\n")
    #expect(lines[9] == "    (self.delegate as? MenuDelegate)?.menuOpened(self)")
    #expect(lines[10] == "    (delegate as? MenuDelegate)?.menu(self, selected: 2)")
    #expect(lines[11] == "    typed?.menuOpened(self)")
    #expect(lines[12] == "    delegate?.other(self)")
    // NSObject's own messages, which any object answers on iOS.
    #expect(
      lines[13]
        == "    (delegate as? NSObjectProtocol)?.performSelector(onMainThread: sel, with: self, "
        + "waitUntilDone: true)")
    #expect(
      lines[14]
        == "    if let delegate = delegate { (delegate as? NSObjectProtocol)?.perform(sel) }")
  }

  /// A data source outlet unwrapped under its own name is still an `AnyObject`: a method it
  /// must have goes through `as!`, an optional one through `as?`, and a value an optional
  /// requirement returns, optional now, is read on through `?` or unwrapped where the call
  /// unwrapped it.
  @Test func messagesToAnUnwrappedOutletAndOptionalValuesKeepTheirTypes() {
    let sources = [
      "Segments.swift": """
      @objc protocol SegmentsDataSource {
        func numberOfSegments(in control: Segments) -> Int
        @objc optional func control(_ control: Segments, colorsAt index: Int) -> [UIColor]
        @objc optional func title(at index: Int) -> String
      }
      class Segments: UIView {
        @IBOutlet weak var dataSource: AnyObject?
        weak var typed: SegmentsDataSource?
        func reload() {
          if let dataSource = dataSource {
            let count = dataSource.numberOfSegments(in: self)
            let colors = dataSource.control?(self, colorsAt: 0)
          }
          let first = dataSource?.control?(self, colorsAt: 1).first
          let title: String = typed!.title!(at: 0)
          let chained = typed?.title!(at: 1)
          let whole = typed?.control?(self, colorsAt: 2)
        }
      }
      """
    ]
    let adapted = adapt(sources).texts["Segments.swift"]!
    // The first line is the `#sourceLocation` that keeps the lines where they were.
    let lines = adapted.split(separator: "\n")
    #expect(
      lines[11]
        == "      let count = (dataSource as! SegmentsDataSource).numberOfSegments(in: self)")
    #expect(
      lines[12]
        == "      let colors = (dataSource as? SegmentsDataSource)?.control(self, colorsAt: 0)")
    #expect(
      lines[14]
        == "    let first = (dataSource as? SegmentsDataSource)?.control(self, colorsAt: 1)?.first")
    #expect(lines[15] == "    let title: String = typed!.title(at: 0)!")
    #expect(lines[16] == "    let chained = typed?.title(at: 1)")
    #expect(lines[17] == "    let whole = typed?.control(self, colorsAt: 2)")
    #expect(!Parser.parse(source: adapted).hasError)
  }

  /// A file naming `URLSession` or its kin imports FoundationNetworking, ahead of its
  /// `#sourceLocation` so that no line moves; one importing it itself, or naming none, not.
  @Test func networkingNamesBringFoundationNetworking() {
    let texts = adapt([
      "A.swift": "let s = URLSession.shared\n",
      "B.swift": "import FoundationNetworking\nlet s = URLSession.shared\n",
      "C.swift": "let u = URL(string: \"a\")\n",
    ]).texts
    #expect(texts["A.swift"]!.hasPrefix(NetworkingImport.lines + "#sourceLocation("))
    #expect(texts["B.swift"]!.hasPrefix("#sourceLocation("))
    #expect(texts["C.swift"]!.hasPrefix("#sourceLocation("))
  }
}
