import Foundation

/// A Core Animation style animation. Designable renders model values, the end state of
/// every animation, never a frame in between; animations are kept only so that code that
/// adds them runs unchanged.
open class Animation: @unchecked Sendable {
  public var duration: TimeInterval = 0.25
  public var beginTime: TimeInterval = 0
  public var repeatCount: Float = 0
  public var autoreverses = false
  public var isRemovedOnCompletion = true
  public var fillMode: String = "removed"
  public var timingFunction: Any?
  public var delegate: AnyObject?

  public init() {}
}

/// An animation of one key path (`CABasicAnimation`).
open class BasicAnimation: Animation, @unchecked Sendable {
  public var keyPath: String?
  public var fromValue: Any?
  public var toValue: Any?
  public var byValue: Any?

  public init(keyPath: String?) {
    self.keyPath = keyPath
    super.init()
  }
}

/// Several animations run together (`CAAnimationGroup`).
open class AnimationGroup: Animation, @unchecked Sendable {
  public var animations: [Animation]?
}

/// A key-frame animation (`CAKeyframeAnimation`).
open class KeyframeAnimation: BasicAnimation, @unchecked Sendable {
  public var values: [Any]?
  public var keyTimes: [Double]?
}
