import Foundation

/// What happened while a view was built and drawn: each lifecycle step in order, the values of
/// the view's attributes and standard properties after it, and the animations started in it.
///
/// ``Lifecycle/build(_:path:frame:standard:attributes:environment:interfaceBuilderFlag:callsPrepareForInterfaceBuilder:callsAwakeFromNib:trace:)``
/// fills one in when given; the divergence checker reads it to say which step wrote a value.
public final class LifecycleTrace: @unchecked Sendable {
  /// One step of a lifecycle.
  public enum StepKind: Equatable, Hashable, Sendable {
    /// An initializer returned: `init(frame:)` or `init(coder:)`.
    case initializer(String)
    /// `super.init(coder:)` restored the archived frame and standard properties (inside
    /// `init(coder:)`, before the rest of the subclass's initializer ran).
    case archiveRestored
    /// The standard properties were assigned (design time and code, after `init(frame:)`).
    case standardProperties
    /// One attribute of the set (a runtime attribute, or the inspector's value) was assigned.
    case attribute(String)
    /// A hook returned: `awakeFromNib()` or `prepareForInterfaceBuilder()`.
    case hook(String)
    /// The view was laid out (`layoutSubviews()`).
    case layout
    /// The view was drawn (`draw(_:)` and its layers' display).
    case draw
  }

  /// A value before and after a step or an animation block.
  public struct Change: Equatable, Sendable {
    public var keyPath: String
    public var from: AttributeValue?
    public var to: AttributeValue?
  }

  /// An animation started during a step: UIKit's `animate` family or a layer animation.
  public struct StartedAnimation: Equatable, Sendable {
    /// The call, as written in UIKit (`UIView.animate`, `CALayer.add(_:forKey:)`).
    public var call: String
    /// What its block changed among the watched values (empty when not known).
    public var changes: [Change]
    /// What its completion changed when the animation ended (here, at once).
    public var completionChanges: [Change] = []
    /// Whether its block changed what UIKit animates (a frame, bounds, alpha, background
    /// colour or transform) of a view in the traced view's tree; a block that changes none
    /// (`updateConstraintsIfNeeded()` alone) animates nothing. Always true for a layer
    /// animation.
    public var movesViews = true
    /// For a layer animation kept after it ends and filling forwards, the value it leaves
    /// on screen where the layer's own value differs.
    public var held: HeldValue?
  }

  /// What a layer animation kept after it ends shows in place of the layer's own value: the
  /// device draws `held`, a render of the layer (Interface Builder's, a snapshot's) `model`.
  public struct HeldValue: Equatable, Sendable {
    /// The animated property (`strokeEnd`).
    public var keyPath: String
    /// The animation's class and the layer's, as UIKit names them (`CABasicAnimation`).
    public var animation: String
    public var layer: String
    /// The layer's own value and the animation's last, described.
    public var model: String
    public var held: String

    public init(keyPath: String, animation: String, layer: String, model: String, held: String) {
      (self.keyPath, self.animation, self.layer) = (keyPath, animation, layer)
      (self.model, self.held) = (model, held)
    }
  }

  /// One step and what it left.
  public struct Step: Equatable, Sendable {
    public var kind: StepKind
    /// The values read after the step, by key path (for ``StepKind/archiveRestored``, the
    /// standard properties the archive set).
    public var values: [String: AttributeValue]
    public var animations: [StartedAnimation]

    /// How a sentence names the step: `init(coder:)`, `the document's tintColor`, ….
    public var name: String {
      switch kind {
      case .initializer(let name), .hook(let name): name
      case .archiveRestored: "super.init(coder:)"
      case .standardProperties: "the document's standard properties"
      case .attribute(let keyPath): "the document's \(keyPath)"
      case .layout: "layoutSubviews()"
      case .draw: "draw(_:)"
      }
    }
  }

  /// The trace of the build in progress on this task, if it is traced.
  @TaskLocal public static var current: LifecycleTrace?

  public private(set) var steps: [Step] = []
  private weak var view: View?
  private var pending: [StartedAnimation] = []

  public init() {}

  /// Reads every attribute and standard property of `view` after `kind`.
  public func record(_ kind: StepKind, of view: View) {
    self.view = view
    steps.append(Step(kind: kind, values: Self.values(of: view), animations: takePending()))
  }

  /// Records the archive's values without reading the view (its subclass is not yet
  /// initialized when `super.init(coder:)` runs).
  func recordArchive(_ standard: StandardProperties) {
    var values: [String: AttributeValue] = [:]
    for (keyPath, value) in standard.documentValues { values[keyPath] = value }
    steps.append(Step(kind: .archiveRestored, values: values, animations: takePending()))
  }

