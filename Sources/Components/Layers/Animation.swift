import Foundation

/// A Core Animation style animation (`CAAnimation`). Designable renders model values, the
/// end state of every animation, never a frame in between: animations are kept only so
/// that code that adds them runs unchanged. Their delegates are never called
/// (`animationDidStart(_:)` and `animationDidStop(_:finished:)` do not run), and `fillMode`,
/// `beginTime` and the timing are stored without effect.
open class Animation: NSObject, @unchecked Sendable {
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
  /// UIKit's accessibility values, which every object has on iOS (a component tags its layers
  /// and animations with `accessibilityHint`); stored only.
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityIdentifier: String?
  open var accessibilityTraits: AccessibilityTraits = .none

  public override init() { super.init() }

  /// Creates an animation from an archive (`NSCoding`, as on iOS, where a subclass with
  /// initializers of its own must provide it). Nothing archives animations here: the
  /// animation has default values.
  public required init?(coder: NSCoder) {}

  /// A copy with the same values (`copy(with:)`, as `CAAnimation` is `NSCopying`): what
  /// `add(_:forKey:)` keeps of an animation whose copy is of its own class, and what code that
  /// adjusts a layer's running animation makes by hand. Values it holds (the delegate,
  /// objects stored by key) are shared, not copied. The copy is of the library class the
  /// animation is or derives from: a subclass of your own that needs copies of its own class
  /// overrides this method, as its own stored properties need on iOS too.
  open func copy(with zone: NSZone? = nil) -> Any { copyingValues(into: Animation()) }

  /// Sets `copy`'s values to this animation's, those of each library class it is one of.
  func copyingValues(into copy: Animation) -> Animation {
    copy.duration = duration
    copy.beginTime = beginTime
    copy.timeOffset = timeOffset
    copy.speed = speed
    copy.repeatCount = repeatCount
    copy.repeatDuration = repeatDuration
    copy.autoreverses = autoreverses
    copy.isRemovedOnCompletion = isRemovedOnCompletion
    copy.fillMode = fillMode
    copy.timingFunction = timingFunction
    copy.delegate = delegate
    copy.values = values
    return copy
  }

  /// A copy (`copy()`), made by ``copy(with:)``.
  open override func copy() -> Any { copy(with: nil) }

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
public protocol AnimationDelegate: DelegateObject {
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
  /// The function applied to interpolated values (`valueFunction`); kept.
  public var valueFunction: ValueFunction?

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    copyingValues(into: PropertyAnimation())
  }

  override func copyingValues(into copy: Animation) -> Animation {
    let copy = super.copyingValues(into: copy)
    if let copy = copy as? PropertyAnimation {
      copy.keyPath = keyPath
      copy.isAdditive = isAdditive
      copy.isCumulative = isCumulative
      copy.valueFunction = valueFunction
    }
    return copy
  }
}

/// An animation from one value to another (`CABasicAnimation`).
open class BasicAnimation: PropertyAnimation, @unchecked Sendable {
  public var fromValue: Any?
  public var toValue: Any?
  public var byValue: Any?

  open override func copy(with zone: NSZone? = nil) -> Any {
    copyingValues(into: BasicAnimation())
  }

  override func copyingValues(into copy: Animation) -> Animation {
    let copy = super.copyingValues(into: copy)
    if let copy = copy as? BasicAnimation {
      copy.fromValue = fromValue
      copy.toValue = toValue
      copy.byValue = byValue
    }
    return copy
  }
}

/// A spring animation (`CASpringAnimation`).
open class SpringAnimation: BasicAnimation, @unchecked Sendable {
  public var mass: CGFloat = 1
  public var stiffness: CGFloat = 100
  public var damping: CGFloat = 10
  public var initialVelocity: CGFloat = 0
  /// The time a spring of these values takes to settle; the stored `duration` here.
  public var settlingDuration: TimeInterval { duration }

  open override func copy(with zone: NSZone? = nil) -> Any {
    copyingValues(into: SpringAnimation())
  }

  override func copyingValues(into copy: Animation) -> Animation {
    let copy = super.copyingValues(into: copy)
    if let copy = copy as? SpringAnimation {
      copy.mass = mass
      copy.stiffness = stiffness
      copy.damping = damping
      copy.initialVelocity = initialVelocity
    }
    return copy
  }

