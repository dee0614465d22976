import Components
import Foundation

/// A scrolling, multi-line text view (`UITextView`), drawn as iOS draws one that is not
/// being edited: its text wrapped inside the bounds inset by `textContainerInset` (8 points
/// at the top and bottom by default) and, at each side, by the text container's
/// `lineFragmentPadding` (5 points), in `font` (the 12-point system font unless set) and
/// `textColor` (`.label` unless set), aligned by `textAlignment`. As in UIKit the text is
/// drawn by a subview above the view's own `draw(_:)`, so a subclass that draws a
/// placeholder there shows it under the text whether or not it calls `super`.
///
/// Editing is inert: nothing becomes first responder, no keyboard or caret appears, the
/// delegate hears only `scrollViewDidScroll(_:)`, and the notifications are never posted.
/// A text view is white (`.systemBackground`) unless its background is set.
open class UITextView: UIScrollView {
  /// Posted by UIKit when editing begins; never posted here.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted by UIKit when the user changes the text; never posted here.
  public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted by UIKit when editing ends; never posted here.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// The text and its attributes; a change to it is drawn.
  public let textStorage: NSTextStorage
  /// Sets ``textStorage`` in ``textContainer`` and draws it: the container's
  /// `maximumNumberOfLines` limits the lines drawn.
  public let layoutManager: NSLayoutManager
  private var storage: NSAttributedString { textStorage }
  private var ownFont: UIFont?
  private var ownTextColor: UIColor?
  private var ownTypingAttributes: [NSAttributedString.Key: Any]?
  private let textView = TextDrawingView()
  /// Where the text is laid out; its `lineFragmentPadding` is drawn.
  public let textContainer: NSTextContainer

