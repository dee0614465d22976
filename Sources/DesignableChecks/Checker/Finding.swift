import Components
import Foundation

/// What the divergence checker can find (DESIGN.md, "What the divergence checker reports").
public enum FindingKind: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// Reading an attribute back after a path gives something other than what was set.
  case initOverridesAttribute
  /// Applying the same attributes in another order gives another picture or other values.
  case orderDependence
  /// One path draws differently because setup lives in one lifecycle method only.
  case setupOnOnePath
  /// The design-time picture differs only because of Interface Builder-only code.
  case designTimeOnlyDrawing
  /// A second layout pass changes the picture or grows the layer tree.
  case layoutNotIdempotent
  /// Changing an attribute after the first render does not give a fresh render's picture.
  case staleAttribute
  /// A path fails: `init(coder:)` returns nil, an attribute cannot be applied, or it traps.
  case failingPath
  /// An inspectable attribute of a kind Interface Builder cannot edit.
  case uneditableAttributeKind
  /// The document sets an `@IBInspectable` property that no Swift code outside its file can
  /// set (`private`, `private(set)`): Interface Builder and the app set it by key-value
  /// coding, the check cannot, and compares the paths without it.
  case hiddenAttribute
  /// The view changes its own size: the picture is not the size asked for.
  case resizesItself
  /// An initializer copies a property the document sets, or builds something from it, before
  /// the document's value has arrived on one path (Interface Builder sets it after
  /// `init(frame:)`, a storyboard inside `super.init(coder:)`), so the copy differs between
  /// the two tools.
  case readsBeforeDocument
  /// The view starts an animation while it is built, laid out or drawn: the device shows it
  /// moving when it appears, a snapshot shows only where it ends.
  case animationInFlight
  /// A layer animation is kept after it ends and fills forwards, so the device goes on
  /// showing its last value while the layer's own value, which Interface Builder and
  /// snapshots draw, stays another.
  case heldAnimation
  /// The view reads the wall clock or random numbers while it is built, laid out or drawn,
  /// so no two renders need agree.
  case readsOutsideInput
  /// The view queues work for the main thread while it is built, laid out or drawn: the
  /// device runs it before the next frame, a snapshot may be drawn before or after it runs.
  case defersWork
}

/// One finding: which attributes and paths, why, how to fix it, and the pictures.
public struct Finding: Equatable, Sendable, Codable {
  public var kind: FindingKind
  /// The attribute key paths involved (the smallest set, for order dependence).
  public var attributes: [String]
  public var paths: [LifecyclePath]
  /// One sentence on what happens.
  public var explanation: String
  /// What to change.
  public var fix: String
  /// Whether the component declares this finding as intended.
  public var isExpected: Bool
  /// Facts behind the finding, such as the document's value and the value read back.
  public var details: [String: String]
  /// Picture files by role (`designTime`, `runTime`, `diff`, …).
  public var pictures: [String: String]

  public init(
    kind: FindingKind, attributes: [String] = [], paths: [LifecyclePath] = [],
    explanation: String, fix: String, isExpected: Bool = false, details: [String: String] = [:],
    pictures: [String: String] = [:]
  ) {
    self.kind = kind
    self.attributes = attributes
    self.paths = paths
    self.explanation = explanation
    self.fix = fix
    self.isExpected = isExpected
    self.details = details
    self.pictures = pictures
  }
}

/// The checker's report on one component at one size, scale and attribute set.
public struct CheckReport: Equatable, Sendable, Codable {
  public var component: String
  public var width: Double
  public var height: Double
  public var scale: Double
  public var attributeSet: String
  public var findings: [Finding]
  /// Each path's picture file, by path name.
  public var pictures: [String: String]
  /// How many renders and comparisons the check took.
  public var renders: Int
  public var comparisons: Int
  /// How long the check took, in seconds (0 when not measured).
  public var seconds: Double = 0
  /// What each path did, by path name: its steps in order, the values each changed and the
  /// animations each started (`nil` in reports written before it was recorded).
  public var lifecycle: [String: [LifecycleRecord]]?

  public init(
    component: String, width: Double, height: Double, scale: Double, attributeSet: String,
    findings: [Finding], pictures: [String: String] = [:], renders: Int = 0, comparisons: Int = 0
  ) {
    self.component = component
    self.width = width
    self.height = height
    self.scale = scale
    self.attributeSet = attributeSet
    self.findings = findings
    self.pictures = pictures
    self.renders = renders
    self.comparisons = comparisons
  }

  /// The findings the component has not declared as intended.
  public var unexpectedFindings: [Finding] { findings.filter { !$0.isExpected } }
}
