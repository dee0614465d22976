import Components
import DesignableTesting
import Foundation
import Testing

/// Fills its left or top half, picked by `axisIndex`, the raw value of a two-case enum;
/// values that are no case are ignored, and a change lays the view out again.
private class HalfFill: View {
  enum Axis: Int {
    case horizontal, vertical
  }

  /// Whether a new axis asks for a layout.
  class var asksForLayout: Bool { true }
  private var axis = Axis.horizontal { didSet { if Self.asksForLayout { setNeedsLayout() } } }
  var axisIndex = 0 {
    didSet { if let new = Axis(rawValue: axisIndex) { axis = new } }
  }
  private let half = Layer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    half.backgroundColor = .systemBlue
    layer.addSublayer(half)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    half.backgroundColor = .systemBlue
    layer.addSublayer(half)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = bounds.size
    half.frame =
      axis == .horizontal
      ? CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)
      : CGRect(x: 0, y: 0, width: size.width, height: size.height / 2)
  }
}

/// As ``HalfFill``, but a change of the axis asks for no layout: stale for every value the
/// enum accepts.
private final class StaleHalfFill: HalfFill {
  override class var asksForLayout: Bool { false }
}

/// Draws a square, a disc or a diamond; `round` and `diamond` each set the one shape, and
/// either set to false sets the square, so the attribute set last wins.
private final class ShapeSwitch: View {
  enum Shape {
    case square, disc, diamond
  }

  private var shape = Shape.square { didSet { setNeedsDisplay() } }
  var round: Bool {
    get { shape == .disc }
    set { shape = newValue ? .disc : .square }
  }
  var diamond: Bool {
    get { shape == .diamond }
    set { shape = newValue ? .diamond : .square }
  }

  override func draw(_ rect: CGRect) {
    let box = bounds.insetBy(dx: 2, dy: 2)
    let path: BezierPath
    switch shape {
    case .square: path = BezierPath(rect: box)
    case .disc: path = BezierPath(ovalIn: box)
    case .diamond:
      path = BezierPath()
      path.move(to: CGPoint(x: box.midX, y: box.minY))
      path.addLine(to: CGPoint(x: box.maxX, y: box.midY))
      path.addLine(to: CGPoint(x: box.midX, y: box.maxY))
      path.addLine(to: CGPoint(x: box.minX, y: box.midY))
      path.close()
    }
    GraphicsContext.current?.setFillColor(Color.systemRed)
    path.fill()
  }
}

@Suite("Divergence checker: the values a stale check tries, and order")
struct StaleProbeTests {
  init() {
    ComponentRegistry.register(
      ComponentRegistration(
        HalfFill.self, frame: { HalfFill(frame: $0) },
        inspectables: [.number("axisIndex", \HalfFill.axisIndex)]))
    ComponentRegistry.register(
      ComponentRegistration(
        StaleHalfFill.self, frame: { StaleHalfFill(frame: $0) },
        inspectables: [.number("axisIndex", \StaleHalfFill.axisIndex)]))
    ComponentRegistry.register(
      ComponentRegistration(
        ShapeSwitch.self, frame: { ShapeSwitch(frame: $0) },
        inspectables: [
          .boolean("round", \ShapeSwitch.round), .boolean("diamond", \ShapeSwitch.diamond),
        ]))
  }

  func findings(_ type: View.Type, _ attributes: [Attribute]) -> [Finding] {
    DivergenceChecker.check(
      type, size: CGSize(width: 40, height: 20), scale: 1,
      attributes: AttributeSet("set", attributes)
    ).findings
  }

  /// The doubled value 2 is no case, so the late change draws nothing new and a fresh build
  /// falls back to the first case; 0, a case, is redrawn at once.
  @Test func anIntegerTheComponentIgnoresIsNotCalledStale() {
    let found = findings(HalfFill.self, [Attribute("axisIndex", .integer(1))])
    #expect(
      !found.contains { $0.kind == .staleAttribute && $0.attributes != ["frame"] },
      "\(found.map(\.explanation))")
  }

  @Test func anIgnoredIntegerDoesNotHideAStaleOne() throws {
    let found = findings(StaleHalfFill.self, [Attribute("axisIndex", .integer(1))])
    let stale = try #require(
      found.first { $0.kind == .staleAttribute && $0.attributes == ["axisIndex"] },
      "\(found.map(\.explanation))")
    #expect(stale.details["to"] == "0")
    #expect(stale.details["effect"] == "notInvalidated")
  }

  /// `diamond` set after `round` wins; changing `round` later makes it win instead. That is
  /// the order dependence the order check reports, not a stale `round`.
  @Test func aLateChangeThatWinsByOrderIsNotCalledStale() throws {
    let found = findings(
      ShapeSwitch.self, [Attribute("round", .boolean(true)), Attribute("diamond", .boolean(true))])
    let order = try #require(
      found.first { $0.kind == .orderDependence }, "\(found.map(\.explanation))")
    #expect(order.attributes == ["diamond", "round"])
    #expect(
      !found.contains { $0.kind == .staleAttribute && $0.attributes != ["frame"] },
      "\(found.map(\.explanation))")
  }

  /// In either order both false draw the square, so the order check finds nothing; changing
  /// `diamond` later wins over `round`, set after it in the set: reported once, as order.
  @Test func anOrderOnlyTheLateChangeShowsIsReportedAsOrder() throws {
    let found = findings(
      ShapeSwitch.self,
      [Attribute("diamond", .boolean(false)), Attribute("round", .boolean(false))])
    #expect(
      !found.contains { $0.kind == .staleAttribute && $0.attributes != ["frame"] },
      "\(found.map(\.explanation))")
    let order = try #require(
      found.first { $0.kind == .orderDependence }, "\(found.map(\.explanation))")
    #expect(order.attributes == ["diamond"])
    #expect(order.explanation.contains("depends on the order attributes are applied in"))
  }
}