  /// The text; `nil` is stored as the empty string. Setting it styles it with the view's
  /// font, colour and alignment.
  open var text: String! {
    get { storage.string }
    set { setStorage(NSAttributedString(string: newValue ?? "", attributes: typingAttributes)) }
  }
  /// The text with its attributes, drawn run by run; `nil` is stored as empty. Setting it
  /// takes `font` and `textColor` from its first character, where set.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(attributedString: storage) }
    set {
      let string = newValue ?? NSAttributedString(string: "")
      if string.length > 0 {
        let first = string.attributes(at: 0, effectiveRange: nil)
        if let font = first[.font] as? UIFont { ownFont = font }
        if let color = first[.foregroundColor] as? UIColor { ownTextColor = color }
      }
      setStorage(string)
    }
  }
  /// The font of the whole text; the 12-point system font unless set.
  /// Stored only: the content size category is always `.large`, so no font is adjusted.
  open var adjustsFontForContentSizeCategory = false
  open var font: UIFont? {
    get { ownFont ?? .systemFont(ofSize: 12) }
    set {
      ownFont = newValue
      restyle(.font, newValue)
    }
  }
  /// The colour of the whole text; `.label` unless set.
  open var textColor: UIColor? {
    get { ownTextColor ?? .label }
    set {
      ownTextColor = newValue
      restyle(.foregroundColor, newValue)
    }
  }
  /// The alignment of the whole text.
  open var textAlignment = NSTextAlignment.natural {
    didSet { restyle(.paragraphStyle, paragraphStyle) }
  }
  /// The attributes new text takes: the view's font, colour and alignment unless set.
  open var typingAttributes: [NSAttributedString.Key: Any] {
    get {
      ownTypingAttributes ?? [
        .font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label,
        .paragraphStyle: paragraphStyle,
      ]
    }
    set { ownTypingAttributes = newValue }
  }
  /// The space around the text container; a negative or non-finite side counts as 0.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textDidChange() }
  }
  /// Stored only: nothing is edited in a render.
  open var isEditable = true
  /// Stored only: nothing is selected in a render.
  open var isSelectable = true
  open var allowsEditingTextAttributes = false
  /// Stored only: links are drawn with the text's own attributes.
  open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Stored only; nothing is selected in a render.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// Keyboard settings (`UITextInputTraits`); stored only, as no keyboard appears.
  open var keyboardType = UIKeyboardType.default
  open var keyboardAppearance = UIKeyboardAppearance.default
  open var returnKeyType = UIReturnKeyType.default
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  open var autocorrectionType = UITextAutocorrectionType.default
  open var spellCheckingType = UITextSpellCheckingType.default
  open var enablesReturnKeyAutomatically = false
  open var isSecureTextEntry = false
  open var textContentType: UITextContentType!
  open var smartQuotesType = UITextSmartQuotesType.default
  open var smartDashesType = UITextSmartDashesType.default
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  open var passwordRules: UITextInputPasswordRules?
  /// Which kinds of data are made links (`dataDetectorTypes`); stored, as nothing is
  /// detected in a render.
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// Stored only: no keyboard appears.
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }
  /// Stored only: no keyboard appears.
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  private var storedInputAccessoryView: UIView?
  private var storedInputView: UIView?

  /// Whether there is text (`UIKeyInput.hasText`).
  open var hasText: Bool { storage.length > 0 }
  /// `true`, as in UIKit; ``becomeFirstResponder()`` still refuses in a render, which has no
  /// key window.
  open override var canBecomeFirstResponder: Bool { true }

  /// What a storyboard's user-defined runtime attributes (and attribute sets) may set, by
  /// the Objective-C names key-value coding finds on iOS.
  open override class var inspectables: [Inspectable] {
    [
      .ib("text", \UITextView.text),
      .ib("textColor", \UITextView.textColor),
      .ib("editable", \UITextView.isEditable),
      .ib("selectable", \UITextView.isSelectable),
    ]
  }

  /// Interface Builder archives a text view's background (the system background colour)
  /// unless it is set to Default.
  open override class var documentDefaults: StandardProperties {
    StandardProperties(backgroundColor: .systemBackground)
  }

  /// A text view showing `textContainer`'s text, when it belongs to a layout manager of a
  /// text storage (a TextKit stack made by the caller), or a stack of its own.
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    let container = textContainer ?? NSTextContainer()
    self.textContainer = container
    if let manager = container.layoutManager, let storage = manager.textStorage {
      (layoutManager, textStorage) = (manager, storage)
    } else {
      (layoutManager, textStorage) = (NSLayoutManager(), NSTextStorage())
    }
    super.init(frame: frame)
    backgroundColor = .systemBackground
    setUp()
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  public required init?(coder: NSCoder) {
    textContainer = NSTextContainer()
    (layoutManager, textStorage) = (NSLayoutManager(), NSTextStorage())
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    textContainer.owner = self
    textStorage.addLayoutManager(layoutManager)
    if textContainer.layoutManager !== layoutManager {
      layoutManager.addTextContainer(textContainer)
    }
    textView.drawsText = { [weak self] bounds in self?.drawText(in: bounds) }
    addSubview(textView)
    textDidChange()
  }

  /// Replaces the selected range with `text` and selects nothing after it (`UIKeyInput`).
  open func insertText(_ text: String) {
    let string = storage.string as NSString
    let range = NSIntersectionRange(selectedRange, NSRange(location: 0, length: string.length))
    self.text = string.replacingCharacters(in: range, with: text)
    selectedRange = NSRange(location: range.location + (text as NSString).length, length: 0)
  }

  /// Removes the selected text, or the character before the selection (`UIKeyInput`).
  open func deleteBackward() {
    let length = (storage.string as NSString).length
    var range = NSIntersectionRange(selectedRange, NSRange(location: 0, length: length))
    if range.length == 0 {
      guard range.location > 0 else { return }
      range = NSRange(location: range.location - 1, length: 1)
    }
    text = (storage.string as NSString).replacingCharacters(in: range, with: "")
    selectedRange = NSRange(location: range.location, length: 0)
  }

  /// The caret's rectangle at `position` (`UITextInput`): empty, as no caret is drawn.
  open func caretRect(for position: UITextPosition) -> CGRect { .zero }

  /// The rectangles that highlight `range` (`UITextInput`): none, as a render selects
  /// nothing. Inputs that hide selection override it to return none on iOS too.
  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }

  /// The rectangle of `range`'s first line (`UITextInput`): empty, as text positions are not
  /// measured here.
  open func firstRect(for range: UITextRange) -> CGRect { .zero }

  /// The position nearest `point` (`UITextInput`): the end of the text, as text positions
  /// are not measured against points here.
  open func closestPosition(to point: CGPoint) -> UITextPosition? { endOfDocument }

  /// The position nearest `point` within `range`: its end, as above.
  open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    range.end
  }

  /// The character range at `point` (`UITextInput`): `nil`, as above.
  open func characterRange(at point: CGPoint) -> UITextRange? { nil }

  // MARK: Text positions (UITextInput), UTF-16 offsets into the text

  private var positions: TextPositions {
    TextPositions(length: (storage.string as NSString).length)
  }
  open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
  open var endOfDocument: UITextPosition { TextOffsetPosition(positions.length) }

  /// `selectedRange` as positions.
  open var selectedTextRange: UITextRange? {
    get {
      positions.textRange(
        NSIntersectionRange(selectedRange, NSRange(location: 0, length: positions.length)))
    }
    set { if let range = newValue { selectedRange = positions.nsRange(range) } }
  }

  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    UITextRange(start: fromPosition, end: toPosition)
  }

  /// The position `offset` units after `position` (before it when negative); nil outside
  /// the text.
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    positions.position(from: position, offset: offset)
  }

  /// Right and left move as `position(from:offset:)` does; up and down give nil.
  open func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? { positions.position(from: position, in: direction, offset: offset) }

  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    TextPositions.offset(from: from, to: toPosition)
  }

  open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    positions.compare(position, to: other)
  }

  open func text(in range: UITextRange) -> String? {
    (storage.string as NSString).substring(with: positions.nsRange(range))
  }

  open func replace(_ range: UITextRange, withText text: String) {
    let replaced = positions.nsRange(range)
    self.text = (storage.string as NSString).replacingCharacters(in: replaced, with: text)
    selectedRange = NSRange(location: replaced.location + (text as NSString).length, length: 0)
  }

  /// Does nothing: the text is drawn from the top of its container.
  open func scrollRangeToVisible(_ range: NSRange) {}

  // MARK: Layout

  /// The text's height wrapped at `width`, with the insets; the widest line's width when
  /// `width` is not finite.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let inset = drawnInset
    let sides = inset.left + inset.right + 2 * textContainer.drawnPadding
    let wraps = size.width.isFinite && size.width > 0
    let text = textSize(wrappingAt: wraps ? max(0, size.width - sides) : nil)
    return CGSize(
      width: wraps ? size.width : ceil(text.width + sides),
      height: ceil(text.height + inset.top + inset.bottom))
  }

  /// No intrinsic size while scrolling is on; else the text's height at the current width.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let fitted = sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
    return CGSize(
      width: bounds.width > 0 ? UIView.noIntrinsicMetric : fitted.width, height: fitted.height)
  }

  open override var isScrollEnabled: Bool {
    didSet { invalidateIntrinsicContentSize() }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let fitted = sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
    let size = CGSize(width: bounds.width, height: max(bounds.height, fitted.height))
    contentSize = CGSize(width: bounds.width, height: fitted.height)
    if textView.frame != CGRect(origin: .zero, size: size) {
      textView.frame = CGRect(origin: .zero, size: size)
    }
  }

  // MARK: Drawing

  /// Draws the text in the content view's `bounds`, inset as documented on the type,
  /// through ``layoutManager``: the lines ``textContainer`` holds.
  func drawText(in bounds: CGRect) {
    let inset = drawnInset
    let width = bounds.width - inset.left - inset.right - 2 * textContainer.drawnPadding
    guard storage.length > 0, width > 0, bounds.height - inset.top - inset.bottom > 0 else {
      return
    }
    if textContainer.widthTracksTextView {
      textContainer.size.width = bounds.width - inset.left - inset.right
    }
    layoutManager.drawGlyphs(
      forGlyphRange: layoutManager.glyphRange(for: textContainer),
      at: CGPoint(x: bounds.minX + inset.left, y: bounds.minY + inset.top))
  }

  // MARK: Styling

  private var paragraphStyle: NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    return style
  }

  private var drawnInset: UIEdgeInsets {
    func side(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    let inset = textContainerInset
    return UIEdgeInsets(
      top: side(inset.top), left: side(inset.left), bottom: side(inset.bottom),
      right: side(inset.right))
  }

  private func textSize(wrappingAt width: CGFloat?) -> CGSize {
    let lineLimit = textContainer.maximumNumberOfLines
    if lineLimit > 0, storage.length > 0 {
      let lines = AttributedStringDrawing.lines(
        storage, wrappingAt: width, maximumLines: lineLimit)
      return CGSize(
        width: lines.map(\.rect.maxX).max() ?? 0, height: lines.last?.rect.maxY ?? 0)
    }
    let limit = CGSize(width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    let options: NSStringDrawingOptions = width == nil ? [] : .usesLineFragmentOrigin
    let sample =
      storage.length > 0 ? storage : NSAttributedString(string: " ", attributes: typingAttributes)
    let size = sample.boundingRect(with: limit, options: options, context: nil).size
    return size.width.isFinite && size.height.isFinite ? size : .zero
  }

  private func setStorage(_ string: NSAttributedString) {
    textStorage.setAttributedString(string)
    textDidChange()
  }

  /// Sets or removes one attribute over the whole text. The string is rebuilt run by run
  /// (Foundation on Linux halts when some attributes are changed in place).
  private func restyle(_ key: NSAttributedString.Key, _ value: Any?) {
    let rebuilt = NSMutableAttributedString(string: "")
    let string = storage.string as NSString
    storage.enumerateAttributes(in: NSRange(location: 0, length: storage.length)) {
      attributes, range, _ in
      var attributes = attributes
      attributes[key] = value
      rebuilt.append(
        NSAttributedString(string: string.substring(with: range), attributes: attributes))
    }
    setStorage(rebuilt)
  }

  func textDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    textView.setNeedsDisplay()
  }
}
