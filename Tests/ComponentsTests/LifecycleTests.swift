import Components
import Foundation
import Testing

/// Where `LoggingView` logs, for the task that reads it.
final class LifecycleLog: @unchecked Sendable {
  var entries: [String] = []
}

/// A component that logs every lifecycle call and every attribute assignment to the log
/// of the task it runs in (`LoggingView.recording`), so that views built by tests running
/// beside it log nothing there.
final class LoggingView: View {
  @TaskLocal static var recording: LifecycleLog?

  private static func note(_ entry: String) { recording?.entries.append(entry) }

  var alpha1: CGFloat = 0 { didSet { Self.note("set alpha1") } }
  var beta: String = "" { didSet { Self.note("set beta") } }
  var gamma: Bool = false { didSet { Self.note("set gamma") } }

  override class var inspectables: [Inspectable] {
    [
      .number("alpha1", \LoggingView.alpha1),
      .string("beta", \LoggingView.beta),
      .boolean("gamma", \LoggingView.gamma),
    ]
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    Self.note("init(frame:) ib=\(isInterfaceBuilder)")
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    Self.note("init(coder:) ib=\(isInterfaceBuilder)")
  }

  override func prepareForInterfaceBuilder() { Self.note("prepareForInterfaceBuilder") }
  override func awakeFromNib() { Self.note("awakeFromNib") }
  override func didMoveToSuperview() { Self.note("didMoveToSuperview") }
  override func layoutSubviews() { Self.note("layoutSubviews") }
  override func draw(_ rect: CGRect) { Self.note("draw") }
}

@Suite("Lifecycle paths")
struct LifecycleTests {
  let attributes = AttributeSet(
    "mixed", ["gamma": .boolean(true), "alpha1": .real(2), "beta": .string("b")])
  let frame = CGRect(x: 0, y: 0, width: 20, height: 10)

  /// What `body` makes `LoggingView`s log.
  func logged(_ body: () throws -> Void) rethrows -> [String] {
    let log = LifecycleLog()
    try LoggingView.$recording.withValue(log) { try body() }
    return log.entries
  }

  func run(_ path: LifecyclePath) throws -> [String] {
    try logged {
      let view = try Lifecycle.build(
        LoggingView.self, path: path, frame: frame, attributes: attributes)
      _ = Lifecycle.render(view, scale: 1)
    }
  }

  @Test func designTimeSetsAttributesAlphabeticallyThenPrepares() throws {
    #expect(
      try run(.designTime) == [
        "init(frame:) ib=true", "set alpha1", "set beta", "set gamma",
        "prepareForInterfaceBuilder", "didMoveToSuperview", "layoutSubviews", "draw",
      ])
  }

  /// A storyboard adds the view to its superview as it decodes the superview, before it
  /// sets the runtime attributes.
  @Test func runTimeSetsAttributesInDocumentOrderThenAwakes() throws {
    #expect(
      try run(.runTime) == [
        "init(coder:) ib=false", "didMoveToSuperview", "set gamma", "set alpha1", "set beta",
        "awakeFromNib", "layoutSubviews", "draw",
      ])
  }

  @Test func codeSetsAttributesInTheCallersOrder() throws {
    #expect(
      try run(.programmatic) == [
        "init(frame:) ib=false", "set gamma", "set alpha1", "set beta", "didMoveToSuperview",
        "layoutSubviews", "draw",
      ])
  }

  @Test func aSecondRenderNeitherLaysOutNorDrawsAgain() throws {
    var view: LoggingView?
    let first = try logged {
      let built = try Lifecycle.build(LoggingView.self, path: .programmatic, frame: frame)
      _ = Lifecycle.render(built, scale: 1)
      _ = Lifecycle.render(built, scale: 2)
      view = built
    }
    #expect(first == ["init(frame:) ib=false", "didMoveToSuperview", "layoutSubviews", "draw"])
    let again = try #require(view)
    let second = logged {
      again.setNeedsDisplay()
      again.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
      _ = Lifecycle.render(again, scale: 1)
    }
    #expect(second == ["layoutSubviews", "draw"])
    #expect(again.layoutPassCount == 2)
  }

  @Test func theFlagCanBeTurnedOffAndPrepareLeftOut() throws {
    let log = try logged {
      _ = try Lifecycle.build(
        LoggingView.self, path: .designTime, frame: frame, interfaceBuilderFlag: false,
        callsPrepareForInterfaceBuilder: false)
    }
    #expect(log == ["init(frame:) ib=false", "didMoveToSuperview"])
  }

  /// A view built or rendered without a superview is moved into one once, as a canvas or a
  /// window holds it, so what it builds when it moves there is drawn; one that has a
  /// superview keeps it.
  @Test func aViewIsHostedSoWhatItBuildsOnMovingThereIsDrawn() throws {
    final class SelfFilling: View {
      override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        guard newSuperview != nil, subviews.isEmpty else { return }
        let fill = View(frame: bounds)
        fill.backgroundColor = .systemRed
        addSubview(fill)
      }
    }
    let built = try Lifecycle.build(SelfFilling.self, path: .runTime, frame: frame)
    #expect(built.subviews.count == 1 && built.superview == nil)
    #expect(Lifecycle.render(built, scale: 1)[5, 5].alpha == 255)
    #expect(built.subviews.count == 1)
    let made = SelfFilling(frame: frame)
    #expect(Lifecycle.render(made, scale: 1)[5, 5].alpha == 255)
    let container = View(frame: frame)
    let inside = SelfFilling(frame: frame)
    container.addSubview(inside)
    _ = Lifecycle.render(inside, scale: 1)
    #expect(inside.superview === container)
  }
}

