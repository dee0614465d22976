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
#endif
