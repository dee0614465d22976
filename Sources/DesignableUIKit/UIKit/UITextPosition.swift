import Foundation

/// A place in a text input's text (`UITextPosition`). The positions a text field or text
/// view gives are UTF-16 offsets into its text, as UIKit's are, so code that moves a caret
/// by `position(from:offset:)` and measures by `offset(from:to:)` gets the same numbers.
open class UITextPosition {
  public init() {}
}

/// Two positions are equal when they are the same place in the text, as UIKit's text
/// inputs compare theirs (`isEqual(_:)`); a position made elsewhere only equals itself.
extension UITextPosition: Equatable {
  public static func == (lhs: UITextPosition, rhs: UITextPosition) -> Bool {
    guard let left = lhs as? TextOffsetPosition, let right = rhs as? TextOffsetPosition else {
      return lhs === rhs
    }
    return left.offset == right.offset
  }
}

/// A position at a UTF-16 offset into a text input's text.
final class TextOffsetPosition: UITextPosition {
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
  }
}

/// The `UITextInput` arithmetic of a text of `length` UTF-16 units, shared by text fields
/// and text views. A position made elsewhere (`UITextPosition()`) counts as the start.
struct TextPositions {
  let length: Int

  static func offset(of position: UITextPosition) -> Int {
    (position as? TextOffsetPosition)?.offset ?? 0
  }

  /// The position `offset` units into the text, or nil outside it, as UIKit answers.
  func position(at offset: Int) -> UITextPosition? {
    (0...max(0, length)).contains(offset) ? TextOffsetPosition(offset) : nil
  }

  func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let (sum, overflow) = Self.offset(of: position).addingReportingOverflow(offset)
    return overflow ? nil : self.position(at: sum)
  }

  /// Right and left move along the text; up and down, which need laid-out lines, give nil.
  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
    -> UITextPosition?
  {
    switch direction {
    case .right: return self.position(from: position, offset: offset)
    case .left: return self.position(from: position, offset: -offset)
    case .up, .down: return nil
    }
  }

  static func offset(from: UITextPosition, to other: UITextPosition) -> Int {
    offset(of: other) - offset(of: from)
  }

  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    let (a, b) = (Self.offset(of: position), Self.offset(of: other))
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }

  /// The range as an `NSRange` of the text, its ends put in order and kept inside it.
  func nsRange(_ range: UITextRange) -> NSRange {
    let ends = [Self.offset(of: range.start), Self.offset(of: range.end)]
      .map { min(max($0, 0), max(0, length)) }
    let start = ends.min() ?? 0
    return NSRange(location: start, length: (ends.max() ?? 0) - start)
  }

  func textRange(_ range: NSRange) -> UITextRange {
    UITextRange(
      start: TextOffsetPosition(range.location),
      end: TextOffsetPosition(range.location + range.length))
  }
}

/// A direction to move a position in (`UITextLayoutDirection`).
public enum UITextLayoutDirection: Int, Sendable {
  case right = 2
  case left = 3
  case up = 4
  case down = 5
}