/// Seed 003's trap: init code overwrites the archived background colour.
final class RedInitView: View {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .red
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = .red
  }
}

@Suite("Standard properties")
struct StandardPropertyTests {
  @Test func theInspectorWinsAtDesignTimeInitCodeAtRunTime() throws {
    let standard = StandardProperties(backgroundColor: .white, alpha: 0.5)
    let frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    let design = try Lifecycle.build(
      RedInitView.self, path: .designTime, frame: frame, standard: standard)
    #expect(design.backgroundColor == .white)
    #expect(design.alpha == 0.5)
    let run = try Lifecycle.build(
      RedInitView.self, path: .runTime, frame: frame, standard: standard)
    #expect(run.backgroundColor == .red)
    #expect(run.alpha == 0.5)
  }

  @Test func theCoderRestoresFrameAndProperties() throws {
    let coder = Coder(
      frame: CGRect(x: 3, y: 4, width: 50, height: 60),
      standard: StandardProperties(isHidden: true, clipsToBounds: true, tintColor: .systemRed))
    let view = try #require(View(coder: coder))
    #expect(view.frame == CGRect(x: 3, y: 4, width: 50, height: 60))
    #expect(view.isHidden && view.clipsToBounds)
    #expect(view.tintColor == .systemRed)
  }
}

/// `init(coder:)` returns nil, as seed 004's `fatalError` stand-in does politely.
final class NoCoderView: View {
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { return nil }
}

