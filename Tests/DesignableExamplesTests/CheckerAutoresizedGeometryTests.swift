import Components
import DesignableChecks
import Foundation
import Testing

/// A spinner whose ring sits in a content view that autoresizes with it. Its ring's path is
/// made from the bounds when drawing starts the spin, and a spin already running skips it,
/// so a resize leaves the ring at the old size; the content view, set to the bounds and
/// stretched by its autoresizing mask, follows.
private final class SpinnerRing: View {
  let content: View
  private var ring: ShapeLayer? {
    didSet {
      oldValue?.removeFromSuperlayer()
      if let ring { content.layer.addSublayer(ring) }
    }
  }

  override init(frame: CGRect) {
    content = View(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
  }

  required init?(coder: NSCoder) {
    content = View()
    super.init(coder: coder)
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
  }

  override func draw(_ rect: CGRect) { start() }

  func start() {
    if ring?.animation(forKey: "spin") != nil { return }
    spin()
  }

  func spin() {
    if ring == nil {
      let made = ShapeLayer()
      made.strokeColor = Color.systemBlue
      made.fillColor = nil
      made.lineWidth = 3
      ring = made
    }
    ring?.path = BezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3)).cgPath
    let turn = BasicAnimation(keyPath: "transform.rotation")
    turn.toValue = Double.pi * 2
    ring?.add(turn, forKey: "spin")
  }

  /// The generated facts, with the coder path's autoresizing mask written as `mask`.
  static func facts(mask: String) -> SourceFacts {
    SourceFacts(
      file: "SpinnerRing.swift",
      methods: [
        .init(
          "init(frame:)", line: 14,
          assignments: [
            .init(
              "content", line: 15, text: "content = UIView(frame: CGRect(origin: .zero, size: f…"),
            .init(
              "content.autoresizingMask", line: 17,
              text: "content.autoresizingMask = [.flexibleWidth, .flexibleHeight]"),
          ]),
        .init(
          "init(coder:)", line: 21,
          assignments: [
            .init("content", line: 22, text: "content = UIView()"),
            .init("content.frame", reads: ["bounds"], line: 24, text: "content.frame = bounds"),
            .init(
              "content.autoresizingMask", line: 25, text: "content.autoresizingMask = \(mask)"),
          ]),
        .init("draw(_:)", line: 29, calls: ["start()"]),
        .init("start()", line: 31, calls: ["spin()"]),
        .init(
          "spin()", line: 36,
          assignments: [
            .init("ring", line: 42, text: "ring = made", once: true),
            .init(
              "ring.path", reads: ["bounds"], line: 44,
              text: "ring?.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3)).cgPath"),
          ],
          animations: ["CABasicAnimation", "ring?.add"]),
      ])
  }
}

@Suite("Checker: geometry an autoresizing mask keeps", .serialized)
struct CheckerAutoresizedGeometryTests {
  /// A subview set to the bounds with a mask that stretches it both ways follows every
  /// resize, so it is not named as what stays at the old size: the ring's path is. With a
  /// mask that stretches it one way only, the subview is named too.
  @Test(arguments: [("[.flexibleWidth, .flexibleHeight]", false), ("[.flexibleWidth]", true)])
  func aSubviewSetToTheBoundsAndStretchedIsNotNamedForAStaleSize(mask: String, named: Bool)
    throws
  {
    ComponentRegistry.register(
      ComponentRegistration(
        SpinnerRing.self, frame: { SpinnerRing(frame: $0) },
        source: SpinnerRing.facts(mask: mask)))
    let report = DivergenceChecker.check(
      SpinnerRing.self, size: CGSize(width: 40, height: 40), scale: 1, attributes: .empty,
      options: CheckOptions(standard: StandardProperties()))
    let finding = try #require(
      report.findings.first { $0.kind == .staleAttribute && $0.attributes == ["frame"] },
      "\(report.findings.map(\.explanation))")
    #expect(finding.explanation.contains("content.frame") == named, "\(finding.explanation)")
    #expect(
      finding.explanation.contains(
        "`spin()`, called from `start()` from `draw(_:)`, sets `ring.path` from `bounds`"),
      "\(finding.explanation)")
    #expect(finding.fix.hasPrefix(named ? "Set `content.frame`, `ring.path`" : "Set `ring.path`"))
  }
}
