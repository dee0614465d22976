import Components
import DesignableTesting
import Foundation
import Testing

/// Adds a dot layer for each of `count` whenever it is set, and never removes the old ones.
private final class PileOfDots: View {
  var count = 0 { didSet { addDots() } }

  private func addDots() {
    for index in 0..<count {
      let dot = Layer()
      dot.backgroundColor = Color.systemBlue
      let x = bounds.width * CGFloat(index + 1) / CGFloat(count + 1)
      dot.frame = CGRect(x: x - 2, y: bounds.midY - 2, width: 4, height: 4)
      layer.addSublayer(dot)
    }
  }

  static let facts = SourceFacts(
    file: "PileOfDots.swift",
    methods: [
      .init("count.didSet", line: 2, calls: ["addDots()"]),
      .init("addDots()", line: 4),
    ])
}

/// Colours its bar once, in the first layout, from `barColor` (which has no didSet).
private final class FirstLayoutBar: View {
  var barColor: Color = .systemRed
  private let bar = Layer()

  override func layoutSubviews() {
    super.layoutSubviews()
    if bar.superlayer == nil {
      bar.backgroundColor = barColor
      layer.addSublayer(bar)
    }
    bar.frame = bounds.insetBy(dx: 2, dy: 2)
  }

  static let facts = SourceFacts(
    file: "FirstLayoutBar.swift", methods: [.init("layoutSubviews()", line: 5)])
}

/// Draws its fill from a computed attribute whose setter stores a raw value and asks for
/// nothing.
private final class RawFill: View {
  private var raw = 0
  var fillIndex: Int {
    get { raw }
    set { raw = newValue }
  }

  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(raw == 0 ? Color.systemGreen : Color.systemPurple)
    GraphicsContext.current?.fill(bounds)
  }

  static let facts = SourceFacts(
    file: "RawFill.swift",
    methods: [
      .init(
        "fillIndex.set", line: 5,
        assignments: [.init("raw", line: 5, text: "raw = newValue")])
    ])
}

/// Recolours its bar in `value`'s didSet through `applyColour()`, but sizes the bar to the
/// value only in layoutSubviews(), and asks for no layout.
private final class HalfUpdatedBar: View {
  var value: Double = 0.25 { didSet { applyColour() } }
  private let bar = Layer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(bar)
    applyColour()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    layer.addSublayer(bar)
    applyColour()
  }

  private func applyColour() {
    bar.backgroundColor = value > 0.5 ? Color.systemRed : Color.systemGreen
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    bar.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(value), height: bounds.height)
  }

  static let facts = SourceFacts(
    file: "HalfUpdatedBar.swift",
    methods: [
      .init("value.didSet", line: 2, calls: ["applyColour()"]),
      .init("applyColour()", line: 17),
      .init("layoutSubviews()", line: 21),
    ])
}

/// Paints a new band of `tint` over the view at every draw; `tint` has no didSet.
private final class BandedCard: View {
  var tint: Color = .systemOrange

  override func draw(_ rect: CGRect) {
    let band = Layer()
    band.backgroundColor = tint
    band.frame = bounds
    layer.addSublayer(band)
  }

  static let facts = SourceFacts(
    file: "BandedCard.swift",
    methods: [
      .init("draw(_:)", line: 4, additions: [.init(line: 8, text: "layer.addSublayer(band)")])
    ])
}

@Suite("Divergence checker: why a changed attribute is stale")
struct StaleCauseTests {
  init() {
    ComponentRegistry.register(
      ComponentRegistration(
        PileOfDots.self, frame: { PileOfDots(frame: $0) },
        inspectables: [.number("count", \PileOfDots.count)], source: PileOfDots.facts))
    ComponentRegistry.register(
      ComponentRegistration(
        FirstLayoutBar.self, frame: { FirstLayoutBar(frame: $0) },
        inspectables: [.color("barColor", \FirstLayoutBar.barColor)],
        source: FirstLayoutBar.facts))
    ComponentRegistry.register(
      ComponentRegistration(
        RawFill.self, frame: { RawFill(frame: $0) },
        inspectables: [.number("fillIndex", \RawFill.fillIndex)], source: RawFill.facts))
    ComponentRegistry.register(
      ComponentRegistration(
        HalfUpdatedBar.self, frame: { HalfUpdatedBar(frame: $0) },
        inspectables: [.number("value", \HalfUpdatedBar.value)], source: HalfUpdatedBar.facts))
    ComponentRegistry.register(
      ComponentRegistration(
        BandedCard.self, frame: { BandedCard(frame: $0) },
        inspectables: [.color("tint", \BandedCard.tint)], source: BandedCard.facts))
  }

