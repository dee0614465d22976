import Foundation

#if !canImport(ObjectiveC)
  /// The name of a method (`Selector` of the Objective-C runtime, which Linux lacks), so that
  /// `addTarget(_:action:for:)` and `UITapGestureRecognizer(target:action:)` compile. Nothing
  /// ever calls it: `#selector` is Objective-C only, so real code wraps those lines in
  /// `#if canImport(ObjectiveC)`, and target-action here is inert.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The method's name, such as `"handleTap:"`.
    public let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { name }
  }
#endif
