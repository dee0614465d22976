import Components
import Foundation

#if !canImport(ObjectiveC)
  /// The selector named `aSelectorName` (`NSSelectorFromString`), as code that replays the
  /// names `actions(forTarget:forControlEvent:)` returns builds it.
  public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
  }

  /// The name of `aSelector` (`NSStringFromSelector`), such as `"valueChanged:"`.
  public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

  extension NSObject {
    /// Whether the class implements the class method `aSelector` names
    /// (`+respondsToSelector:`, as a static method asks `self.responds(to:)`): always
    /// `true`, as there is no runtime to ask.
    public class func responds(to aSelector: Selector?) -> Bool { aSelector != nil }

    /// Whether the class's instances implement the method `aSelector` names
    /// (`instancesRespond(to:)`): always `true`, as above.
    public class func instancesRespond(to aSelector: Selector?) -> Bool { aSelector != nil }
  }

  extension NSObjectProtocol {
    /// Whether the object implements the method `aSelector` names: always `true` here,
    /// where there is no runtime to ask. Code that asks before calling an optional
    /// requirement of a delegate protocol then calls it; adapted by DesignableAdapterPlugin,
    /// such a requirement has a default that does nothing.
    public func responds(to aSelector: Selector?) -> Bool { aSelector != nil }

    /// The object to forward a message it does not implement to (`forwardingTarget(for:)`):
    /// `nil`, as no message is forwarded here. DesignableAdapterPlugin makes a proxy's
    /// override of it the proxy's own method.
    public func forwardingTarget(for aSelector: Selector!) -> Any? { nil }

    /// Sending the message `aSelector` names (`perform(_:)`): nothing is sent here, as with
    /// target-action, and the result is `nil`.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { nil }

    /// Sending `aSelector` with an argument (`perform(_:with:)`): nothing is sent here.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
      nil
    }

    /// Sending `aSelector` with two arguments (`perform(_:with:with:)`): nothing is sent here.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
      -> Unmanaged<AnyObject>!
    { nil }

    /// Sending `aSelector` after `delay` (`perform(_:with:afterDelay:)`), as views and other
    /// objects do: a render never waits, so nothing is sent.
    public func perform(
      _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval
    ) {}

    /// Sending `aSelector` after `delay` in run loop `modes`: nothing is sent, as above.
    public func perform(
      _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
      inModes modes: [RunLoop.Mode]
    ) {}

    /// Sending `aSelector` on the main thread (`performSelector(onMainThread:with:
    /// waitUntilDone:)`): nothing is sent, as with `perform(_:)`.
    public func performSelector(
      onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool
    ) {}

    /// Sending `aSelector` on the main thread in run loop `modes`: nothing is sent.
    public func performSelector(
      onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool,
      modes array: [String]?
    ) {}

    /// Sending `aSelector` on `thread`: nothing is sent.
    public func perform(
      _ aSelector: Selector, on thread: Thread, with arg: Any?, waitUntilDone wait: Bool
    ) {}

    /// Sending `aSelector` on a new background thread: nothing is sent.
    public func performSelector(inBackground aSelector: Selector, with arg: Any?) {}

    /// Cancelling the sends `perform(_:with:afterDelay:)` scheduled: there are none.
    public static func cancelPreviousPerformRequests(withTarget aTarget: Any) {}

    /// Cancelling the scheduled sends of `aSelector`: there are none.
    public static func cancelPreviousPerformRequests(
      withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {}
  }
#endif
