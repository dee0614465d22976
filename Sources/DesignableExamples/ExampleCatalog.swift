import Components
import Foundation

/// One example component with the sizes and attribute sets it is shown at.
public struct Example: @unchecked Sendable {
  public let type: View.Type
  public let sizes: [CGSize]
  public let attributeSets: [AttributeSet]
  /// The standard properties its document archives (for the run-time path).
  public let standard: StandardProperties
  /// For a deliberately flawed variant, the raw value of the checker finding it exists to
  /// show (`orderDependence`, …); `nil` for a correct example.
  public let flaw: String?
  /// Whether it traps, so that it can be checked only in a process of its own.
  public var traps = false

  public var name: String { String(describing: type) }
}

/// Every example: the seed components, then one flawed variant per checker finding.
public enum ExampleCatalog {
  static let square = [CGSize(width: 120, height: 120), CGSize(width: 64, height: 80)]

  /// The seed components, which check without unexpected findings.
  public static let components: [Example] = [
    Example(
      type: PieChartView.self, sizes: square,
      attributeSets: [
        AttributeSet("quarter", ["piePercentage": .real(25), "pieColor": .color(.systemBlue)]),
        AttributeSet(
          "twoThirds", ["piePercentage": .real(66.7), "pieBackgroundColor": .color(.systemGray5)]),
      ], standard: StandardProperties(), flaw: nil),
    Example(
      type: CircleStepper.self, sizes: square,
      attributeSets: [
        AttributeSet("seven", ["currentStep": .integer(7), "fgColor": .color(.systemGreen)]),
        AttributeSet(
          "start", ["stepCount": .integer(4), "currentStep": .integer(1), "fontSize": .real(18)]),
      ], standard: StandardProperties(backgroundColor: .darkGray), flaw: nil),
    Example(
      type: IconButton.self,
      sizes: [CGSize(width: 120, height: 44), CGSize(width: 90, height: 90)],
      attributeSets: [
        AttributeSet(
          "left", ["title": .string("Share"), "icon": .image("badge"), "iconMargin": .real(6)]),
        AttributeSet(
          "top",
          [
            "title": .string("Favourite"), "icon": .image("star"), "iconPosition": .integer(0),
            "iconSize": .size(CGSize(width: 24, height: 24)), "iconMargin": .real(4),
          ]),
      ], standard: StandardProperties(), flaw: nil),
    Example(
      type: SlideView.self,
      sizes: [CGSize(width: 200, height: 100), CGSize(width: 120, height: 90)],
      attributeSets: [
        AttributeSet(
          "loop",
          [
            "loopSlide": .boolean(true), "pageSize": .size(CGSize(width: 80, height: 60)),
            "pageMargin": .real(8), "pageControlHidden": .boolean(false),
            "pageControlBackgroundColor": .color(.darkGray),
          ])
      ], standard: StandardProperties(backgroundColor: .white), flaw: nil),
    Example(
      type: BorderedLabel.self,
      sizes: [CGSize(width: 160, height: 160), CGSize(width: 100, height: 140)],
      attributeSets: [
        AttributeSet(
          "framed",
          [
            "text": .string("Bordered"), "cornerRadius": .real(12), "borderWidth": .real(3),
            "borderColor": .color(.systemBlue), "image": .image("star"),
          ])
      ], standard: StandardProperties(backgroundColor: .white), flaw: nil),
    Example(
      type: ClockFaceView.self, sizes: square,
      attributeSets: [AttributeSet("red", ["color": .color(.systemRed)]), .empty],
      standard: StandardProperties(), flaw: nil),
  ]

