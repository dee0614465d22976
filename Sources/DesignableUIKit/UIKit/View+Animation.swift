import Components
import Foundation

/// UIKit's animation API, inert: a render shows model values, so each call runs its
/// animations block at once (the end state) and then its completion with `true`, as an
/// animation that finished. Delays, springs and options are ignored; a duration of zero or
/// less makes the changes without animating them, as UIKit does, so only a longer one is
/// traced as an animation started (``LifecycleTrace``).
extension View {
  /// The pace of an animation (`UIView.AnimationCurve`); ignored here.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }

  /// Options of an animation (`UIView.AnimationOptions`), with UIKit's raw values; ignored
  /// here.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionNone = AnimationOptions([])
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecondDefault = AnimationOptions([])
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// Options of a keyframe animation (`UIView.KeyframeAnimationOptions`); ignored here.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// Runs `animations` now.
  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animating("UIView.animate", duration, animations)
  }

  /// Runs `animations` now, then `completion(true)`.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animating("UIView.animate", duration, animations, completion: ended(completion))
  }

  /// Runs `animations` now, then `completion(true)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animating("UIView.animate", duration, animations, completion: ended(completion))
  }

  /// Runs `animations` now, then `completion(true)`; the spring is ignored.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animating("UIView.animate", duration, animations, completion: ended(completion))
  }

  /// Runs `animations` now, then `completion(true)`; the spring (iOS 17's
  /// `animate(springDuration:bounce:...)`) is ignored.
  public static func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animating("UIView.animate", duration, animations, completion: ended(completion))
  }

  /// Runs `animations` (which add keyframes) now, then `completion(true)`.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animating("UIView.animateKeyframes", duration, animations, completion: ended(completion))
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
    animating("UIView.transition", duration, { animations?() }, completion: ended(completion))
  }

  /// Runs `animations` and `completion`, traced as an animation started by `call` unless
  /// `duration` is zero or less (or not a number), which UIKit does not animate.
  private static func animating(
    _ call: String, _ duration: TimeInterval, _ animations: () -> Void,
    completion: (() -> Void)? = nil
  ) {
    guard duration > 0 else {
      animations()
      completion?()
      return
    }
    LifecycleTrace.animating(call, animations, completion: completion)
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
