import Components
import DesignableTesting
import Foundation
import Testing

/// Marks a badge that has text with a red stripe, deciding once, in `setUp()`, which both
/// initializers call: a storyboard has restored the text by then, Interface Builder has not.
private final class StripedBadge: Label {
  private var accent: Color = .clear

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    accent = (text ?? "").isEmpty ? .clear : .systemRed
  }

  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(accent)
    GraphicsContext.current?.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 4))
    super.draw(rect)
  }

  static let facts = SourceFacts(
    file: "StripedBadge.swift",
    methods: [
      .init("init(frame:)", line: 2, calls: ["setUp()"]),
      .init("init(coder:)", line: 7, calls: ["setUp()"]),
      .init(
        "setUp()", line: 12,
        assignments: [
          .init(
            "accent", reads: ["text"], line: 13,
            text: "accent = (text ?? \"\").isEmpty ? .clear : .systemRed")
        ]),
      .init("draw(_:)", line: 16),
    ])
}

/// Keeps a dot at the middle its first layout found, though every layout sets the dot's
/// frame from the bounds: that assignment runs again at the new size, so it is not what
/// fixed the geometry.
private final class FirstMiddle: View {
  private let dot = View()
  private var middle: CGFloat?

  override init(frame: CGRect) {
    super.init(frame: frame)
    addDot()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addDot()
  }

  private func addDot() {
    dot.backgroundColor = .systemRed
    addSubview(dot)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let x = middle ?? bounds.midX
    middle = x
    dot.frame = CGRect(x: x - 2, y: 0, width: 4, height: bounds.height)
  }

  static let facts = SourceFacts(
    file: "FirstMiddle.swift",
    methods: [
      .init("init(frame:)", line: 5, calls: ["addDot()"]),
      .init("init(coder:)", line: 10, calls: ["addDot()"]),
      .init("addDot()", line: 15),
      .init(
        "layoutSubviews()", line: 14,
        assignments: [
          .init("middle", reads: ["x"], line: 17, text: "middle = x"),
          .init(
            "dot.frame", reads: ["x", "bounds.height"], line: 18,
            text: "dot.frame = CGRect(x: x - 2, y: 0, width: 4, height: bounds.height)"),
        ]),
    ])
}

/// Places a band over its left half in its first `draw(_:)` only (a nil check), so neither a
/// resize nor a redraw moves it.
private final class OnceBanded: View {
  private var band: Layer?

  override func draw(_ rect: CGRect) {
    if band == nil {
      band = Layer()
      band?.backgroundColor = .systemRed
      band?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
      if let band { layer.addSublayer(band) }
    }
  }

  static let facts = SourceFacts(
    file: "OnceBanded.swift",
    methods: [
      .init(
        "draw(_:)", line: 3,
        assignments: [
          .init("band", line: 5, text: "band = Layer()"),
          .init("band.backgroundColor", line: 6, text: "band?.backgroundColor = .systemRed"),
          .init(
            "band.frame", reads: ["bounds.width", "bounds.height"], line: 7,
            text: "band?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.he…"),
        ])
    ])
}

/// Places its underline from the bounds only the first time it is laid out, under a test
/// that the line is not added yet: later layouts leave it where it was.
private final class OnceUnderlined: View {
  private let line = Layer()

  override func layoutSubviews() {
    super.layoutSubviews()
    if line.superlayer == nil {
      line.backgroundColor = .systemRed
      line.frame = CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2)
      layer.addSublayer(line)
    }
  }

  static func facts(once: Bool) -> SourceFacts {
    SourceFacts(
      file: "OnceUnderlined.swift",
      methods: [
        .init(
          "layoutSubviews()", line: 3,
          assignments: [
            .init("line.backgroundColor", line: 6, text: "line.backgroundColor = .systemRed"),
            .init(
              "line.frame", reads: ["bounds.height", "bounds.width"], line: 7,
              text: "line.frame = CGRect(x: 0, y: bounds.height - 2, width: bounds.width, h…",
              once: once),
          ])
      ])
  }
}

/// Makes a band over its left half whenever its colour is set, at the size it has then.
private final class ColourBanded: View {
  var bandColor: Color? { didSet { addBand() } }

  private func addBand() {
    let band = Layer()
    band.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    band.backgroundColor = bandColor
    layer.addSublayer(band)
  }

  static let facts = SourceFacts(
    file: "ColourBanded.swift",
    methods: [
      .init("bandColor.didSet", line: 2, calls: ["addBand()"]),
      .init("addBand()", line: 4, additions: [.init(line: 8, text: "layer.addSublayer(band)")]),
    ])
}

/// WMSegment's shape: whenever its colour is set it rebuilds a row of segments, which follows
/// its size by its autoresizing mask as a constrained stack view would, and a marker made
/// with a frame from the view's size then, which goes stale.
private final class SegmentRow: View {
  var markerColor: Color? { didSet { rebuild() } }
  private var marker = View()

