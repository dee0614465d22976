import Components
import DesignableExamples
import DesignableTesting
import Foundation
import Testing

/// A view with a red marker subview, which each badge below places its own way.
class MarkedBadge: View {
  let marker = View(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    marker.backgroundColor = .red
    addSubview(marker)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    marker.backgroundColor = .red
    addSubview(marker)
  }
}

/// A badge whose marker layout puts on the left and drawing moves to the right: layout is
/// steady, the drawing is what a second pass undoes.
final class DrawPlacedBadge: MarkedBadge, FrameConstructible {
  override func layoutSubviews() {
    super.layoutSubviews()
    marker.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
  }

  override func draw(_ rect: CGRect) {
    marker.frame = CGRect(x: bounds.maxX - 10, y: 0, width: 10, height: 10)
  }

  /// As the plugin records this source (its lines are this file's).
  static let facts = SourceFacts(
    file: "DrawPlacedBadge.swift",
    methods: [
      .init(
        "layoutSubviews()", line: 27,
        assignments: [
          .init(
            "marker.frame", line: 29,
            text: "marker.frame = CGRect(x: 0, y: 0, width: 10, height: 10)")
        ]),
      .init(
        "draw(_:)", line: 32,
        assignments: [
          .init(
            "marker.frame", reads: ["bounds.maxX"], line: 33,
            text: "marker.frame = CGRect(x: bounds.maxX - 10, y: 0, width: 10, height: 10)")
        ]),
    ])
}

/// A badge whose drawing changes the inset layout reads and asks for layout again.
final class InsetAskingBadge: MarkedBadge, FrameConstructible {
  var inset: CGFloat = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    marker.frame = CGRect(x: inset, y: inset, width: 10, height: 10)
  }

  override func draw(_ rect: CGRect) {
    inset = 12
    setNeedsLayout()
  }
}

/// A badge whose layout flips its marker from side to side at every pass.
final class FlippingBadge: MarkedBadge, FrameConstructible {
  private var onLeft = true

  override func layoutSubviews() {
    super.layoutSubviews()
    onLeft.toggle()
    marker.frame = CGRect(x: onLeft ? 0 : bounds.maxX - 10, y: 0, width: 10, height: 10)
  }
}

/// Why a second layout pass changes the picture: layout that adds content, drawing that
/// moves what layout placed, or layout that never settles, each named as such.
@Suite("What a layout that is not idempotent is blamed on")
struct LayoutCauseTests {
  private func layoutFinding<V: View>(_ type: V.Type) -> Finding? {
    DivergenceChecker.check(
      type, size: CGSize(width: 60, height: 30), scale: 1, attributes: .empty
    ).findings.first { $0.kind == .layoutNotIdempotent }
  }

  @Test func drawingThatMovesASubviewIsBlamedAndNamed() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        DrawPlacedBadge.self, frame: { DrawPlacedBadge(frame: $0) }, source: DrawPlacedBadge.facts))
    let finding = try #require(layoutFinding(DrawPlacedBadge.self))
    #expect(finding.explanation.hasPrefix("Drawing changes the layout: 1 layer sits elsewhere"))
    #expect(
      finding.explanation.contains(
        "`draw(_:)` sets `marker.frame` (`marker.frame = CGRect(x: bounds.maxX - 10"))
    #expect(finding.explanation.contains("DrawPlacedBadge.swift:33"))
    // layoutSubviews() sets a frame too, but it is not reached from draw(_:).
    #expect(!finding.explanation.contains("DrawPlacedBadge.swift:29"))
    #expect(!finding.explanation.contains("adds content"))
    #expect(finding.details["methods"] == "draw(_:)")
    #expect(finding.fix.contains("never while drawing"))
  }

  @Test func drawingThatAsksForLayoutIsBlamedWithoutSource() throws {
    let finding = try #require(layoutFinding(InsetAskingBadge.self))
    #expect(finding.explanation.contains("drawing asks for layout again"))
    #expect(finding.explanation.contains("1 layer sits elsewhere"))
    #expect(finding.details["methods"] == nil)
  }

  @Test func layoutThatNeverSettlesIsNotBlamedOnDrawing() throws {
    let finding = try #require(layoutFinding(FlippingBadge.self))
    #expect(finding.explanation.contains("layout does not give the same result"))
    #expect(!finding.explanation.contains("Drawing"))
  }

  @Test func layoutThatAddsLayersIsCountedAsBefore() throws {
    let finding = try #require(layoutFinding(LayerLeakingPieChart.self))
    #expect(finding.explanation.contains("grows the layer tree from"))
    #expect(finding.explanation.contains("layout adds content each time it runs"))
    let before = try #require(finding.details["layersBefore"].flatMap(Int.init))
    #expect(finding.details["layersAfter"] == String(before + 2))
  }

  @Test func aSteadyViewHasNoLayoutFinding() {
    #expect(layoutFinding(DrawnDial.self) == nil)
  }
}
