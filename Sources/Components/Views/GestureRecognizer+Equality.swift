/// Recognizers are equal only to themselves, as UIKit's (NSObject identity), so
/// `gestureRecognizer == panGestureRecognizer` compiles and reads as on iOS.
extension GestureRecognizer: IdentityHashable {}