  private func rebuild() {
    for subview in subviews { subview.removeFromSuperview() }
    let row = View(frame: bounds)
    row.backgroundColor = .systemGray
    row.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(row)
    marker = View(frame: CGRect(x: 0, y: 0, width: frame.width / 3, height: frame.height))
    marker.backgroundColor = markerColor
    addSubview(marker)
  }

  static let facts = SourceFacts(
    file: "SegmentRow.swift",
    methods: [
      .init("markerColor.didSet", line: 2, calls: ["rebuild()"]),
      .init(
        "rebuild()", line: 5,
        assignments: [
          .init(
            "marker", reads: ["frame.width", "frame.height"], line: 10,
            text: "marker = View(frame: CGRect(x: 0, y: 0, width: frame.width / 3, height: fr…")
        ],
        additions: [.init(line: 9, text: "addSubview(row)", followsConstraints: true)],
        removals: ["removeFromSuperview()"]),
    ])
}

@Suite("Checker: what the setup reads, and where the geometry is fixed")
struct CheckerSetupReadsTests {
  /// The badge's text is archived: the app's setup sees it, Interface Builder's does not,
  /// and setting it later does not redo the stripe.
  @Test func aSetupReadingAnArchivedPropertyIsNamedWithTheRead() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        StripedBadge.self, frame: { StripedBadge(frame: $0) }, source: StripedBadge.facts))
    let archived = ArchivedContent(origin: "Badge.storyboard:9") { view in
      (view as? Label)?.text = "7"
    }
    let report = DivergenceChecker.check(
      StripedBadge.self, size: CGSize(width: 40, height: 24), scale: 1, attributes: .empty,
      // Labels archive opaque="NO", as init(frame:) leaves them.
      options: CheckOptions(standard: StandardProperties(isOpaque: false, content: archived)))
    let finding = try #require(
      report.findings.first { $0.kind == .readsBeforeDocument },
      "\(report.findings.map(\.explanation))")
    #expect(finding.attributes == ["text"])
    #expect(finding.details["method"] == "setUp()")
    #expect(
      finding.explanation.contains(
        "`setUp()`, called from `init(frame:)`, sets `accent` from `text` (`accent = (text ?? "
          + #""").isEmpty ? .clear : .systemRed`, StripedBadge.swift:13) while the view is built"#),
      "\(finding.explanation)")
    #expect(finding.explanation.contains("a storyboard restores text inside super.init(coder:)"))
    #expect(finding.fix.hasPrefix("Apply text again whenever it is set: in its didSet"))
    #expect(!report.findings.contains { $0.kind == .setupOnOnePath })
  }

  @Test func aFrameSetOnlyInTheFirstDrawingIsNamedForAStaleSize() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        OnceBanded.self, frame: { OnceBanded(frame: $0) }, source: OnceBanded.facts))
    let report = DivergenceChecker.check(
      OnceBanded.self, size: CGSize(width: 40, height: 20), scale: 1, attributes: .empty,
      options: CheckOptions(standard: StandardProperties()))
    let finding = try #require(
      report.findings.first { $0.kind == .staleAttribute && $0.attributes == ["frame"] },
      "\(report.findings.map(\.explanation))")
    #expect(
      finding.explanation.contains(
        "`draw(_:)` sets `band.frame` from `bounds.width` and `bounds.height`"),
      "\(finding.explanation)")
    #expect(finding.explanation.contains("OnceBanded.swift:7"))
    #expect(!finding.explanation.contains("first laid out or created"))
    #expect(finding.fix.hasPrefix("Set `band.frame` from bounds in layoutSubviews()"))
    #expect(finding.fix.contains("instead of only in `draw(_:)`"))
  }

  /// What every layout sets from the bounds is not named as the stale geometry.
  @Test func aFrameEveryLayoutSetsIsNotNamedForAStaleSize() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        FirstMiddle.self, frame: { FirstMiddle(frame: $0) }, source: FirstMiddle.facts))
    let report = DivergenceChecker.check(
      FirstMiddle.self, size: CGSize(width: 40, height: 20), scale: 1, attributes: .empty,
      options: CheckOptions(standard: StandardProperties()))
    let finding = try #require(
      report.findings.first { $0.kind == .staleAttribute && $0.attributes == ["frame"] },
      "\(report.findings.map(\.explanation))")
    #expect(!finding.explanation.contains("dot.frame"), "\(finding.explanation)")
    #expect(!finding.fix.contains("instead of only in `layoutSubviews()`"))
  }

  /// A frame set from the bounds only under a test that holds the first time layout runs
  /// is named, with the fix of placing it at every run; without that test known, what
  /// every layout sets is not.
  @Test func aFrameSetOnlyInTheFirstLayoutIsNamedForAStaleSize() throws {
    func finding(once: Bool) throws -> Finding {
      ComponentRegistry.register(
        ComponentRegistration(
          OnceUnderlined.self, frame: { OnceUnderlined(frame: $0) },
          source: OnceUnderlined.facts(once: once)))
      let report = DivergenceChecker.check(
        OnceUnderlined.self, size: CGSize(width: 40, height: 20), scale: 1, attributes: .empty,
        options: CheckOptions(standard: StandardProperties()))
      return try #require(
        report.findings.first { $0.kind == .staleAttribute && $0.attributes == ["frame"] },
        "\(report.findings.map(\.explanation))")
    }
    let named = try finding(once: true)
    #expect(
      named.explanation.contains(
        "only the first time `layoutSubviews()` runs, under a test that holds once: "
          + "`layoutSubviews()` sets `line.frame` from `bounds.height` and `bounds.width`"),
      "\(named.explanation)")
    #expect(named.explanation.contains("OnceUnderlined.swift:7"))
    #expect(
      named.fix.hasPrefix(
        "Set `line.frame` from bounds at every run of `layoutSubviews()`, outside the test"))
    let unnamed = try finding(once: false)
    #expect(!unnamed.explanation.contains("line.frame"), "\(unnamed.explanation)")
  }

  @Test func aLayerMadeAtTheCurrentSizeByAnObserverIsNamedForAStaleSize() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        ColourBanded.self, frame: { ColourBanded(frame: $0) },
        inspectables: [.ib("bandColor", \ColourBanded.bandColor)], source: ColourBanded.facts))
    let report = DivergenceChecker.check(
      ColourBanded.self, size: CGSize(width: 40, height: 20), scale: 1,
      attributes: AttributeSet("banded", ["bandColor": .color(.systemBlue)]),
      options: CheckOptions(standard: StandardProperties()))
    let finding = try #require(
      report.findings.first { $0.kind == .staleAttribute && $0.attributes == ["frame"] },
      "\(report.findings.map(\.explanation))")
    #expect(
      finding.explanation.contains(
        "`addBand()`, called from `bandColor.didSet`, runs `layer.addSublayer(band)`, "
          + "ColourBanded.swift:8, a layer made at the size the view had then"),
      "\(finding.explanation)")
    #expect(finding.fix.contains("instead of building it at the current size in `addBand()`"))
  }

  /// The row given to Auto Layout follows the size; the marker made with a frame from the
  /// size then does not, and it is the one named.
  @Test func aViewMadeWithAFrameFromTheSizeIsNamedNotOneGivenToAutoLayout() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        SegmentRow.self, frame: { SegmentRow(frame: $0) },
        inspectables: [.ib("markerColor", \SegmentRow.markerColor)], source: SegmentRow.facts))
    let report = DivergenceChecker.check(
      SegmentRow.self, size: CGSize(width: 60, height: 20), scale: 1,
      attributes: AttributeSet("marked", ["markerColor": .color(.systemBlue)]),
      options: CheckOptions(standard: StandardProperties()))
    let finding = try #require(
      report.findings.first { $0.kind == .staleAttribute && $0.attributes == ["frame"] },
      "\(report.findings.map(\.explanation))")
    #expect(
      finding.explanation.contains(
        "`rebuild()`, called from `markerColor.didSet`, sets `marker` from `frame.width` and "
          + "`frame.height`"),
      "\(finding.explanation)")
    #expect(!finding.explanation.contains("addSubview(row)"), "\(finding.explanation)")
    #expect(finding.fix.hasPrefix("Set `marker`'s frame from bounds in layoutSubviews()"))
  }
}

