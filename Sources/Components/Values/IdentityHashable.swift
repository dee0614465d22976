/// An object equal only to itself and hashed by its identity, as an `NSObject` is on iOS,
/// whose `isEqual:` compares identity. UIKit's and Core Animation's classes that descend
/// from `NSObject` there adopt it, so `animator.behaviors.contains(behavior)`,
/// `firstIndex(of:)` and sets of them read as on iOS.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
