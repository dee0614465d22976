import DesignableChecks
import DesignableUIKit
import Testing

/// A ring whose path is made at the first layout only, as components that test `path ==
/// nil` do; the layer's frame follows the bounds.
final class FirstSizeRing: UIView {
  private let ring = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    ring.fillColor = nil
    ring.strokeColor = UIColor.red.cgColor
    ring.lineWidth = 4
    layer.addSublayer(ring)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    ring.frame = bounds
    if ring.path == nil { ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath }
  }
}

/// A badge that places its dot layer in `draw(_:)`, as some buttons set up their layers
/// there, without asking to be drawn again when resized.
final class DrawPlacedBadge: UIView {
  private let dot = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    dot.backgroundColor = UIColor.red.cgColor
    layer.addSublayer(dot)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    dot.backgroundColor = UIColor.red.cgColor
    layer.addSublayer(dot)
  }

  override func draw(_ rect: CGRect) {
    dot.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10)
  }
}

@Suite("Checking a view that keeps part of its old size's geometry")
struct DifferingLayerCheckTests {
  @Test func theStaleFindingNamesTheFirstLayerThatDiffers() throws {
    ComponentRegistry.register(FirstSizeRing.self) { FirstSizeRing(frame: $0) }
    let target = CheckTarget(
      FirstSizeRing.self, sizes: [CGSize(width: 40, height: 40)], scales: [1])
    let findings = target.check().flatMap(\.findings)
    let finding = try #require(
      findings.first { $0.kind == .staleAttribute }, "\(findings.map(\.explanation))")
    // Resized to 60 × 50, the ring keeps the 32 × 32 path of the first layout.
    #expect(
      finding.explanation.hasSuffix(
        "The first part that differs: the path of a `CAShapeLayer` spans 32 × 32 points at "
          + "(4, 4), where a view made at the new size makes it span 52 × 42 points at (4, 4)."),
      "\(finding.explanation)")
  }

  @Test func layersPlacedByDrawingThatIsNotAskedForAgainAreNamed() throws {
    ComponentRegistry.register(DrawPlacedBadge.self) { DrawPlacedBadge(frame: $0) }
    let target = CheckTarget(
      DrawPlacedBadge.self, sizes: [CGSize(width: 40, height: 40)], scales: [1])
    let findings = target.check().flatMap(\.findings)
    let finding = try #require(
      findings.first { $0.kind == .staleAttribute }, "\(findings.map(\.explanation))")
    #expect(
      finding.explanation.contains(
        "its content mode is not .redraw, so what it placed at the old size stays where it was "
          + "(the first part that differs: a `CALayer` is 10 × 10 points at (30, 0), where a "
          + "view made at the new size makes it 10 × 10 points at (50, 0))"),
      "\(finding.explanation)")
  }
}
