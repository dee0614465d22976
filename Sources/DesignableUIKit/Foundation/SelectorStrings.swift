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

  extension NSObjectProtocol {
    /// Whether the object implements the method `aSelector` names: always `true` here,
    /// where there is no runtime to ask. Code that asks before calling an optional
    /// requirement of a delegate protocol then calls it; adapted by DesignableAdapterPlugin,
    /// such a requirement has a default that does nothing.
    public func responds(to aSelector: Selector?) -> Bool { aSelector != nil }
  }
#endif
