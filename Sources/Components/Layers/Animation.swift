import Foundation

/// A Core Animation style animation (`CAAnimation`). Designable renders model values, the
/// end state of every animation, never a frame in between: animations are kept only so
/// that code that adds them runs unchanged. Their delegates are never called
/// (`animationDidStart(_:)` and `animationDidStop(_:finished:)` do not run), and `fillMode`,
/// `beginTime` and the timing are stored without effect.
open class Animation: @unchecked Sendable {
  public var duration: TimeInterval = 0
  public var beginTime: TimeInterval = 0
  public var timeOffset: TimeInterval = 0
  public var speed: Float = 1
  public var repeatCount: Float = 0
  public var repeatDuration: TimeInterval = 0
  public var autoreverses = false
  public var isRemovedOnCompletion = true
  public var fillMode: MediaTimingFillMode = .removed
  public var timingFunction: MediaTimingFunction?
  /// Kept strongly, as Core Animation keeps its delegate; never called.
  public var delegate: AnimationDelegate?
  /// Values stored by key (`setValue(_:forKey:)`), as code tags its animations.
  private var values: [String: Any] = [:]

  public init() {}

  public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
  public func value(forKey key: String) -> Any? { values[key] }

  /// The value at a dotted `keyPath`: the first key's value, then the rest of the path in
  /// it when that is an animation or a layer (`value(forKeyPath: "animationLayer")`).
  public func value(forKeyPath keyPath: String) -> Any? {
    guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
    let rest = String(keyPath[keyPath.index(after: dot)...])
    switch value(forKey: String(keyPath[..<dot])) {
    case let animation as Animation: return animation.value(forKeyPath: rest)
    case let layer as Layer: return layer.value(forKey: rest)
    default: return nil
    }
  }

  /// The default value of a property (`defaultValue(forKey:)`); `nil` here.
  open class func defaultValue(forKey key: String) -> Any? { nil }
}

/// An animation's delegate (`CAAnimationDelegate`); a render never calls it.
public protocol AnimationDelegate: AnyObject {
  func animationDidStart(_ anim: Animation)
  func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
  public func animationDidStart(_ anim: Animation) {}
  public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}

/// An animation of one key path (`CAPropertyAnimation`).
open class PropertyAnimation: Animation, @unchecked Sendable {
  public var keyPath: String?
  public var isAdditive = false
  public var isCumulative = false

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation from one value to another (`CABasicAnimation`).
open class BasicAnimation: PropertyAnimation, @unchecked Sendable {
  public var fromValue: Any?
  public var toValue: Any?
  public var byValue: Any?
}

/// A spring animation (`CASpringAnimation`).
open class SpringAnimation: BasicAnimation, @unchecked Sendable {
  public var mass: CGFloat = 1
  public var stiffness: CGFloat = 100
  public var damping: CGFloat = 10
  public var initialVelocity: CGFloat = 0
  /// The time a spring of these values takes to settle; the stored `duration` here.
  public var settlingDuration: TimeInterval { duration }
}

/// Several animations run together (`CAAnimationGroup`).
open class AnimationGroup: Animation, @unchecked Sendable {
  public var animations: [Animation]?
}

/// A key-frame animation (`CAKeyframeAnimation`).
open class KeyframeAnimation: PropertyAnimation, @unchecked Sendable {
  public var values: [Any]?
  public var keyTimes: [NSNumber]?
  public var path: GraphicsPath?
  public var timingFunctions: [MediaTimingFunction]?
  public var calculationMode: AnimationCalculationMode = .linear
  public var rotationMode: AnimationRotationMode?
}

/// A transition between layer states (`CATransition`).
open class Transition: Animation, @unchecked Sendable {
  public var type: String = "fade"
  public var subtype: String?
  public var startProgress: Float = 0
  public var endProgress: Float = 1
}