  func stale(_ type: View.Type, _ keyPath: String, _ value: AttributeValue) throws -> Finding {
    let report = DivergenceChecker.check(
      type, size: CGSize(width: 40, height: 20), scale: 1,
      attributes: AttributeSet("set", [Attribute(keyPath, value)]))
    return try #require(
      report.findings.first { $0.kind == .staleAttribute && $0.attributes != ["frame"] },
      "\(report.findings.map(\.explanation))")
  }

  @Test func layersLeftByTheOldValueAreNotBlamedOnAMissingInvalidation() throws {
    let finding = try stale(PileOfDots.self, "count", .integer(2))
    #expect(finding.details["effect"] == "leavesState")
    #expect(finding.details["method"] == "count.didSet")
    #expect(
      finding.explanation.contains("`count.didSet` (PileOfDots.swift:2) calls `addDots()`, but"))
    #expect(finding.explanation.contains("asking for layout or display would not help"))
    #expect(!finding.explanation.contains("calls neither"))
    #expect(!finding.fix.contains("setNeedsLayout()"))
    #expect(finding.fix.contains("remove or reset what the old value made"))
  }

  @Test func aValueReadOnlyInTheFirstLayoutIsSaidToBeUsedOnce() throws {
    let finding = try stale(FirstLayoutBar.self, "barColor", .color(.systemRed))
    #expect(finding.details["effect"] == "unused")
    #expect(finding.explanation.contains("used only while the view is built or first laid out"))
    #expect(finding.fix.contains("layoutSubviews() or draw(_:)"))
  }

  @Test func aComputedSetterThatAsksForNothingIsNamedAsASetter() throws {
    let finding = try stale(RawFill.self, "fillIndex", .integer(0))
    #expect(finding.details["effect"] == "notInvalidated")
    #expect(
      finding.explanation.contains(
        "`fillIndex.set` (RawFill.swift:5) calls neither setNeedsDisplay() nor setNeedsLayout()"))
    #expect(finding.fix == "Call setNeedsLayout() or setNeedsDisplay() in fillIndex's setter.")
  }

  @Test func anObserverThatUpdatesPartOfTheViewIsNamedWithWhatItCalls() throws {
    let finding = try stale(HalfUpdatedBar.self, "value", .real(0.375))
    #expect(finding.details["effect"] == "notInvalidated")
    #expect(
      finding.explanation.contains(
        "`value.didSet` (HalfUpdatedBar.swift:2) calls `applyColour()`, which updates the view "
          + "itself but not as a new layout and drawing do"))
    #expect(finding.fix == "Call setNeedsLayout() or setNeedsDisplay() in value's didSet.")
  }

  /// Asking for a new drawing gives the fresh picture, but each drawing adds a layer: the fix
  /// says so, with the line, instead of only asking for one.
  @Test func theFixWarnsWhenTheDrawingItAsksForAddsALayerEachTime() throws {
    let finding = try stale(BandedCard.self, "tint", .color(.systemOrange))
    #expect(finding.details["effect"] == "notInvalidated")
    #expect(finding.explanation.contains("has no didSet in the source"))
    #expect(finding.fix.hasPrefix("Call setNeedsLayout() or setNeedsDisplay() in tint's didSet."))
    #expect(
      finding.fix.contains(
        "But `draw(_:)` makes and adds a new layer at every run and removes none "
          + "(`layer.addSublayer(band)`, BandedCard.swift:8), so each new run stacks another: "
          + "create the layer once, in the initializers, and only update it"),
      "\(finding.fix)")
    #expect(finding.details["adds"] == "BandedCard.swift:8")
  }
}