  /// One deliberately flawed variant per finding the checker reports.
  public static let flawed: [Example] = [
    Example(
      type: RedInitLabel.self, sizes: [CGSize(width: 120, height: 40)], attributeSets: [.empty],
      standard: StandardProperties(backgroundColor: .white), flaw: "initOverridesAttribute"),
    Example(
      type: ClampingStepper.self, sizes: [CGSize(width: 100, height: 100)],
      attributeSets: [
        AttributeSet("fifteen", ["stepCount": .integer(20), "currentStep": .integer(15)])
      ],
      standard: StandardProperties(), flaw: "orderDependence"),
    Example(
      type: AwakeOnlyStepper.self, sizes: [CGSize(width: 100, height: 100)],
      attributeSets: [
        AttributeSet("three", ["stepCount": .integer(12), "currentStep": .integer(3)])
      ],
      standard: StandardProperties(), flaw: "setupOnOnePath"),
    Example(
      type: UndeclaredPlaceholderSlideView.self, sizes: [CGSize(width: 200, height: 100)],
      attributeSets: [AttributeSet("pages", ["pageSize": .size(CGSize(width: 80, height: 60))])],
      standard: StandardProperties(), flaw: "designTimeOnlyDrawing"),
    Example(
      type: LayerLeakingPieChart.self, sizes: [CGSize(width: 100, height: 100)],
      attributeSets: [AttributeSet("half", ["piePercentage": .real(50)])],
      standard: StandardProperties(), flaw: "layoutNotIdempotent"),
    Example(
      type: StalePieChart.self, sizes: [CGSize(width: 100, height: 100)],
      attributeSets: [
        AttributeSet("quarter", ["piePercentage": .real(25), "pieColor": .color(.systemBlue)])
      ],
      standard: StandardProperties(), flaw: "staleAttribute"),
    Example(
      type: UnarchivableClock.self, sizes: [CGSize(width: 100, height: 100)],
      attributeSets: [.empty],
      standard: StandardProperties(), flaw: "failingPath"),
    Example(
      type: FontInspectableLabel.self, sizes: [CGSize(width: 100, height: 30)],
      attributeSets: [.empty],
      standard: StandardProperties(), flaw: "uneditableAttributeKind"),
    Example(
      type: TintCopyingGauge.self, sizes: [CGSize(width: 120, height: 24)],
      attributeSets: [AttributeSet("most", ["level": .real(0.75)])],
      standard: StandardProperties(tintColor: .systemOrange), flaw: "readsBeforeDocument"),
    Example(
      type: AutoHidingBanner.self, sizes: [CGSize(width: 120, height: 32)],
      attributeSets: [AttributeSet("hidden", ["autohide": .boolean(true)])],
      standard: StandardProperties(), flaw: "setupOnOnePath"),
    Example(
      type: SelfStartingPulse.self, sizes: [CGSize(width: 40, height: 40)],
      attributeSets: [AttributeSet("autostart", ["autostart": .boolean(true)])],
      standard: StandardProperties(), flaw: "animationInFlight"),
    Example(
      type: FadingSampleBadge.self, sizes: [CGSize(width: 40, height: 40)],
      attributeSets: [AttributeSet("teal", ["badgeColor": .color(.systemTeal)])],
      standard: StandardProperties(), flaw: "designTimeOnlyDrawing"),
  ]

  /// Examples that trap, hang or allocate without bound on one path: checked, each case in a
  /// child process, when named (`check TrappingClock`) or through a document
  /// (`Examples/Main.storyboard`).
  public static let trapping: [Example] = {
    var clock = Example(
      type: TrappingClock.self,
      sizes: [CGSize(width: 100, height: 100), CGSize(width: 60, height: 60)],
      attributeSets: [.empty],
      standard: StandardProperties(), flaw: "failingPath")
    clock.traps = true
    var hanging = Example(
      type: HangingView.self, sizes: [CGSize(width: 40, height: 40)], attributeSets: [.empty],
      standard: StandardProperties(), flaw: "failingPath")
    hanging.traps = true
    var greedy = Example(
      type: GreedyView.self, sizes: [CGSize(width: 40, height: 40)], attributeSets: [.empty],
      standard: StandardProperties(), flaw: "failingPath")
    greedy.traps = true
    var recursive = Example(
      type: RecursiveGauge.self, sizes: [CGSize(width: 40, height: 20)], attributeSets: [.empty],
      standard: StandardProperties(), flaw: "failingPath")
    recursive.traps = true
    return [clock, hanging, greedy, recursive]
  }()

  /// Every example, components first.
  public static var all: [Example] { components + flawed }
}
