import Foundation

#if !canImport(UIKit)
  /// Key-value coding on a coder (`coder.value(forKey: "delegate")`), which Objective-C's
  /// `NSObject` gives every class and Foundation here does not.
  extension NSCoder {
    /// `nil`: a coder has no property for such a key. On iOS the same call raises
    /// `NSUnknownKeyException`; code that reaches it (a layout archived in a storyboard whose
    /// `init(coder:)` reads its delegate this way) fails there too.
    public func value(forKey key: String) -> Any? { nil }
  }
#endif
