import Components
import DesignableTesting
import Foundation
import Testing

/// A dial whose `prepare()`, run from both initializers and again from
/// `prepareForInterfaceBuilder()`, clears the background; only Interface Builder's hook also
/// doubles the shadow. Both tools lose the document's background colour; code that sets one
/// after `init(frame:)` keeps it, as on iOS.
private final class ClearedDial: View {
  var shadowDepth: Double = 2 { didSet { setNeedsDisplay() } }

  override class var inspectables: [Inspectable] {
    [.number("shadowDepth", \ClearedDial.shadowDepth)]
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    prepare()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    prepare()
  }

  override func prepareForInterfaceBuilder() {
    prepare()
    shadowDepth *= 2
  }

  private func prepare() {
    contentMode = .redraw
    backgroundColor = .clear
  }

  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(.systemBlue)
    GraphicsContext.current?.fillEllipse(in: bounds.insetBy(dx: 4, dy: 4))
  }
}

@Suite("Divergence checker: a background cleared while the view is built")
struct CheckerClearedBackgroundTests {
  @Test func codeKeepingItsBackgroundIsNoMissingSetup() throws {
    ComponentRegistry.register(ClearedDial.self) { ClearedDial(frame: $0) }
    var standard = StandardProperties()
    standard.backgroundColor = .white
    let report = DivergenceChecker.check(
      ClearedDial.self, size: CGSize(width: 24, height: 24), scale: 1,
      options: CheckOptions(standard: standard))
    let kinds = report.findings.map(\.kind)
    #expect(kinds == [.initOverridesAttribute], "\(report.findings.map(\.explanation))")
    #expect(report.findings.first?.attributes == ["backgroundColor"])
  }
}
