import DesignableChecks
import DesignableUIKit
import Testing

/// A swatch whose border darkens through `UIView.animate`, with the duration its caller
/// asks for: none while it is built, as colour pickers do.
class Swatch: UIView {
  class var setUpDuration: TimeInterval { 0 }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .systemTeal
    layer.borderWidth = 2
    UIView.animate(withDuration: Self.setUpDuration) {
      self.layer.borderColor = UIColor.darkGray.cgColor
    }
  }
}

/// The same swatch animating its border for a quarter of a second while it is built.
final class AnimatedSwatch: Swatch {
  override class var setUpDuration: TimeInterval { 0.25 }
}

@Suite("Checking a view that calls UIView.animate with no duration while it is built")
struct ZeroDurationAnimationCheckTests {
  private func inFlight(_ type: Swatch.Type) -> [Finding] {
    ComponentRegistry.register(Swatch.self) { Swatch(frame: $0) }
    ComponentRegistry.register(AnimatedSwatch.self) { AnimatedSwatch(frame: $0) }
    let target = CheckTarget(type, sizes: [CGSize(width: 40, height: 30)], scales: [1])
    return target.check().flatMap(\.findings).filter { $0.kind == .animationInFlight }
  }

  @Test func aZeroDurationMakesTheChangesWithoutAnAnimation() {
    #expect(inFlight(Swatch.self).isEmpty)
  }

  @Test func aLongerDurationIsAnAnimationInFlight() throws {
    let finding = try #require(inFlight(AnimatedSwatch.self).first)
    #expect(finding.explanation.contains("UIView.animate"), "\(finding.explanation)")
  }

  @Test func theChangesAndTheCompletionStillRun() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var completed: Bool?
    UIView.animate(
      withDuration: 0, animations: { view.alpha = 0.5 }, completion: { completed = $0 })
    #expect(view.alpha == 0.5)
    #expect(completed == true)
  }
}
