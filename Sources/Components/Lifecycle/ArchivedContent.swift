/// What a document archives for a view past its frame and ``StandardProperties``: the
/// properties of its UIKit class (a label's text, font and colour, a button's titles, an
/// image view's image), restored by whoever read the document.
///
/// `UIView.init(coder:)` restores it inside `super.init(coder:)`, after the standard
/// properties and before the subclass's own init code continues; Interface Builder sets it
/// right after `init(frame:)`, with the other archived properties. Two values are equal
/// when they name the same origin.
public struct ArchivedContent: Equatable, Sendable {
  /// Where the content was archived (`Main.storyboard:42`), for equality and messages.
  public let origin: String
  private let restorer: @Sendable (View) -> Void

  /// - Parameters:
  ///   - origin: where the content was archived.
  ///   - restore: sets the archived properties on a view.
  public init(origin: String, restore: @escaping @Sendable (View) -> Void) {
    self.origin = origin
    self.restorer = restore
  }

  /// Sets the archived properties on `view`.
  public func restore(into view: View) {
    restorer(view)
  }

  public static func == (lhs: ArchivedContent, rhs: ArchivedContent) -> Bool {
    lhs.origin == rhs.origin
  }
}