@Suite("Key paths")
struct KeyPathTests {
  @Test func anUnknownKeyPathListsTheKnownOnes() {
    let view = LoggingView(frame: .zero)
    #expect(throws: AttributeError.self) { try view.setValue(.integer(1), forKeyPath: "delta") }
    do {
      try view.setValue(.integer(1), forKeyPath: "delta")
    } catch {
      #expect(
        error.description.hasPrefix(
          "LoggingView is not key value coding-compliant for the key \"delta\"; its key paths are: alpha1, beta, gamma, backgroundColor, alpha, hidden,"
        ))
      // The usual cause with the plugin: a private @IBInspectable, which it warns about.
      #expect(error.description.contains("only when other files can set it (not private"))
      #expect(error.description.hasSuffix("declare the attribute in LoggingView.inspectables."))
    }
  }

  @Test func aWrongKindIsAnError() {
    let view = LoggingView(frame: .zero)
    #expect(
      throws: AttributeError.wrongKind(
        "gamma", component: "LoggingView", expected: .boolean, found: .color)
    ) {
      try view.setValue(.color(.red), forKeyPath: "gamma")
    }
  }

  /// iOS's key-value coding sends a string set on a number or Boolean property
  /// `doubleValue`, `longLongValue` or `boolValue`, so a document's "string" attribute on
  /// such a property is set (to 0 when no number starts it), by both tools.
  @Test func stringsAndNumbersConvertAsKeyValueCodingConvertsThem() throws {
    final class Stepper: View {
      var count = 3
      var small: Int8 = 0
      var width: CGFloat = 1
      var on = false
      var unsigned: UInt = 0
      override class var inspectables: [Inspectable] {
        [
          .number("count", \Stepper.count), .number("small", \Stepper.small),
          .number("width", \Stepper.width), .boolean("on", \Stepper.on),
          .number("unsigned", \Stepper.unsigned),
        ]
      }
    }
    let view = Stepper(frame: .zero)
    for (text, count, width) in [
      ("12", 12, 12.0), (" -7.9px", -7, -7.9), ("tick", 0, 0), ("", 0, 0), ("+3e2", 3, 300),
      ("1.", 1, 1), (".5", 0, 0.5), ("2e", 2, 2), ("99999999999999999999", Int.max, 1e20),
    ] as [(String, Int, Double)] {
      try view.setValue(.string(text), forKeyPath: "count")
      try view.setValue(.string(text), forKeyPath: "width")
      #expect(view.count == count && view.width == CGFloat(width), "\(text)")
    }
    try view.setValue(.string("300"), forKeyPath: "small")
    #expect(view.small == 127)
    for (text, on) in [
      ("YES", true), ("yes", true), ("true", true), (" 007", true), ("-1", true), ("NO", false),
      ("0", false), ("", false), ("on", false), ("000", false),
    ] {
      try view.setValue(.string(text), forKeyPath: "on")
      #expect(view.on == on, "\(text)")
    }
    try view.setValue(.integer(2), forKeyPath: "on")
    #expect(view.on)
    try view.setValue(.real(0), forKeyPath: "on")
    #expect(!view.on)
    #expect(
      throws: AttributeError.wrongKind(
        "unsigned", component: "Stepper", expected: .number, found: .string)
    ) { try view.setValue(.string("4"), forKeyPath: "unsigned") }
  }

  @Test func numbersConvertBetweenIntegerAndReal() throws {
    let view = LoggingView(frame: .zero)
    try view.setValue(.integer(3), forKeyPath: "alpha1")
    #expect(view.alpha1 == 3)
    try view.setValue(.real(2.5), forKeyPath: "tag")
    #expect(view.tag == 2)
    #expect(view.value(forKeyPath: "alpha1") == .real(3))
  }

  @Test func layerKeyPathsOfRealDocumentsWork() throws {
    let view = View(frame: .zero)
    try view.setValue(.real(8), forKeyPath: "layer.cornerRadius")
    try view.setValue(.integer(2), forKeyPath: "layer.borderWidth")
    try view.setValue(.color(.blue), forKeyPath: "layer.borderColor")
    try view.setValue(.boolean(true), forKeyPath: "layer.masksToBounds")
    #expect(view.layer.cornerRadius == 8 && view.layer.borderWidth == 2)
    #expect(view.layer.borderColor == .blue && view.layer.masksToBounds)
  }

  @Test func aMissingImageIsAnErrorNotAnEmptyPicture() {
    final class ImageHolder: View {
      var picture: Image?
      override class var inspectables: [Inspectable] { [.image("picture", \ImageHolder.picture)] }
    }
    let view = ImageHolder(frame: .zero)
    #expect(throws: AttributeError.self) {
      try view.setValue(.image("nowhere"), forKeyPath: "picture")
    }
  }

  @Test func initReturningNilFailsTheRunTimePath() {
    #expect(throws: LifecycleError.initializerReturnedNil(component: "NoCoderView")) {
      try Lifecycle.build(NoCoderView.self, path: .runTime, frame: .zero)
    }
  }
}

extension LoggingView: FrameConstructible {}

extension RedInitView: FrameConstructible {}

extension NoCoderView: FrameConstructible {}
