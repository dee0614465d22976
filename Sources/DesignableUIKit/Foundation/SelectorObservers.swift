import Components
import Foundation

#if !canImport(ObjectiveC)
  extension NotificationCenter {
    /// Registers `observer` to receive `name` by a method named by a selector, as Darwin's
    /// Foundation does. There is no Objective-C runtime here to call a method by its name, so
    /// the registration is accepted and the method never runs, as selector target-action is
    /// inert in a render; `removeObserver(_:)` is still fine to call. Observe with
    /// `addObserver(forName:object:queue:using:)` for a block that runs.
    public func addObserver(
      _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
      object anObject: Any?
    ) {}
  }

  extension Timer {
    /// A timer that would send `aSelector` to `target`, as Darwin's Foundation makes one.
    /// Without an Objective-C runtime the method cannot be called by name, so the timer is
    /// made valid and is not scheduled: it never fires, as selector target-action is inert in a
    /// render, and `invalidate()` ends it as usual. `userInfo` is not kept.
    public class func scheduledTimer(
      timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
      userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
      Timer(timeInterval: ti, repeats: yesOrNo) { _ in }
    }

    /// A timer that would send `aSelector` to `target` once added to a run loop; like
    /// ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``, it never fires here.
    public convenience init(
      timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
      userInfo: Any?, repeats yesOrNo: Bool
    ) {
      self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
    }
  }
#endif
