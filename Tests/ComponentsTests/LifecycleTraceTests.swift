import Components
import Foundation
import Testing

/// Copies the tint in its initializers, hides itself when awoken, and fades a layer in on
/// layout: one write of each kind for the trace to see.
private final class TracedView: View {
  var copiedTint: Color = .clear
  var level: Double = 0 { didSet { if level > 1 { level = 1 } } }

  override class var inspectables: [Inspectable] {
    [.color("copiedTint", \TracedView.copiedTint), .number("level", \TracedView.level)]
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    copiedTint = tintColor
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    copiedTint = tintColor
  }

  override func awakeFromNib() { alpha = 0 }

  override func layoutSubviews() {
    LifecycleTrace.animating("UIView.animate") { alpha = 0.5 }
  }
}

/// Starts three view animations on layout: one that moves a subview, one that only changes
/// what UIKit does not animate, one in its initializer.
private final class QuietAnimator: View {
  let dot = View(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(dot)
    LifecycleTrace.animating("UIView.animate") { dot.tag = 1 }
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutSubviews() {
    LifecycleTrace.animating("UIView.animate") {
      dot.frame = CGRect(x: 1, y: 1, width: 4, height: 4)
    }
    LifecycleTrace.animating("UIView.animate") {
      dot.tag = 2
      setNeedsUpdateConstraints()
    }
  }
}

@Suite("Lifecycle trace")
struct LifecycleTraceTests {
  let frame = CGRect(x: 0, y: 0, width: 20, height: 10)
  let standard = StandardProperties(tintColor: .systemOrange)
  let set = AttributeSet("most", ["level": .real(3)])

  init() {
    ComponentRegistry.register(TracedView.self) { TracedView(frame: $0) }
  }

  @Test func eachPathRecordsItsStepsInOrder() throws {
    var names: [LifecyclePath: [String]] = [:]
    for path in LifecyclePath.allCases {
      let trace = LifecycleTrace()
      let view = try Lifecycle.build(
        TracedView.self, path: path, frame: frame, standard: standard, attributes: set,
        trace: trace)
      _ = Lifecycle.render(view, scale: 1, trace: trace)
      names[path] = trace.steps.map(\.name)
    }
    #expect(
      names[.designTime] == [
        "init(frame:)", "the document's standard properties", "the document's level",
        "prepareForInterfaceBuilder()", "layoutSubviews()", "draw(_:)",
      ])
    #expect(
      names[.runTime] == [
        "super.init(coder:)", "init(coder:)", "the document's level", "awakeFromNib()",
        "layoutSubviews()", "draw(_:)",
      ])
    #expect(
      names[.programmatic] == [
        "init(frame:)", "the document's standard properties", "the document's level",
        "layoutSubviews()", "draw(_:)",
      ])
  }

  @Test func theTraceShowsWhenEachPathCopiedTheTint() throws {
    let design = LifecycleTrace()
    _ = try Lifecycle.build(
      TracedView.self, path: .designTime, frame: frame, standard: standard, attributes: set,
      trace: design)
    let runTime = LifecycleTrace()
    _ = try Lifecycle.build(
      TracedView.self, path: .runTime, frame: frame, standard: standard, attributes: set,
      trace: runTime)
    let orange = AttributeValue.color(.systemOrange)
    // Interface Builder's path sets the tint after init(frame:) copied the default one.
    #expect(design.value(of: "tintColor", after: .initializer("init(frame:)")) != orange)
    #expect(design.lastChange(of: "tintColor")?.step.kind == .standardProperties)
    #expect(design.finalValues["copiedTint"] != orange)
    // A storyboard restores it inside super.init(coder:), before the copy.
    #expect(runTime.value(of: "tintColor", after: .archiveRestored) == orange)
    #expect(runTime.finalValues["copiedTint"] == orange)
    #expect(runTime.lastChange(of: "copiedTint")?.step.kind == .initializer("init(coder:)"))
    // The attribute's own didSet clamps it while the document's value is applied.
    #expect(runTime.lastChange(of: "level")?.change.to == .real(1))
    #expect(runTime.lastChange(of: "alpha")?.step.kind == .hook("awakeFromNib()"))
  }

  @Test func animationsAreNotedWithWhatTheyChange() throws {
    let trace = LifecycleTrace()
    let view = try Lifecycle.build(
      TracedView.self, path: .runTime, frame: frame, attributes: set, trace: trace)
    _ = Lifecycle.render(view, scale: 1, trace: trace)
    let layout = try #require(trace.steps.first { $0.kind == .layout })
    let animation = try #require(layout.animations.first)
    #expect(animation.call == "UIView.animate")
    #expect(
      animation.changes.contains {
        $0.keyPath == "alpha" && $0.from == .real(0) && $0.to == .real(0.5)
      })
    #expect(trace.steps.filter { !$0.animations.isEmpty }.count == 1)
  }

  @Test func anUntracedBuildRecordsNothing() throws {
    let view = try Lifecycle.build(TracedView.self, path: .runTime, frame: frame, attributes: set)
    #expect(LifecycleTrace.current == nil)
    LifecycleTrace.animating("UIView.animate") { view.alpha = 1 }
    #expect(view.alpha == 1)
  }

  @Test func anAnimationBlockThatChangesNoViewMovesNothing() throws {
    ComponentRegistry.register(QuietAnimator.self) { QuietAnimator(frame: $0) }
    let trace = LifecycleTrace()
    let view = try Lifecycle.build(
      QuietAnimator.self, path: .designTime, frame: frame, attributes: AttributeSet("none", [:]),
      trace: trace)
    _ = Lifecycle.render(view, scale: 1, trace: trace)
    let initializer = try #require(trace.steps.first { $0.kind == .initializer("init(frame:)") })
    #expect(initializer.animations.map(\.movesViews) == [true])
    let layout = try #require(trace.steps.first { $0.kind == .layout })
    #expect(layout.animations.map(\.movesViews) == [true, false])
    #expect(layout.animations.allSatisfy { $0.changes.isEmpty })
  }
}
