import Components
import Foundation

/// A responder whose text has positions, ranges and a selection (`UITextInput`): text fields
/// and text views adopt it, so code written against the protocol (an extension reading the
/// selected range as an `NSRange`) runs on either. Its requirements are those of UIKit's
/// protocol that both answer here; geometry answers as they do (no caret, no rectangles).
public protocol UITextInput: UIKeyInput {
  var selectedTextRange: UITextRange? { get set }
  var beginningOfDocument: UITextPosition { get }
  var endOfDocument: UITextPosition { get }
  func text(in range: UITextRange) -> String?
  func replace(_ range: UITextRange, withText text: String)
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
    -> UITextPosition?
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  func caretRect(for position: UITextPosition) -> CGRect
  func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
  func firstRect(for range: UITextRange) -> CGRect
  func closestPosition(to point: CGPoint) -> UITextPosition?
  func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
  func characterRange(at point: CGPoint) -> UITextRange?
}

extension UITextInput {
  /// The text being composed by an input method (`markedTextRange`): none, as nothing is
  /// typed in a render, so code that waits for composition to end goes on.
  public var markedTextRange: UITextRange? { nil }
  /// Sets text being composed; nothing is composed in a render.
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
  /// Ends composition; there is none.
  public func unmarkText() {}
}

extension UITextField: UITextInput {}
extension UITextView: UITextInput {}
