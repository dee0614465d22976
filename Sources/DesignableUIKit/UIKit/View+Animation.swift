import Components
import Foundation

/// UIKit's animation API, inert: a render shows model values, so each call runs its
/// animations block at once (the end state) and then its completion with `true`, as an
/// animation that finished. Durations, delays, springs and options are ignored.
extension View {
  /// The pace of an animation (`UIView.AnimationCurve`); ignored here.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }

  /// Options of an animation (`UIView.AnimationOptions`); ignored here.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Options of a keyframe animation (`UIView.KeyframeAnimationOptions`); ignored here.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let calculationModeLinear = KeyframeAnimationOptions([])
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  }

  /// Runs `animations` now.
  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    LifecycleTrace.animating("UIView.animate", animations)
  }

  /// Runs `animations` now, then `completion(true)`.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    LifecycleTrace.animating("UIView.animate", animations, completion: ended(completion))
  }

  /// Runs `animations` now, then `completion(true)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    LifecycleTrace.animating("UIView.animate", animations, completion: ended(completion))
  }

  /// Runs `animations` now, then `completion(true)`; the spring is ignored.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    LifecycleTrace.animating("UIView.animate", animations, completion: ended(completion))
  }

  /// Runs `animations` (which add keyframes) now, then `completion(true)`.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    LifecycleTrace.animating(
      "UIView.animateKeyframes", animations, completion: ended(completion))
  }

  /// Runs the keyframe's `animations` now; keyframes run in the order added.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    animations()
  }

  /// Runs `animations` now, then `completion(true)`; the transition is not drawn.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    LifecycleTrace.animating(
      "UIView.transition", { animations?() }, completion: ended(completion))
  }

  /// A completion called as for an animation that finished.
  private static func ended(_ completion: ((Bool) -> Void)?) -> (() -> Void)? {
    completion.map { end in { end(true) } }
  }

  /// Runs `actionsWithoutAnimation` now.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Always `false` here: animations are never enabled (`UIView.areAnimationsEnabled`).
  public static var areAnimationsEnabled: Bool { false }

  public static func setAnimationsEnabled(_ enabled: Bool) {}
}
