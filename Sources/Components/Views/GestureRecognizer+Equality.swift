/// Recognizers are equal only to themselves, as UIKit's (NSObject identity), so
/// `gestureRecognizer == panGestureRecognizer` compiles and reads as on iOS.
extension GestureRecognizer: Hashable {
  public static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
