import DesignableUIKit
import Foundation
import Testing

extension UITextInput {
  /// The selection as an `NSRange`, as pin fields read it through the protocol.
  fileprivate var selectedNSRange: NSRange? {
    guard let range = selectedTextRange else { return nil }
    return NSRange(
      location: offset(from: beginningOfDocument, to: range.start),
      length: offset(from: range.start, to: range.end))
  }
}

/// Text fields and text views count positions in UTF-16 units of their text, as UIKit does,
/// so caret arithmetic in a component's code (pin fields, masks) gives UIKit's numbers.
@Suite struct TextPositionTests {
  @Test func aFieldMovesAndMeasuresPositionsInItsText() throws {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    field.text = "12345"
    let start = field.beginningOfDocument
    let third = try #require(field.position(from: start, offset: 3))
    #expect(field.offset(from: start, to: third) == 3)
    #expect(field.offset(from: third, to: field.endOfDocument) == 2)
    #expect(field.position(from: start, offset: 6) == nil, "past the end")
    #expect(field.position(from: start, offset: -1) == nil, "before the start")
    #expect(field.position(from: third, offset: Int.max) == nil, "no overflow")
    #expect(field.compare(start, to: third) == .orderedAscending)
    #expect(field.compare(third, to: start) == .orderedDescending)
    #expect(
      field.compare(third, to: try #require(field.position(from: start, offset: 3))) == .orderedSame
    )
    let left = try #require(field.position(from: third, in: .left, offset: 2))
    #expect(field.offset(from: start, to: left) == 1)
    #expect(field.position(from: third, in: .up, offset: 1) == nil, "one line")
    #expect(field.position(from: left, offset: 2) == third, "the same place")
    #expect(field.position(from: left, offset: 1) != third)
    #expect(UITextPosition() != UITextPosition(), "positions made elsewhere are their own")
  }

  @Test func aFieldReadsAndReplacesTheTextOfARange() throws {
    let field = UITextField(frame: .zero)
    field.text = "a😀b"
    #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
    let one = try #require(field.position(from: field.beginningOfDocument, offset: 1))
    let three = try #require(field.position(from: one, offset: 2))
    let emoji = try #require(field.textRange(from: three, to: one), "ends in either order")
    #expect(field.text(in: emoji) == "😀")
    #expect(!emoji.isEmpty)
    #expect(try #require(field.textRange(from: one, to: one)).isEmpty)
    field.replace(emoji, withText: "-")
    #expect(field.text == "a-b")
  }

  @Test func aTextViewsSelectionIsItsSelectedRange() throws {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    view.text = "hello world"
    let start = view.beginningOfDocument
    let six = try #require(view.position(from: start, offset: 6))
    view.selectedTextRange = view.textRange(from: six, to: view.endOfDocument)
    #expect(view.selectedRange == NSRange(location: 6, length: 5))
    let selected = try #require(view.selectedTextRange)
    #expect(view.text(in: selected) == "world")
    view.replace(selected, withText: "there")
    #expect(view.text == "hello there")
    #expect(view.selectedRange == NSRange(location: 11, length: 0), "the caret after the text")
  }

  @Test func fieldsAndViewsAnswerThroughTheTextInputProtocol() throws {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    field.text = "1234"
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    view.text = "abcdef"
    for (input, expected) in [(field as UITextInput, 4), (view as UITextInput, 6)] {
      let start = try #require(input.position(from: input.beginningOfDocument, offset: 1))
      let end = try #require(input.position(from: start, offset: 2))
      var selecting = input
      selecting.selectedTextRange = input.textRange(from: start, to: end)
      #expect(input.selectedNSRange == NSRange(location: 1, length: 2))
      #expect(input.offset(from: input.beginningOfDocument, to: input.endOfDocument) == expected)
    }
  }
}
