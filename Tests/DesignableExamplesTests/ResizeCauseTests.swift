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

/// Frames a label with a new bordered layer at every draw, slid under the earlier ones, and
/// keeps UIKit's default content mode.
final class FramedCaption: View, FrameConstructible {
  override func draw(_ rect: CGRect) {
    addFrame()
  }

  private func addFrame() {
    let outline = Layer()
    outline.backgroundColor = .systemYellow
    outline.borderColor = .black
    outline.borderWidth = 2
    outline.frame = bounds.insetBy(dx: 6, dy: 6)
    layer.insertSublayer(outline, at: 0)
  }

  static let facts = SourceFacts(
    file: "FramedCaption.swift",
    methods: [
      .init("draw(_:)", line: 2, calls: ["addFrame()"]),
      .init(
        "addFrame()", line: 6,
        additions: [.init(line: 12, text: "layer.insertSublayer(outline, at: 0)")]),
    ])
}

/// Covers itself with a new opaque layer at every draw, added over the earlier ones.
final class CoveredPanel: View, FrameConstructible {
  override func draw(_ rect: CGRect) {
    let cover = Layer()
    cover.backgroundColor = .systemTeal
    cover.frame = CGRect(x: 0, y: 0, width: rect.width, height: rect.height / 2)
    layer.addSublayer(cover)
  }

  static let facts = SourceFacts(
    file: "CoveredPanel.swift",
    methods: [
      .init("draw(_:)", line: 2, additions: [.init(line: 6, text: "layer.addSublayer(cover)")])
    ])
}

/// TGPControls' shape: it places its bar from the bounds in an observer of `bounds`, which
/// Auto Layout's resize runs and an assignment to `frame` does not.
final class BoundsObservingBar: View, FrameConstructible {
  private let bar = Layer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUpBar()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpBar()
  }

  override var bounds: CGRect { didSet { placeBar() } }

  private func setUpBar() {
    bar.backgroundColor = .systemBlue
    layer.addSublayer(bar)
    placeBar()
  }

  private func placeBar() {
    bar.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
  }
}

/// ColorPicKit's sliders' shape: the view lays out a track subview from its bounds at every
/// layout, and the track draws itself in `draw(_:)` with UIKit's default content mode, so a
/// new size stretches the track's old drawing.
final class TrackedSlider: View, FrameConstructible {
  final class Track: View {
    override func draw(_ rect: CGRect) {
      Color.blue.setStroke()
      let outline = BezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 4)
      outline.lineWidth = 2
      outline.stroke()
    }
  }

  private let track = Track()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(track)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(track)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    track.frame = bounds.insetBy(dx: 4, dy: 4)
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
    LayerRegistry.register(DialLayer.self) { DialLayer() }
    let finding = try #require(staleFrames(LayerDrawnDial.self).first)
    #expect(finding.explanation.contains("its layer is not drawn again"))
    #expect(!finding.explanation.contains("its draw(_:) is not called again"))
    #expect(finding.fix.contains("needsDisplayOnBoundsChange = true"))
  }

  /// A redraw alone does not give the new picture, as the new layer goes under the old one;
  /// yet the drawing was not asked for again: the content mode is named, with the layer.
  @Test func aDrawingThatAddsALayerUnderTheOldOneStillNamesTheContentMode() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        FramedCaption.self, frame: { FramedCaption(frame: $0) }, source: FramedCaption.facts))
    let finding = try #require(staleFrames(FramedCaption.self).first)
    #expect(finding.explanation.contains("draw(_:) is not called again"), "\(finding.explanation)")
    #expect(!finding.explanation.contains("geometry was fixed"))
    #expect(
      finding.explanation.contains(
        "`addFrame()`, called from `draw(_:)`, runs `layer.insertSublayer(outline, at: 0)`, "
          + "FramedCaption.swift:12"))
    #expect(finding.fix.contains("contentMode = .redraw"))
    #expect(finding.fix.contains("Create the layer once, in the initializers"))
    #expect(!finding.fix.contains("not in the initializers"))
    #expect(finding.details["adds"] == "FramedCaption.swift:12")
  }

  /// The new layer covers the old one, so a redraw gives the new picture; the fix that asks
  /// for one warns that each adds a layer.
  @Test func askingForADrawingThatAddsALayerSaysItStacks() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        CoveredPanel.self, frame: { CoveredPanel(frame: $0) }, source: CoveredPanel.facts))
    let finding = try #require(staleFrames(CoveredPanel.self).first)
    #expect(finding.explanation.contains("draw(_:) is not called again"))
    #expect(finding.fix.hasPrefix("Set contentMode = .redraw in the initializers"))
    #expect(
      finding.fix.contains(
        "But `draw(_:)` makes and adds a new layer at every run and removes none "
          + "(`layer.addSublayer(cover)`, CoveredPanel.swift:6), so each new run stacks another"),
      "\(finding.fix)")
  }

  /// Stale when code sets its frame, right when Auto Layout resizes it: the finding says
  /// which resize leaves it stale, and does not call its geometry fixed.
  @Test func aViewFollowingItsBoundsIsStaleOnlyWhenItsFrameIsSet() throws {
    let finding = try #require(staleFrames(BoundsObservingBar.self).first)
    #expect(finding.explanation.contains("resized by setting its `frame`"))
    #expect(finding.explanation.contains("follows its size in an override of `bounds`"))
    #expect(!finding.explanation.contains("geometry"))
    #expect(finding.fix.contains("layoutSubviews()"))
  }

  /// The view lays its track out anew; the track keeps its drawing: the track is named.
  @Test func aSubviewThatKeepsItsDrawingIsNamed() throws {
    let finding = try #require(staleFrames(TrackedSlider.self).first)
    #expect(
      finding.explanation.contains(
        "its subview of class `Track` changes size but is not drawn again"),
      "\(finding.explanation)")
    #expect(finding.fix.hasPrefix("Set contentMode = .redraw in the initializers of `Track`"))
  }

  @Test func aViewThatRedrawsAtEverySizeIsNotStale() {
    #expect(staleFrames(RedrawingDial.self).isEmpty)
  }
}
