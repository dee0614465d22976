import Components
import DesignableUIKit
import Foundation
import Raster
import Testing

/// `Component/` holds a component as an iOS project has it; the target compiles only this
/// file, and DesignableAdapterPlugin adapts and compiles the rest.
@Suite(.serialized)
struct AdaptedComponentTests {
  final class Recorder: NSObject, StepDialDelegate {
    var steps: [Int] = []
    func stepDial(_ dial: StepDial, didStepTo step: Int) { steps.append(step) }
  }

  @Test func theComponentIsRegisteredFromItsUnchangedSource() throws {
    let registration = try #require(ComponentRegistry.registration(for: StepDial.self))
    #expect(registration.isDesignable)
    #expect(registration.inspectables.map(\.keyPath) == ["steps", "step", "dotColor"])
  }

  @Test func anOptionalRequirementIsCalledWhereImplementedAndDefaultedWhereNot() {
    let dial = StepDial(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let recorder = Recorder()
    dial.delegate = recorder
    var closureSteps: [Int] = []
    dial.onStep = { closureSteps.append($0) }
    dial.step = 3
    dial.step = 4
    #expect(recorder.steps == [3, 4])
    #expect(closureSteps == [3, 4])
    // `stepDialColor(for:)` is not implemented: the default gives nil, so the dial's colour.
    let picture = Lifecycle.render(dial, scale: 1)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    reference.backgroundColor = .systemBlue
    #expect(picture[10, 10] == Lifecycle.render(reference, scale: 1)[0, 0])
  }

  @Test func aSelectorIsNamedAsObjectiveCNamesIt() {
    #expect(StepDial(frame: .zero).tapsWired)
  }

  /// The layer class is private and its property `@NSManaged`: adapted, the registrations
  /// build the layer, and the property starts at zero and redraws the layer when set.
  @Test func aPrivateLayerClassWithAManagedPropertyDraws() throws {
    let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    #expect(ring.progress == 0)
    #expect(Lifecycle.render(ring, scale: 1)[2, 1].alpha == 0)
    ring.progress = 0.5
    let picture = Lifecycle.render(ring, scale: 1)
    #expect(picture[2, 1] == RGBA8(red: 255, green: 0, blue: 0))
    #expect(picture[7, 1].alpha == 0)
  }

  /// `Slot(frame: .zero)` in a class generic over a protocol only views adopt: each slot is
  /// a `BoxSlot`, built by its registration.
  @Test func viewsBuiltFromAGenericTypeAreOfThatType() throws {
    let field = BoxCodeField(frame: CGRect(x: 0, y: 0, width: 8, height: 2))
    #expect(field.subviews.count == 4 && field.subviews.allSatisfy { $0 is BoxSlot })
    #expect((field.subviews.last as? BoxSlot)?.digit == "3")
    let picture = Lifecycle.render(field, scale: 1)
    let green = Lifecycle.render(
      {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        view.backgroundColor = .systemGreen
        return view
      }(), scale: 1)[0, 0]
    #expect(picture[7, 1] == green)
  }

  @Test func overridesFromAnExtensionRun() {
    let dial = StepDial(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(dial.intrinsicContentSize == CGSize(width: 100, height: 20))
    dial.prepareForInterfaceBuilder()
    #expect(dial.step == 4)
  }

  /// A weak proxy's forwarding overrides compile as the proxy's own methods: it answers for
  /// its target while it has one and hands it over as where messages would go.
  /// A button's own `@objc dynamic` property tells the field observing it of each set, and
  /// the property's own observer has run by then.
  @Test func aDynamicPropertyIsHeardByItsObserver() {
    let field = RevealField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    #expect(field.isSecureTextEntry)
    field.revealButton.hidesText = false
    #expect(!field.isSecureTextEntry)
    #expect(field.revealButton.isSelected)
    field.revealButton.hidesText = true
    #expect(field.isSecureTextEntry)
  }

  /// A path walked through an Objective-C block cast to the applier's info pointer walks
  /// it here too, once adapted.
  @Test func aBlockPathWalkVisitsEveryElement() {
    let dots = CornerDots(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    dots.layoutIfNeeded()
    #expect(
      dots.corners == [
        CGPoint(x: 4, y: 4), CGPoint(x: 36, y: 4), CGPoint(x: 36, y: 26), CGPoint(x: 4, y: 26),
      ])
  }

  @Test func aWeakProxyCompilesAndAnswersForItsTarget() {
    var ring: ProgressRing? = ProgressRing(frame: .zero)
    let proxy = TickProxy(ring!)
    #expect(proxy.forwardingTarget(for: Selector("tick")) as? ProgressRing === ring)
    #expect(proxy.responds(to: Selector("tick")))
    ring = nil
    #expect(proxy.forwardingTarget(for: Selector("tick")) == nil)
  }

  /// A private `@IBInspectable` property is registered and set as Interface Builder sets it.
  @Test func aPrivateInspectableIsRegisteredAndSet() throws {
    let registration = try #require(ComponentRegistry.registration(for: ProgressRing.self))
    #expect(registration.inspectables.map(\.keyPath).contains("percent"))
    let ring = ProgressRing(frame: .zero)
    try ring.setValue(AttributeValue.integer(25), forKeyPath: "percent")
    #expect(ring.progress == 0.25)
  }

  /// A main-actor component with an Xcode preview compiles; `updateProperties()` runs before
  /// the first layout and again when an `@Observable` value it read changes.
  @Test func anObservingMainActorComponentUpdatesItsProperties() {
    let meter = LevelMeter(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    var picture = Lifecycle.render(meter, scale: 1)
    #expect(meter.updates == 1)
    #expect(picture[1, 1] == RGBA8(red: 0, green: 255, blue: 0))
    #expect(picture[5, 1].alpha == 0)
    meter.level = 0.8
    picture = Lifecycle.render(meter, scale: 1)
    #expect(meter.updates == 2)
    #expect(picture[5, 1] == RGBA8(red: 0, green: 255, blue: 0))
    picture = Lifecycle.render(meter, scale: 1)
    #expect(meter.updates == 2)
  }

  /// Calls to UIKit's optional delegate methods through `?`, or through `!` after asking
  /// the delegate `responds(to:)`, compile and reach the delegate when it implements them,
  /// UIKit's default when not.
  @Test func aForwardedOptionalDelegateCallReachesTheDelegate() {
    final class Refusing: NSObject, UITextFieldDelegate {
      var ended = 0
      func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
      func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
    }
    final class Silent: UITextFieldDelegate {}
    let field = ForwardingField(frame: .zero)
    #expect(field.textFieldShouldReturn(field))
    #expect(field.textFieldShouldBeginEditing(field))
    let refusing = Refusing()
    field.forwardee = refusing
    #expect(!field.textFieldShouldReturn(field))
    #expect(!field.textFieldShouldBeginEditing(field))
    // Without the method that gives a reason, UIKit calls the one without it.
    field.textFieldDidEndEditing(field, reason: .committed)
    field.textFieldDidChangeSelection(field)
    #expect(refusing.ended == 1)
    #expect(field.forwardeeIs(NSObject.self) && !field.forwardeeIs(UIView.self))
    let silent = Silent()
    field.forwardee = silent
    #expect(field.textFieldShouldBeginEditing(field))
    field.textFieldDidBeginEditing(field)
  }

  /// An action reading `sender.tag` from a sender typed `AnyObject` compiles and reads the
  /// tag of the view it is given.
  @Test func anActionReadsItsAnyObjectSendersTag() {
    let field = ForwardingField(frame: .zero)
    let button = UIButton(type: .system)
    button.tag = 7
    field.copyTag(button)
    #expect(field.tag == 7)
  }

  /// A forwarded call of a table delegate's display methods through `?` reaches the
  /// delegate that implements it, and UIKit's default (nothing) when it does not.
  @Test func aForwardedTableDisplayCallReachesTheDelegate() {
    final class Ending: NSObject, UITableViewDelegate {
      var ended: [IndexPath] = []
      func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
        forRowAt indexPath: IndexPath
      ) { ended.append(indexPath) }
    }
    let forwarder = RowForwarder()
    let ending = Ending()
    forwarder.original = ending
    let table = UITableView(frame: .zero)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    forwarder.tableView(table, willDisplay: cell, forRowAt: IndexPath(row: 0, section: 0))
    forwarder.tableView(table, didEndDisplaying: cell, forRowAt: IndexPath(row: 2, section: 1))
    forwarder.tableView(table, didEndDisplayingHeaderView: UIView(), forSection: 0)
    #expect(ending.ended == [IndexPath(row: 2, section: 1)])
  }

  /// A file naming `URLSession` compiles (the adapter imports FoundationNetworking); the
  /// task it makes is not started, so nothing reaches the network during a render.
  @Test func networkingCodeCompilesAndStaysIdle() throws {
    let url = try #require(URL(string: "http://127.0.0.1:9/picture.png"))
    let task = ImageFetcher.task(for: url) { _ in }
    #expect(task.state == .suspended)
    let constraint = KeyboardConstraint(
      item: UIView(frame: .zero), attribute: .height, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 12)
    constraint.awakeFromNib()
    #expect(constraint.restingConstant == 12)
  }

  /// A layer's copy asks what the copied layer is through `AnyObject`, as on iOS.
  @Test func aLayersCopyAsksWhatItCopiesThroughAnyObject() {
    let layer = GlowLayer()
    layer.glow = 4
    #expect(GlowLayer(layer: layer).glow == 4)
    #expect(GlowLayer(layer: CALayer()).glow == 0 && GlowLayer(layer: 7).glow == 0)
  }

  /// A component's own `isInterfaceBuilder` flag, a name the library's views have too,
  /// compiles as the component's: set in `prepareForInterfaceBuilder()` at design time only.
  @Test(arguments: [LifecyclePath.designTime, .runTime])
  func aComponentsOwnInterfaceBuilderFlagIsItsOwn(path: LifecyclePath) throws {
    let badge = try Lifecycle.build(
      PlaceholderBadge.self, path: path, frame: CGRect(x: 0, y: 0, width: 4, height: 4),
      attributes: AttributeSet("none", [:]))
    #expect(badge.showsPlaceholder == (path == .designTime))
    #expect(badge.isInterfaceBuilder == (path == .designTime))
    let grey = Lifecycle.render(badge, scale: 1)[1, 1] == RGBA8(red: 128, green: 128, blue: 128)
    #expect(grey == (path == .designTime))
  }

  /// Work queued on the main queue while a view is built, laid out or drawn runs before the
  /// picture, as a device runs it before the view's next frame: the colour queued in
  /// `init(frame:)` and the ring queued in `layoutSubviews()` both show, once each.
  @Test(arguments: [LifecyclePath.designTime, .runTime])
  func workQueuedOnTheMainQueueShowsInThePicture(path: LifecyclePath) throws {
    let dot = try Lifecycle.build(
      StatusDot.self, path: path, frame: CGRect(x: 0, y: 0, width: 10, height: 10),
      attributes: AttributeSet(
        "blue", ["dotColor": .color(Color(red: 0, green: 0, blue: 1, alpha: 1))]))
    #expect(dot.colourings == 0)
    let picture = Lifecycle.render(dot, scale: 1)
    #expect(dot.colourings == 1)
    #expect(picture[5, 5] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(picture[1, 5] == RGBA8(red: 255, green: 0, blue: 0))
    _ = Lifecycle.render(dot, scale: 1)
    #expect(dot.colourings == 1)
    #expect(dot.layer.sublayers?.count == 1)
  }

  /// A view a test on the main thread (as XCTest runs them) builds itself: what its
  /// initializer queued runs before its first render, and the main queue, which reaches it
  /// once the test lets it, does not run it again.
  @Test @MainActor func workQueuedBeforeAnyRenderRunsOnce() async throws {
    let dot = StatusDot(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    dot.dotColor = .blue
    let picture = Lifecycle.render(dot, scale: 1)
    #expect(picture[5, 5] == RGBA8(red: 0, green: 0, blue: 255))
    try await Task.sleep(for: .milliseconds(20))
    #expect(dot.colourings == 1)
  }

  /// Work that keeps queueing itself ends the render after the most layout passes a render
  /// runs, as layout that keeps asking for layout does.
  @Test @MainActor func workThatQueuesItselfForeverEndsTheRender() {
    let dot = StatusDot(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    dot.requeue(1_000)
    _ = Lifecycle.render(dot, scale: 1)
    #expect(dot.requeues < 1_000 && dot.requeues >= 1_000 - Lifecycle.maximumLayoutPasses)
  }

  /// The clock, the calendar, the time zone, the locale and the formatters a component
  /// reads are the design environment's, so its picture is the same on every machine and
  /// at every minute: 1 January 2001 was a Monday.
  @Test func theClockAndTheLocaleAreTheDesignEnvironments() {
    let badge = DayBadge(frame: .zero)
    #expect(badge.text == "Monday 10:08")
    #expect(badge.firstWeekday == 1 && badge.language == "en_US_POSIX")
    #expect(badge.zone == TimeZone(secondsFromGMT: 0)?.identifier)
    #expect(badge.inAMinute == DesignEnvironment.current.now.addingTimeInterval(60))
    let posix = NumberFormatter()
    posix.locale = Locale(identifier: "en_US_POSIX")
    posix.numberStyle = .decimal
    #expect(badge.grouped == posix.string(from: 1234.5))
    let tuesday = DesignEnvironment(now: Date(timeIntervalSinceReferenceDate: 86_400 + 3_600))
    DesignEnvironment.$current.withValue(tuesday) { badge.refresh() }
    #expect(badge.text == "Tuesday 01:00")
    #expect(badge.isDigits("2001") && !badge.isDigits("20o1"))
  }
}
