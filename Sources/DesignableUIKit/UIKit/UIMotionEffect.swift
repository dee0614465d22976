import Components
import Foundation

/// What moves a view as the device tilts (`UIMotionEffect`): a render has no device to
/// tilt, so an effect added to a view is kept and never moves it.
open class UIMotionEffect: NSObject {
  public override init() { super.init() }

  /// The key paths and values to set for a tilt of `viewerOffset`
  /// (`keyPathsAndRelativeValues(forViewerOffset:)`): none by default; never asked here.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}

/// A motion effect that moves one key path between two values with the tilt along one axis
/// (`UIInterpolatingMotionEffect`), as parallax cards do; kept, never applied here.
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// The axis whose tilt drives the effect.
  public enum EffectType: Int, Sendable {
    case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
  }

  /// The key path the effect moves (`center.x`, `layer.shadowOffset`).
  public let keyPath: String
  /// The axis the effect follows.
  public let type: EffectType
  /// The value added at the largest tilt one way.
  open var minimumRelativeValue: Any?
  /// The value added at the largest tilt the other way.
  open var maximumRelativeValue: Any?

  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }
}

/// Motion effects applied together (`UIMotionEffectGroup`).
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects of the group.
  open var motionEffects: [UIMotionEffect]?
}

extension UIView {
  /// The motion effects added to the view, in the order added; they never move it here.
  public var motionEffects: [UIMotionEffect] {
    get { motionEffectObjects.compactMap { $0 as? UIMotionEffect } }
    set { motionEffectObjects = newValue }
  }

  /// Adds `effect` to ``motionEffects``, once.
  public func addMotionEffect(_ effect: UIMotionEffect) {
    guard !motionEffectObjects.contains(where: { $0 === effect }) else { return }
    motionEffectObjects.append(effect)
  }

  /// Removes `effect` from ``motionEffects``.
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffectObjects.removeAll { $0 === effect }
  }
}
