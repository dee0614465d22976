import Components
import DesignableTesting
import Foundation
import Testing

/// Two translucent halves, `tint` on the left and `shade` on the right: each attribute's
/// `didSet` adds a fresh pair of layers with the current colours and never removes the
/// earlier pairs, so every intermediate state stays on screen.
private final class StackingHalves: View {
  var tint = Color.systemBlue { didSet { addHalves() } }
  var shade = Color.systemRed { didSet { addHalves() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    addHalves()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addHalves()
  }

  private func addHalves() {
    let width = bounds.width > 0 ? bounds.width : 40
    let height = bounds.height > 0 ? bounds.height : 20
    for (index, color) in [tint, shade].enumerated() {
      let half = Layer()
      half.frame = CGRect(
        x: CGFloat(index) * width / 2, y: 0, width: width / 2, height: height)
      half.backgroundColor = color
      half.opacity = 0.5
      layer.addSublayer(half)
    }
  }
}

/// As ``StackingHalves``, but each `didSet` replaces the pair it added before.
private final class ReplacingHalves: View {
  var tint = Color.systemBlue { didSet { setNeedsDisplay() } }
  var shade = Color.systemRed { didSet { setNeedsDisplay() } }

  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(tint)
    GraphicsContext.current?.fill(CGRect(x: 0, y: 0, width: bounds.midX, height: bounds.height))
    GraphicsContext.current?.setFillColor(shade)
    GraphicsContext.current?.fill(
      CGRect(x: bounds.midX, y: 0, width: bounds.midX, height: bounds.height))
  }
}

@Suite("Divergence checker: order that comes from setters adding layers")
struct AccumulatingSetterTests {
  init() {
    ComponentRegistry.register(
      ComponentRegistration(
        StackingHalves.self, frame: { StackingHalves(frame: $0) },
        inspectables: [.ib("tint", \StackingHalves.tint), .ib("shade", \StackingHalves.shade)]))
    ComponentRegistry.register(
      ComponentRegistration(
        ReplacingHalves.self, frame: { ReplacingHalves(frame: $0) },
        inspectables: [.ib("tint", \ReplacingHalves.tint), .ib("shade", \ReplacingHalves.shade)]))
  }

  func findings(_ type: View.Type) -> [Finding] {
    DivergenceChecker.check(
      type, size: CGSize(width: 40, height: 20), scale: 1,
      attributes: AttributeSet(
        "set", [Attribute("tint", .color(.systemGreen)), Attribute("shade", .color(.black))])
    ).findings
  }

  /// The order matters only through the layers left behind: the finding says which setter
  /// adds them and how many, and asks for layers made once, not for values kept apart.
  @Test func anOrderCausedByASetterAddingLayersNamesThatSetter() throws {
    let found = findings(StackingHalves.self)
    let order = try #require(
      found.first { $0.kind == .orderDependence }, "\(found.map(\.explanation))")
    #expect(order.attributes == ["shade", "tint"])
    let setter = try #require(order.details["accumulatingSetter"])
    #expect(["shade", "tint"].contains(setter))
    #expect(order.explanation.contains("Setting \(setter) adds layers each time it is set"))
    #expect(order.explanation.contains("grows from"))
    #expect(order.fix.contains("create them once in the initializers"))
    #expect(!order.fix.contains("derive one attribute from another"))
  }

  @Test func settersThatKeepTheLayerTreeFindNoOrder() {
    let found = findings(ReplacingHalves.self)
    #expect(!found.contains { $0.kind == .orderDependence }, "\(found.map(\.explanation))")
  }
}
