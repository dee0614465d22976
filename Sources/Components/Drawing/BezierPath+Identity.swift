/// Paths are equal only to themselves, as `UIBezierPath`, an `NSObject` that keeps
/// `isEqual(_:)` as identity, is on iOS: `paths[state] != path` asks whether the path object
/// changed, and a path can be kept in a set or as a dictionary key.
extension BezierPath: Equatable, Hashable {
  public static func == (lhs: BezierPath, rhs: BezierPath) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
