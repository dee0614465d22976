import Foundation

/// An object adopting one of UIKit's or Core Animation's delegate, data source or
/// transitioning protocols. On iOS those protocols refine `NSObjectProtocol`, so a delegate
/// answers NSObject's messages through the protocol's type, as wrappers ask before they
/// forward (`delegate?.responds(to: #selector(UITextFieldDelegate.textFieldShouldReturn(_:)))`).
/// Here they refine this protocol instead, which asks nothing of an adopter: a delegate
/// need not be an `NSObject`. It answers `isKind(of:)` and `isMember(of:)` as
/// ``ClassQueries`` does (`if delegate.isKind(of: UIView.self)`).
public protocol DelegateObject: ClassQueries {}

#if !canImport(ObjectiveC)
  extension DelegateObject {
    /// Whether the delegate implements the method `aSelector` names: always `true`, as for
    /// any object here (there is no runtime to ask), so code that asks before calling an
    /// optional requirement calls it and reaches the requirement's default when the
    /// delegate has none. An adopter that is an `NSObjectProtocol` object answers with its own.
    @_disfavoredOverload
    public func responds(to aSelector: Selector?) -> Bool { aSelector != nil }

    /// Sending the message `aSelector` names (`perform(_:)`): nothing is sent, as with
    /// target-action, and the result is `nil`.
    @_disfavoredOverload @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { nil }

    /// Sending `aSelector` with an argument (`perform(_:with:)`): nothing is sent.
    @_disfavoredOverload @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
      nil
    }
  }
#endif
