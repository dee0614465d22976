import Components
import Foundation

/// What gives an animation's timing curve (`UITimingCurveProvider`): a cubic Bézier, a spring,
/// or both. A render shows animations' end states, so nothing here is ever stepped.
public protocol UITimingCurveProvider: AnyObject {
  /// Which of the curves it gives.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, if it gives one.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, if it gives one.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// Which timing curve a provider gives (`UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
  case builtin, cubic, spring, composed
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (`UICubicTimingParameters`).
open class UICubicTimingParameters: UITimingCurveProvider {
  /// The curve's named shape; `.easeInOut` unless made from one.
  public let animationCurve: UIView.AnimationCurve
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint

  /// The system's ease-in-ease-out curve.
  public convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  /// The curve of a named animation curve, with Core Animation's control points.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    let points: (CGFloat, CGFloat, CGFloat, CGFloat) =
      switch curve {
      case .easeIn: (0.42, 0, 1, 1)
      case .easeOut: (0, 0, 0.58, 1)
      case .linear: (0, 0, 1, 1)
      default: (0.42, 0, 0.58, 1)
      }
    controlPoint1 = CGPoint(x: points.0, y: points.1)
    controlPoint2 = CGPoint(x: points.2, y: points.3)
  }

  /// A curve through the two inner control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
  }

  open var timingCurveType: UITimingCurveType { .cubic }
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve (`UISpringTimingParameters`); its values are kept.
open class UISpringTimingParameters: UITimingCurveProvider {
  public let initialVelocity: CGVector
  public let dampingRatio: CGFloat

  /// A critically damped spring.
  public convenience init() {
    self.init(dampingRatio: 1)
  }

  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
    dampingRatio = ratio
    initialVelocity = velocity
  }

  /// A spring of `mass`, `stiffness` and `damping`; its damping ratio is computed from them.
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {
    let critical = 2 * (mass * stiffness).squareRoot()
    dampingRatio = critical > 0 ? damping / critical : 1
    self.initialVelocity = initialVelocity
  }

  open var timingCurveType: UITimingCurveType { .spring }
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  open var springTimingParameters: UISpringTimingParameters? { self }
}

extension UIViewPropertyAnimator {
  /// An animator along `parameters`; the curve is ignored, as a render shows end states.
  public convenience init(
    duration: TimeInterval, timingParameters parameters: UITimingCurveProvider
  ) {
    self.init(duration: duration, curve: .easeInOut)
  }
}
