import Components
import DesignableTesting
import Foundation
import Testing

/// HGCircularSlider's shape: everything drawn in `draw(_:)` from the bounds, with UIKit's
/// default content mode, so a new size keeps the old drawing until something asks again.
final class DrawnDial: View, FrameConstructible {
  override func draw(_ rect: CGRect) {
    Color.blue.setStroke()
    let ring = BezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4))
    ring.lineWidth = 3
    ring.stroke()
  }
}

/// The same, asking to be redrawn at every size.
final class RedrawingDial: View, FrameConstructible {
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  override func draw(_ rect: CGRect) {
    Color.blue.setStroke()
    let ring = BezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4))
    ring.lineWidth = 3
    ring.stroke()
  }
}

/// Cosmos's shape: it fits itself to its content when created, whatever frame it is given.
final class FittingBadge: View, FrameConstructible {
  override init(frame: CGRect) {
    super.init(frame: frame)
    self.frame.size = CGSize(width: 60, height: 60)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    self.frame.size = CGSize(width: 60, height: 60)
  }

  override func draw(_ rect: CGRect) {
    Color.red.setFill()
    BezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
  }
}

/// KDCircularProgress's shape: no draw(_:) of its own; its backing layer (a custom
/// `layerClass`) draws from its bounds, and nothing asks it again after a resize.
final class LayerDrawnDial: View, FrameConstructible {
  override class var layerClass: AnyClass { DialLayer.self }

  static let facts = SourceFacts(
    file: "LayerDrawnDial.swift", methods: [.init("init(frame:)", line: 3)])
}

/// The layer that draws ``LayerDrawnDial``.
final class DialLayer: Layer {
  override func draw(in context: GraphicsContext) {
    context.setStrokeColor(.blue)
    context.setLineWidth(3)
    context.strokeEllipse(in: bounds.insetBy(dx: 4, dy: 4))
  }
}

@Suite("Why a resized view looks stale")
struct ResizeCauseTests {
  private func staleFrames<V: View>(_ type: V.Type) -> [Finding] {
    DivergenceChecker.check(
      type, size: CGSize(width: 60, height: 60), scale: 1, attributes: .empty
    ).findings.filter { $0.kind == .staleAttribute && $0.attributes == ["frame"] }
  }

  @Test func drawingNotAskedForAgainNamesTheContentMode() throws {
    let finding = try #require(staleFrames(DrawnDial.self).first)
    #expect(finding.explanation.contains("draw(_:) is not called again"))
    #expect(finding.fix.contains("contentMode = .redraw"))
  }

  /// Created at the new size it takes its own size again, so there is nothing to compare a
  /// resized one with; at the document's size it fits, so nothing is reported at all.
  @Test func aViewThatSizesItselfIsNotCalledStale() {
    #expect(staleFrames(FittingBadge.self).isEmpty)
  }

  /// The view's source declares no draw(_:): the drawing is its layer's, and the fix that
  /// works is the layer's (or contentMode, which sets the backing layer's flag).
  @Test func aLayerThatDrawsIsNamedInsteadOfDrawRect() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        LayerDrawnDial.self, frame: { LayerDrawnDial(frame: $0) }, source: LayerDrawnDial.facts))
    let finding = try #require(staleFrames(LayerDrawnDial.self).first)
    #expect(finding.explanation.contains("its layer is not drawn again"))
    #expect(!finding.explanation.contains("its draw(_:) is not called again"))
    #expect(finding.fix.contains("needsDisplayOnBoundsChange = true"))
  }

  @Test func aViewThatRedrawsAtEverySizeIsNotStale() {
    #expect(staleFrames(RedrawingDial.self).isEmpty)
  }
}
