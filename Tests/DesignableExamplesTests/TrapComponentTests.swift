import Components
import DesignableTesting
import Foundation
import Testing

// Test components shaped after the traps of real designable components
// (../shared/corpus/COMPONENTS.md). Each is checked as its document would build it.

/// BEMCheckBox: the initializers' common setup assigns the background and tint colours,
/// clobbering what `super.init(coder:)` restored from the storyboard.
final class ClobberingCheckBox: View {
  var on = true { didSet { setNeedsDisplay() } }
  override class var inspectables: [Inspectable] { [.boolean("on", \ClobberingCheckBox.on)] }

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    backgroundColor = .clear
    tintColor = .lightGray
  }

  override func draw(_ rect: CGRect) {
    tintColor.setStroke()
    let box = BezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 3)
    box.lineWidth = 2
    box.stroke()
    if on {
      let check = BezierPath()
      check.move(to: CGPoint(x: bounds.width * 0.25, y: bounds.height * 0.5))
      check.addLine(to: CGPoint(x: bounds.width * 0.45, y: bounds.height * 0.7))
      check.addLine(to: CGPoint(x: bounds.width * 0.75, y: bounds.height * 0.3))
      check.lineWidth = 2
      check.stroke()
    }
  }
}

/// Cosmos: the star layers are created only in `awakeFromNib` and
/// `prepareForInterfaceBuilder`, so a view made in code shows nothing.
final class HookOnlyRating: View {
  var rating: Double = 3 { didSet { setNeedsLayout() } }
  private var stars: [ShapeLayer] = []
  override class var inspectables: [Inspectable] { [.number("rating", \HookOnlyRating.rating)] }

  override func awakeFromNib() { update() }
  override func prepareForInterfaceBuilder() { update() }

  private func update() {
    for star in stars { star.removeFromSuperlayer() }
    stars = (0..<5).map { _ in ShapeLayer() }
    for star in stars { layer.addSublayer(star) }
    setNeedsLayout()
  }

  override func layoutSubviews() {
    for (index, star) in stars.enumerated() {
      let side = bounds.height
      star.path =
        BezierPath(ovalIn: CGRect(x: CGFloat(index) * side, y: 0, width: side, height: side)).cgPath
      star.fillColor = Double(index) < rating ? .systemOrange : .systemGray4
    }
  }
}

/// MBCircularProgressBar: every initializer assigns a default to every property, the
/// background colour included, so the storyboard's colour is lost at run time.
final class DefaultingProgressBar: View {
  var value: CGFloat = 0 { didSet { setNeedsDisplay() } }
  var progressColor: Color = .systemBlue { didSet { setNeedsDisplay() } }
  override class var inspectables: [Inspectable] {
    [
      .number("value", \DefaultingProgressBar.value),
      .color("progressColor", \DefaultingProgressBar.progressColor),
    ]
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    initView()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    initView()
  }

  private func initView() {
    backgroundColor = .clear
    value = 0
    progressColor = .systemBlue
  }

  override func draw(_ rect: CGRect) {
    progressColor.setStroke()
    let arc = BezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width * 0.4,
      startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * value / 100, clockwise: true)
    arc.lineWidth = 6
    arc.stroke()
  }
}

/// IBAnimatable: NaN means "not set"; the hooks configure the layer from the sentinel and
/// reset a corner radius the document set through `layer.cornerRadius`.
final class SentinelView: View {
  var cornerRadius: CGFloat = .nan { didSet { configureCornerRadius() } }
  override class var inspectables: [Inspectable] {
    [.number("cornerRadius", \SentinelView.cornerRadius)]
  }

  override func awakeFromNib() { configureCornerRadius() }
  override func prepareForInterfaceBuilder() { configureCornerRadius() }

  private func configureCornerRadius() {
    layer.cornerRadius = cornerRadius.isNaN ? 0 : cornerRadius
    layer.masksToBounds = true
  }
}

/// ProgressKit: the progress layer's geometry is computed once, in the initializer, from
/// the frame it had then; a view resized later keeps the old geometry.
final class FrozenProgressView: View {
  var progress: CGFloat = 0.5 { didSet { bar.strokeEnd = progress } }
  private let bar = ShapeLayer()
  override class var inspectables: [Inspectable] {
    [.number("progress", \FrozenProgressView.progress)]
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    let path = BezierPath()
    path.move(to: CGPoint(x: 4, y: bounds.midY))
    path.addLine(to: CGPoint(x: bounds.width - 4, y: bounds.midY))
    bar.path = path.cgPath
    bar.strokeColor = .systemGreen
    bar.lineWidth = bounds.height / 2
    bar.strokeEnd = progress
    layer.addSublayer(bar)
  }
}

