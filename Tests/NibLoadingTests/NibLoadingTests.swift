import Components
import DesignableTesting
import DesignableUIKit
import Foundation
import Testing

/// A component built from a `.xib` beside it, as `DesignablePlugin` embeds it: the nib's
/// objects, outlets, constraints and runtime attributes, on both lifecycle paths.
///
/// Serialized: the nib's objects record what they do in one shared log.
@Suite(.serialized)
struct NibLoadingTests {
  let frame = CGRect(x: 0, y: 0, width: 240, height: 100)

  @Test(arguments: [LifecyclePath.designTime, .runTime])
  func theInspectableSetsTheLabelThroughItsOutlet(path: LifecyclePath) throws {
    let card = try Lifecycle.build(
      NibCard.self, path: path, frame: frame, attributes: ["title": .string("Hello")])
    #expect(card.titleLabel.text == "Hello")
    #expect(card.contentView.superview === card)
    #expect(card.contentView.frame == frame)
    #expect(card.titleLabel.font == .boldSystemFont(ofSize: 17))
    #expect(card.titleLabel.textColor == .white)
    #expect(card.badge.layer.cornerRadius == 14)
    #expect(card.badge.neighbour === card.titleLabel)
    #expect(card.stripes.map(\.frame.minX) == [0, 120])
    #expect(card.badgeWidth.constant == 28)
    #expect(card.titleLabel.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    #expect(card.contentView.gestureRecognizers?.first is UITapGestureRecognizer)
    #expect(card.contentView.gestureRecognizers?.last is UISwipeGestureRecognizer)
  }

  @Test func autoresizingMasksFollowTheNewSize() throws {
    let card = try Lifecycle.build(NibCard.self, path: .designTime, frame: frame)
    #expect(
      card.stripes.map(\.frame) == [
        CGRect(x: 0, y: 90, width: 120, height: 10), CGRect(x: 120, y: 90, width: 120, height: 10),
      ])
  }

  @Test func constraintsPlaceTheBadge() throws {
    let card = try Lifecycle.build(NibCard.self, path: .designTime, frame: frame)
    card.layoutIfNeeded()
    #expect(card.badge.frame == CGRect(x: 200, y: 12, width: 28, height: 28))
    #expect(card.titleLabel.frame.origin == CGPoint(x: 12, y: 12))
  }

  @Test func objectsAwakeAfterOutletsAndRuntimeAttributes() throws {
    NibEvents.log = []
    _ = try Lifecycle.build(NibCard.self, path: .runTime, frame: frame)
    #expect(
      NibEvents.log == [
        "NibBadge.init(coder:) with 0 subviews",
        "NibBadge.awakeFromNib: neighbour set, corner 14.0",
        "NibCard loaded its nib",
      ])
  }

  @Test func aTraceRecordsTheComponentNotItsNibsViews() throws {
    let trace = LifecycleTrace()
    _ = try Lifecycle.build(NibCard.self, path: .runTime, frame: frame, trace: trace)
    #expect(trace.steps.filter { $0.kind == .archiveRestored }.count == 1)
  }

  @Test func snapshotShowsTheTitle() {
    let outcomes = assertSnapshots(
      of: NibCard.self, sizes: [CGSize(width: 240, height: 100)], scales: [2],
      attributeSets: [AttributeSet("hello", ["title": .string("Hello")])])
    #expect(outcomes.count == 1)
  }

  @Test func bothPathsAgree() {
    assertNoDivergence(
      of: NibCard.self, sizes: [CGSize(width: 240, height: 100)],
      attributeSets: [AttributeSet("hello", ["title": .string("Hello")])])
  }

  @Test func aMissingNibSaysWhereItLooked() throws {
    let error = try #require(
      #expect(throws: NibError.self) {
        try UINib(nibName: "NoSuchCard", bundle: nil).instantiateChecked(withOwner: nil)
      })
    guard case .notFound(let name, _) = error else {
      Issue.record("expected a missing nib, got \(error)")
      return
    }
    #expect(name == "NoSuchCard")
    #expect(error.description.contains("Could not load the nib named \"NoSuchCard\""))
    #expect(error.description.contains("DesignablePlugin"))
    #expect(error.description.contains("the bundle at"))
  }

  @Test func anUnknownCustomClassIsReportedAndItsUIKitClassStandsIn() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <label text="Hi" customClass="NoSuchLabel" customModule="Elsewhere" id="l1">
            <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
          </label>
        </objects>
      </document>
      """
    let result = try UINib(data: Data(xml.utf8), bundle: nil).instantiateChecked(withOwner: nil)
    let label = try #require(result.objects.first as? UILabel)
    #expect(type(of: label) == UILabel.self)
    #expect(label.text == "Hi")
    let issue = try #require(result.issues.first)
    guard case .unknownClass(let name, let modules, _, let line) = issue else {
      Issue.record("expected an unknown class, got \(issue)")
      return
    }
    #expect(name == "NoSuchLabel")
    #expect(modules.first == "Elsewhere")
    #expect(line == 4)
    #expect(issue.description.contains("unknown class NoSuchLabel"))
  }

  @Test func anOutletWithNoRegisteredPropertyIsReported() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NibCard">
            <connections>
              <outlet property="missing" destination="v1" id="o1"/>
            </connections>
          </placeholder>
          <view id="v1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
        </objects>
      </document>
      """
    let owner = NibCard(frame: .zero)
    let result = try UINib(data: Data(xml.utf8), bundle: nil).instantiateChecked(withOwner: owner)
    #expect(result.objects.count == 1)
    #expect(
      result.issues == [
        .unknownOutlet(property: "missing", className: "NibCard", nib: "nib data", line: 6)
      ])
  }

  @Test func theGeneratedListEmbedsTheNibAndItsOutlets() {
    #expect(DesignableRegistrations.nibs["NibCard"]?.contains("card-title") == true)
    #expect(
      DesignableRegistrations.outlets.map { "\($0.owner).\($0.name)" } == [
        "GreetingScreenController.greeting", "NibCard.contentView", "NibCard.titleLabel",
        "NibCard.badge", "NibCard.stripes", "NibCard.badgeWidth", "NibBadge.neighbour",
      ])
  }
}