/// Colours its bar from the tint in `setUp()`, which `init(frame:)` calls and a storyboard's
/// path reaches through `awakeFromNib()` (its `init(coder:)` does not call it), with no
/// `tintColorDidChange()`: Interface Builder's bar keeps the tint before the document's.
private final class WokenTintBar: View {
  private var barColor: Color = .clear

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    setUp()
  }

  private func setUp() { barColor = tintColor }

  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(barColor)
    GraphicsContext.current?.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 6))
  }

  static let facts = SourceFacts(
    file: "WokenTintBar.swift",
    methods: [
      .init("init(frame:)", line: 4, calls: ["setUp()"]),
      .init("init(coder:)", line: 9),
      .init("awakeFromNib()", line: 13, calls: ["setUp()"]),
      .init(
        "setUp()", line: 18,
        assignments: [
          .init("barColor", reads: ["tintColor"], line: 18, text: "barColor = tintColor")
        ]),
      .init("draw(_:)", line: 20),
    ])
}

/// A setup a storyboard reaches through `awakeFromNib()` is not missing from its path.
@Suite(.serialized)
struct CheckerWokenSetupTests {
  @Test func aTintReadBeforeTheDocumentIsNamedWhenAwakeFromNibRunsTheSetup() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        WokenTintBar.self, frame: { WokenTintBar(frame: $0) }, source: WokenTintBar.facts))
    let report = DivergenceChecker.check(
      WokenTintBar.self, size: CGSize(width: 40, height: 20), scale: 1, attributes: .empty,
      options: CheckOptions(standard: StandardProperties(tintColor: .systemPink)))
    let kinds = report.findings.map(\.kind)
    #expect(!kinds.contains(.setupOnOnePath), "\(report.findings.map(\.explanation))")
    let finding = try #require(report.findings.first { $0.kind == .readsBeforeDocument })
    #expect(finding.attributes == ["tintColor"])
    #expect(
      finding.explanation.contains("`setUp()`, called from `init(frame:)`"),
      "\(finding.explanation)")
  }
}
