import Foundation

/// Views are equal only to themselves, as `UIView`s are (NSObject's `isEqual:` compares
/// identity), so code that compares views with `==` or keeps them in sets reads as on iOS.
extension View: IdentityHashable {}

/// Views are `NSObjectProtocol` objects, as `UIView`s are, so a view can be the target of a
/// weak proxy typed `NSObjectProtocol` (the usual way to keep a `CADisplayLink` from
/// retaining its view).
extension View: NSObjectProtocol {
  public func `self`() -> Self { self }
  public func isProxy() -> Bool { false }
}
