import Components
import Foundation

/// An animation of view properties that can be started, paused and finished
/// (`UIViewPropertyAnimator`). As with `UIView.animate`, a render shows the end state:
/// ``startAnimation()`` runs the animations added so far at once, then the completions with
/// `.end`. Timing, curves and springs are stored only.
open class UIViewPropertyAnimator {
  /// Where an animator stands (`UIViewAnimatingState`).
  public enum State: Int, Sendable {
    case inactive, active, stopped
  }

  /// A point of an animation (`UIViewAnimatingPosition`).
  public enum Position: Int, Sendable {
    case end, start, current
  }

  public let duration: TimeInterval
  public let curve: UIView.AnimationCurve
  public private(set) var state = State.inactive
  /// Whether the animations are running; never, once started they have ended.
  public private(set) var isRunning = false
  /// How far the animations have run: 1 once started and finished.
  open var fractionComplete: CGFloat = 0
  open var isReversed = false
  open var isInterruptible = true
  open var isUserInteractionEnabled = true
  open var pausesOnCompletion = false
  private var animations: [() -> Void] = []
  private var completions: [(Position) -> Void] = []

  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil)
  {
    self.duration = duration
    self.curve = curve
    if let animations { self.animations.append(animations) }
  }

  /// An animator of no duration and no animations yet (`NSObject`'s `init()`, which UIKit's
  /// animator keeps): ``addAnimations(_:)`` gives it some.
  public convenience init() {
    self.init(duration: 0, curve: .easeInOut)
  }

  /// An animator along a spring; the spring is ignored.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, curve: .easeInOut, animations: animations)
  }

  /// An animator along a cubic Bézier timing curve; the curve is ignored.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, curve: .easeInOut, animations: animations)
  }

  /// Runs `animations` at once and returns a started animator.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Position) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds animations; once started, they run at once.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { run(animation) } else { animations.append(animation) }
  }

  /// Adds animations; the delay factor is ignored.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a block run with the final position when the animations end.
  open func addCompletion(_ completion: @escaping (Position) -> Void) {
    completions.append(completion)
  }

  /// Runs the animations now, then the completions with `.end`.
  open func startAnimation() {
    guard state != .stopped else { return }
    state = .active
    let pending = animations
    animations = []
    for animation in pending { run(animation) }
    finish(at: isReversed ? .start : .end)
  }

  /// As ``startAnimation()``; the delay is ignored.
  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

  /// Stored: the animations have already run.
  open func pauseAnimation() {}

  /// Stops the animator: `.stopped` (then ``finishAnimation(at:)`` runs the completions), or
  /// `.inactive` with `withoutFinishing`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Runs the completions with `finalPosition`.
  open func finishAnimation(at finalPosition: Position) { finish(at: finalPosition) }

  /// As ``startAnimation()``: the animations run at once.
  open func continueAnimation(
    withTimingParameters parameters: Any?, durationFactor: CGFloat
  ) { startAnimation() }

  private func run(_ animation: () -> Void) {
    LifecycleTrace.animating("UIViewPropertyAnimator", animation)
  }

  private func finish(at position: Position) {
    fractionComplete = position == .start ? 0 : 1
    let pending = completions
    completions = []
    for completion in pending { completion(position) }
    state = .inactive
  }
}