/// A component with an enumeration attribute, which a document can only set as a number.
final class EnumeratedBadge: View {
  enum Shape: Int { case circle, square }
  var shape = Shape.circle { didSet { setNeedsDisplay() } }
  override class var inspectables: [Inspectable] { [.enumeration("shape", \EnumeratedBadge.shape)] }

  override func draw(_ rect: CGRect) {
    Color.systemBlue.setFill()
    (shape == .circle ? BezierPath(ovalIn: bounds) : BezierPath(rect: bounds)).fill()
  }
}

@Suite("Traps of real components")
struct TrapComponentTests {
  func kinds<V: View>(
    _ type: V.Type, _ attributes: AttributeSet = .empty,
    standard: StandardProperties = StandardProperties()
  ) -> [FindingKind: [Finding]] {
    let report = DivergenceChecker.check(
      type, size: CGSize(width: 100, height: 40), scale: 1, attributes: attributes,
      options: CheckOptions(standard: standard))
    return Dictionary(grouping: report.findings, by: \.kind)
  }

  @Test func initClobberingArchivedColoursIsCaught() throws {
    let found = kinds(
      ClobberingCheckBox.self,
      standard: StandardProperties(backgroundColor: .white, tintColor: .systemGreen))
    let overrides = try #require(found[.initOverridesAttribute])
    #expect(Set(overrides.flatMap(\.attributes)) == ["backgroundColor", "tintColor"])
    #expect(overrides.allSatisfy { $0.details["by"] == "init(coder:)" })
  }

  @Test func layersBuiltOnlyInTheHooksAreCaught() throws {
    let found = kinds(HookOnlyRating.self, AttributeSet("four", ["rating": .real(4)]))
    let setup = try #require(found[.setupOnOnePath]?.first)
    #expect(setup.paths == [.programmatic])
    #expect(setup.details["setupIn"] == "prepareForInterfaceBuilder(), awakeFromNib()")
  }

  @Test func defaultsAssignedInEveryInitAreCaught() throws {
    let found = kinds(
      DefaultingProgressBar.self, AttributeSet("half", ["value": .real(50)]),
      standard: StandardProperties(backgroundColor: .systemYellow))
    let override = try #require(found[.initOverridesAttribute]?.first)
    #expect(override.attributes == ["backgroundColor"])
  }

  @Test func aNaNSentinelThatResetsTheLayerIsCaught() throws {
    let found = kinds(SentinelView.self, AttributeSet("rounded", ["layer.cornerRadius": .real(8)]))
    let overrides = try #require(found[.initOverridesAttribute])
    #expect(
      overrides.contains {
        $0.attributes == ["layer.cornerRadius"] && $0.details["by"] == "awakeFromNib()"
      })
  }

  @Test(arguments: [1e19, -1e19, 9.3e18, .infinity, -.infinity, .nan, 2, -1])
  func anEnumerationGivenANumberItCannotHoldIsAFindingNotATrap(value: Double) throws {
    let found = kinds(EnumeratedBadge.self, AttributeSet("odd", ["shape": .real(value)]))
    let failures = try #require(found[.failingPath])
    // Every path that applies attributes fails with the attribute's own message: one
    // finding for the one cause, naming the three paths.
    #expect(failures.count == 1)
    #expect(Set(failures.flatMap(\.paths)) == Set(LifecyclePath.allCases))
    #expect(
      failures.allSatisfy {
        $0.explanation.contains("EnumeratedBadge.shape cannot hold the number")
      })
  }

  @Test func anEnumerationGivenOneOfItsValuesAsARealIsSet() throws {
    let found = kinds(EnumeratedBadge.self, AttributeSet("square", ["shape": .real(1)]))
    #expect(found[.failingPath] == nil)
    let badge = EnumeratedBadge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    try badge.apply([Attribute("shape", .real(1.7))])
    #expect(badge.shape == .square)
  }

  @Test func geometryFrozenAtInitIsCaught() throws {
    let found = kinds(FrozenProgressView.self, AttributeSet("most", ["progress": .real(0.8)]))
    let stale = try #require(found[.staleAttribute])
    #expect(stale.contains { $0.attributes == ["frame"] })
  }
}

extension ClobberingCheckBox: FrameConstructible {}

extension HookOnlyRating: FrameConstructible {}

extension DefaultingProgressBar: FrameConstructible {}

extension SentinelView: FrameConstructible {}

extension FrozenProgressView: FrameConstructible {}

extension EnumeratedBadge: FrameConstructible {}