  /// Runs an animation block, noting the animation and what the block changed, for the
  /// step in progress. Called by the UIKit and Core Animation names.
  /// `completion`, when given, runs after the block as the animation's end, its changes
  /// noted apart.
  public static func animating(
    _ call: String, _ body: () -> Void, completion: (() -> Void)? = nil
  ) {
    guard let trace = current else {
      body()
      completion?()
      return
    }
    // Before the view's first step (inside its initializer) it is not known yet: the
    // animation then counts as moving it.
    let before = trace.view.map(Self.animatableState(of:))
    var animation = StartedAnimation(call: call, changes: trace.changes(during: body))
    if let before, let view = trace.view {
      animation.movesViews = Self.animatableState(of: view) != before
    }
    if let completion { animation.completionChanges = trace.changes(during: completion) }
    trace.pending.append(animation)
  }

  /// The watched values `body` changes on the traced view.
  private func changes(during body: () -> Void) -> [Change] {
    let before = view.map(Self.values(of:)) ?? [:]
    body()
    let after = view.map(Self.values(of:)) ?? [:]
    return after.keys.sorted().compactMap { key -> Change? in
      before[key] == after[key] ? nil : Change(keyPath: key, from: before[key], to: after[key])
    }
  }

  /// What a UIKit animation block animates when it changes it, for `view` and every view
  /// below it, in tree order.
  private static func animatableState(of view: View) -> [AnimatableState] {
    var state = [
      AnimatableState(
        frame: view.frame, bounds: view.bounds, alpha: view.alpha,
        backgroundColor: view.backgroundColor, transform: view.transform)
    ]
    for subview in view.subviews { state += animatableState(of: subview) }
    return state
  }

  private struct AnimatableState: Equatable {
    var frame: CGRect
    var bounds: CGRect
    var alpha: CGFloat
    var backgroundColor: Color?
    var transform: AffineTransform2D
  }

  /// Notes an animation that has no block (a layer animation added), with the value it
  /// holds after it ends when it is kept and fills forwards.
  public static func noteAnimation(_ call: String, held: HeldValue? = nil) {
    current?.pending.append(StartedAnimation(call: call, changes: [], held: held))
  }

  /// The values after the last step.
  public var finalValues: [String: AttributeValue] { steps.last?.values ?? [:] }

  /// Each step that changed `keyPath`, with the value before and after it. The first step
  /// that shows a value counts as its change from nothing (an initializer's, or the
  /// archive's): what the view was given before it existed cannot be told apart from what
  /// its initializer wrote.
  public func changes(of keyPath: String) -> [(step: Step, change: Change)] {
    var result: [(step: Step, change: Change)] = []
    var previous: AttributeValue?
    var seen = false
    for step in steps {
      guard let value = step.values[keyPath] else { continue }
      if !seen || previous != value {
        result.append((step, Change(keyPath: keyPath, from: previous, to: value)))
      }
      seen = true
      previous = value
    }
    return result
  }

  /// The step that last changed `keyPath`, if any did after the view existed.
  public func lastChange(of keyPath: String) -> (step: Step, change: Change)? {
    changes(of: keyPath).last
  }

  /// What the first step of `kind` changed, against the step before it.
  public func changes(in kind: StepKind) -> [Change] {
    guard let index = steps.firstIndex(where: { $0.kind == kind }), index > 0 else { return [] }
    let before = steps[index - 1].values
    let after = steps[index].values
    return after.keys.sorted().compactMap { key in
      before[key] == after[key] ? nil : Change(keyPath: key, from: before[key], to: after[key])
    }
  }

  /// The value `keyPath` had right after `kind` (the first such step), if recorded.
  public func value(of keyPath: String, after kind: StepKind) -> AttributeValue? {
    steps.first { $0.kind == kind }?.values[keyPath]
  }

  private func takePending() -> [StartedAnimation] {
    defer { pending = [] }
    return pending
  }

  private static func values(of view: View) -> [String: AttributeValue] {
    var values: [String: AttributeValue] = [:]
    for inspectable in type(of: view).allInspectables {
      if let value = inspectable.get(view) { values[inspectable.keyPath] = value }
    }
    return values
  }
}

extension StandardProperties {
  /// The properties set, by the key paths of their attributes.
  var documentValues: [(String, AttributeValue)] {
    var values: [(String, AttributeValue)] = []
    if let backgroundColor { values.append(("backgroundColor", .color(backgroundColor))) }
    if let alpha { values.append(("alpha", .real(Double(alpha)))) }
    if let isHidden { values.append(("hidden", .boolean(isHidden))) }
    if let clipsToBounds { values.append(("clipsToBounds", .boolean(clipsToBounds))) }
    if let tintColor { values.append(("tintColor", .color(tintColor))) }
    if let isOpaque { values.append(("opaque", .boolean(isOpaque))) }
    return values
  }
}
