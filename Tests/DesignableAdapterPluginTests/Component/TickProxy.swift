import UIKit

/// Holds its target weakly and forwards what it does not implement, as components hand a
/// display link or a timer a proxy of themselves so as not to be retained by it.
final class TickProxy: NSObject {
  weak var target: NSObjectProtocol?

  init(_ target: NSObjectProtocol) {
    self.target = target
    super.init()
  }

  override func responds(to aSelector: Selector!) -> Bool {
    guard let target = target else { return super.responds(to: aSelector) }
    return target.responds(to: aSelector)
  }

  override func forwardingTarget(for aSelector: Selector!) -> Any? {
    target
  }
}
