import Components
import DesignableUIKit
import Raster
import Testing

/// A text view's TextKit objects: its text storage holds what it draws, and its container's
/// line limit holds the lines it draws, as text views that trim their text to a few lines
/// with "Read more" rely on.
@Suite("A text view's text storage and layout manager")
struct TextViewTextKitTests {
  /// The rows of `picture` that hold dark (text) pixels.
  func inkedRows(_ picture: Bitmap) -> [Int] {
    (0..<picture.height).filter { y in
      (0..<picture.width).contains { x in picture[x, y].alpha > 128 && picture[x, y].red < 128 }
    }
  }

  func textView(_ text: String) -> UITextView {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    view.font = .monospacedSystemFont(ofSize: 10, weight: .regular)
    view.textColor = .black
    view.text = text
    return view
  }

  @Test func theStorageHoldsTheTextAndItsEditsAreDrawn() {
    let view = textView("one two")
    #expect(
      view.textStorage.string == "one two" && view.layoutManager.textStorage === view.textStorage)
    #expect(view.layoutManager.textContainers.first === view.textContainer)
    let before = Lifecycle.render(view, scale: 1)
    view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 7), with: "")
    #expect(view.text == "")
    #expect(inkedRows(Lifecycle.render(view, scale: 1)).isEmpty && !inkedRows(before).isEmpty)
    view.textStorage.replaceCharacters(
      in: NSRange(location: 0, length: 0),
      with: NSAttributedString(string: "three", attributes: [.font: view.font!]))
    #expect(view.text == "three" && !inkedRows(Lifecycle.render(view, scale: 1)).isEmpty)
  }

  @Test func theContainersLineLimitHoldsTheLinesDrawn() {
    let view = textView(String(repeating: "word ", count: 40))
    let all = inkedRows(Lifecycle.render(view, scale: 1))
    view.textContainer.maximumNumberOfLines = 2
    let two = inkedRows(Lifecycle.render(view, scale: 1))
    #expect(!two.isEmpty && two.max()! < all.max()!)
    let range = view.layoutManager.glyphRange(for: view.textContainer)
    #expect(range.location == 0 && range.length > 0 && range.length < view.textStorage.length)
    // Sized as it draws: two lines and the insets.
    let fitted = view.sizeThatFits(CGSize(width: 120, height: 1000))
    let lineHeight = view.layoutManager.usedRect(for: view.textContainer).height / 2
    #expect(abs(fitted.height - (2 * lineHeight + 16).rounded(.up)) <= 1)
  }

  /// A text view given a container of the caller's TextKit stack shows that stack's text.
  @Test func aCallersTextKitStackIsTheViews() {
    let storage = NSTextStorage(string: "kept")
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: .zero)
    storage.addLayoutManager(manager)
    manager.addTextContainer(container)
    let view = UITextView(
      frame: CGRect(x: 0, y: 0, width: 80, height: 40), textContainer: container)
    #expect(view.textStorage === storage && view.layoutManager === manager)
    #expect(view.text == "kept" && manager.textContainers.count == 1)
    view.text = "changed"
    #expect(storage.string == "changed")
  }
}