  /// A spring that settles in about `perceptualDuration` seconds, overshooting by `bounce`
  /// (from 0, none, towards 1) (`init(perceptualDuration:bounce:)`, iOS 17): a mass of 1,
  /// the stiffness (2π / duration)² and the damping that `bounce` leaves, as SwiftUI's
  /// springs are defined.
  public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
    self.init()
    let period = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
    let omega = 2 * CGFloat.pi / CGFloat(period)
    let clamped = min(max(bounce.isFinite ? bounce : 0, -1), 1)
    stiffness = omega * omega
    damping =
      clamped >= 0
      ? 4 * CGFloat.pi * (1 - clamped) / CGFloat(period)
      : 4 * CGFloat.pi / (CGFloat(period) * (1 + clamped))
    duration = period
  }
}

/// Several animations run together (`CAAnimationGroup`).
open class AnimationGroup: Animation, @unchecked Sendable {
  public var animations: [Animation]?

  /// A copy holding the same animations (the list is copied, not its animations).
  open override func copy(with zone: NSZone? = nil) -> Any {
    copyingValues(into: AnimationGroup())
  }

  override func copyingValues(into copy: Animation) -> Animation {
    let copy = super.copyingValues(into: copy)
    if let copy = copy as? AnimationGroup { copy.animations = animations }
    return copy
  }
}

/// A key-frame animation (`CAKeyframeAnimation`).
open class KeyframeAnimation: PropertyAnimation, @unchecked Sendable {
  public var values: [Any]?
  public var keyTimes: [NSNumber]?
  public var path: GraphicsPath?
  public var timingFunctions: [MediaTimingFunction]?
  public var calculationMode: AnimationCalculationMode = .linear
  public var rotationMode: AnimationRotationMode?

  open override func copy(with zone: NSZone? = nil) -> Any {
    copyingValues(into: KeyframeAnimation())
  }

  override func copyingValues(into copy: Animation) -> Animation {
    let copy = super.copyingValues(into: copy)
    if let copy = copy as? KeyframeAnimation {
      copy.values = values
      copy.keyTimes = keyTimes
      copy.path = path
      copy.timingFunctions = timingFunctions
      copy.calculationMode = calculationMode
      copy.rotationMode = rotationMode
    }
    return copy
  }
}

/// A transition between layer states (`CATransition`).
open class Transition: Animation, @unchecked Sendable {
  public var type: TransitionType = .fade
  public var subtype: TransitionSubtype?
  public var startProgress: Float = 0
  public var endProgress: Float = 1

  open override func copy(with zone: NSZone? = nil) -> Any {
    copyingValues(into: Transition())
  }

  override func copyingValues(into copy: Animation) -> Animation {
    let copy = super.copyingValues(into: copy)
    if let copy = copy as? Transition {
      copy.type = type
      copy.subtype = subtype
      copy.startProgress = startProgress
      copy.endProgress = endProgress
    }
    return copy
  }
}

/// How a transition shows the new state (`CATransitionType`); a string, as Core Animation
/// names them, so `"fade"` is one too.
public struct TransitionType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public static let fade = TransitionType(rawValue: "fade")
  public static let moveIn = TransitionType(rawValue: "moveIn")
  public static let push = TransitionType(rawValue: "push")
  public static let reveal = TransitionType(rawValue: "reveal")
}

/// The side a transition comes from (`CATransitionSubtype`).
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable,
  ExpressibleByStringLiteral
{
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public static let fromRight = TransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = TransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
}

/// A function a property animation applies to its interpolated number before setting it
/// (`CAValueFunction`): a rotation, scale or translation about one axis. Kept: a render
/// shows model values.
open class ValueFunction: @unchecked Sendable {
  /// The function's name (`CAValueFunctionName`).
  public struct Name: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = Name(rawValue: "rotateX")
    public static let rotateY = Name(rawValue: "rotateY")
    public static let rotateZ = Name(rawValue: "rotateZ")
    public static let scale = Name(rawValue: "scale")
    public static let scaleX = Name(rawValue: "scaleX")
    public static let scaleY = Name(rawValue: "scaleY")
    public static let scaleZ = Name(rawValue: "scaleZ")
    public static let translate = Name(rawValue: "translate")
    public static let translateX = Name(rawValue: "translateX")
    public static let translateY = Name(rawValue: "translateY")
    public static let translateZ = Name(rawValue: "translateZ")
  }

  public let name: Name

  public init?(name: Name) { self.name = name }
}
