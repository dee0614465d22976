import Components
import DesignableTesting
import Foundation
import Testing

/// A pulse that both initializers start through one setup, as ripple and loader views do.
private final class PulsingDot: View {
  let dot = Layer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    dot.backgroundColor = .systemBlue
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.addSublayer(dot)
    let pulse = BasicAnimation(keyPath: "opacity")
    pulse.fromValue = 1
    pulse.toValue = 0
    pulse.duration = 1
    dot.add(pulse, forKey: "pulse")
  }
}

@Suite("Divergence checker: one finding for an animation both initializers start")
struct SharedSetupAnimationTests {
  @Test func bothInitializersAreNamedInOneFinding() throws {
    ComponentRegistry.register(
      ComponentRegistration(PulsingDot.self, frame: { PulsingDot(frame: $0) }, inspectables: []))
    let found = DivergenceChecker.check(
      PulsingDot.self, size: CGSize(width: 20, height: 20), scale: 1, attributes: .empty
    ).findings
    let inFlight = found.filter { $0.kind == .animationInFlight }
    #expect(inFlight.count == 1, "\(found.map(\.explanation))")
    let finding = try #require(inFlight.first)
    #expect(
      finding.explanation.hasPrefix("init(frame:) and init(coder:) start an animation"),
      "\(finding.explanation)")
    #expect(Set(finding.paths).isSuperset(of: [.designTime, .runTime]))
  }
}
