import Components
import Foundation

/// A one-line text field (`UITextField`), drawn as iOS draws one that is not being edited:
/// its border (`draw(_:)`), then its text (or its placeholder, in 70% grey, when the text is
/// empty) centred vertically in `textRect(forBounds:)` (`placeholderRect(forBounds:)`),
/// through the overridable `drawText(in:)` and `drawPlaceholder(in:)`. As on iOS, where the
/// text is a label, the text is drawn in a subview of the field's own, its first: above the
/// field's `draw(_:)` (whether or not an override of it calls `super`) and a layer inserted
/// below the subviews, below the subviews added later. It takes the colour last stored by
/// the field's own `textColor` setter (an override of the getter does not change it). Left
/// and right views are
/// placed by `leftViewRect(forBounds:)` and `rightViewRect(forBounds:)` when their mode
/// shows them outside editing.
///
/// Editing is inert: `isEditing` stays false, nothing becomes first responder, no keyboard
/// appears, and the delegate is stored and never called.
open class UITextField: UIControl {
  /// Posted by UIKit when editing begins; never posted here.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted by UIKit when the user changes the text; never posted here.
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted by UIKit when editing ends; never posted here.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")
  private let textContent = TextDrawingView()
  private var ownText = ""
  private var ownFont: UIFont?
  private var ownTextColor: UIColor?
  /// The text; `nil` is stored as the empty string, as in UIKit.
  open var text: String? {
    get { ownText }
    set {
      ownText = newValue ?? ""
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The text with the field's font and colour; setting it takes the string and the first
  /// character's font and colour.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: ownText, attributes: textAttributes(color: storedTextColor)) }
    set {
      if let first = newValue, first.length > 0 {
        let attributes = first.attributes(at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? UIFont { ownFont = font }
        if let color = attributes[.foregroundColor] as? UIColor { ownTextColor = color }
      }
      text = newValue?.string
    }
  }
  open var placeholder: String? {
    get { attributedPlaceholder?.string }
    set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
  }
  /// The placeholder; its first character's font and colour are used where set.
  open var attributedPlaceholder: NSAttributedString? {
    didSet {
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The font, the 17-point system font unless set.
  open var font: UIFont? {
    get { ownFont ?? .systemFont(ofSize: 17) }
    set {
      ownFont = newValue
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The text colour, `.label` unless set.
  open var textColor: UIColor? {
    get { storedTextColor }
    set {
      ownTextColor = newValue
      setNeedsDisplay()
    }
  }
  /// The colour the text is drawn in: what this class's `textColor` setter last stored.
  private var storedTextColor: UIColor { ownTextColor ?? .label }
  open var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
  open var borderStyle: BorderStyle = .none {
    didSet {
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  open var background: UIImage?
  open var disabledBackground: UIImage?
  open var leftView: UIView? { didSet { viewDidChange(from: oldValue, to: leftView) } }
  open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  open var rightView: UIView? { didSet { viewDidChange(from: oldValue, to: rightView) } }
  open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// Stored only: the clear button shows while editing, which never happens here.
  open var clearButtonMode: ViewMode = .never
  open var clearsOnBeginEditing = false
  /// Stored only: nothing is typed here.
  open var clearsOnInsertion = false
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  /// Stored only: the content size category is always `.large`, so no font is adjusted.
  open var adjustsFontForContentSizeCategory = false
  open var isSecureTextEntry = false
  /// Keyboard settings (`UITextInputTraits`); stored only, as no keyboard appears.
  open var keyboardType = UIKeyboardType.default
  open var keyboardAppearance = UIKeyboardAppearance.default
  open var returnKeyType = UIReturnKeyType.default
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  open var autocorrectionType = UITextAutocorrectionType.default
  open var spellCheckingType = UITextSpellCheckingType.default
  open var enablesReturnKeyAutomatically = false
  open var textContentType: UITextContentType!
  open var smartQuotesType = UITextSmartQuotesType.default
  open var smartDashesType = UITextSmartDashesType.default
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  open var passwordRules: UITextInputPasswordRules?
  /// The attributes new typing takes (`typingAttributes`); stored, as nothing is typed.
  open var typingAttributes: [NSAttributedString.Key: Any]?
  /// Whether the user may style the text while editing; stored.
  open var allowsEditingTextAttributes = false
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
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Stored and never called: nothing is edited in a render.
  open weak var delegate: UITextFieldDelegate?
  /// Always false: a rendered field is never being edited.
  open var isEditing: Bool { false }
  /// Whether there is text (`UIKeyInput.hasText`).
  open var hasText: Bool { !ownText.isEmpty }
  /// Always nil: nothing is selected outside editing.
  open var selectedTextRange: UITextRange?

  // MARK: Text positions (UITextInput), UTF-16 offsets into the text

  private var positions: TextPositions { TextPositions(length: ownText.utf16.count) }
  open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
  open var endOfDocument: UITextPosition { TextOffsetPosition(ownText.utf16.count) }

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
    (ownText as NSString).substring(with: positions.nsRange(range))
  }

  open func replace(_ range: UITextRange, withText text: String) {
    self.text = (ownText as NSString).replacingCharacters(
      in: positions.nsRange(range), with: text)
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

  /// Adds `text` at the end of the text (`UIKeyInput`), where a caret would be.
  open func insertText(_ text: String) { self.text = ownText + text }

  /// Removes the last character of the text (`UIKeyInput`).
  open func deleteBackward() { text = String(ownText.dropLast()) }

  /// `true`, as in UIKit; ``becomeFirstResponder()`` still refuses in a render, which has no
  /// key window, so no keyboard appears and the field never edits.
  open override var canBecomeFirstResponder: Bool { true }

  /// What a storyboard's user-defined runtime attributes (and attribute sets) may set, by
  /// the Objective-C names key-value coding finds on iOS.
  open override class var inspectables: [Inspectable] {
    [
      .ib("text", \UITextField.text),
      .ib("placeholder", \UITextField.placeholder),
      .ib("textColor", \UITextField.textColor),
    ]
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
    addTextContent()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
    addTextContent()
  }

  private func addTextContent() {
    textContent.drawsText = { [weak self] _ in self?.drawTextOrPlaceholder() }
    textContent.frame = bounds
    addSubview(textContent)
  }

  /// Marks the field's drawing and its text's.
  open override func setNeedsDisplay() {
    super.setNeedsDisplay()
    textContent.setNeedsDisplay()
  }

  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The text's size (the placeholder's while there is no text) on one line in the field's
  /// font, rounded up to whole pixels, widened by the border's inset on each side and the
  /// side views shown; as tall as the line or the tallest side view. No text and no
  /// placeholder give the insets and a line's height.
  open override var intrinsicContentSize: CGSize {
    let shown = ownText.isEmpty ? (attributedPlaceholder?.string ?? "") : ownText
    var attributes: [NSAttributedString.Key: Any] = [:]
    attributes[.font] = font
    let line = (shown.isEmpty ? " " : shown as NSString).size(withAttributes: attributes)
    let scale = UIScreen.main.scale > 0 ? UIScreen.main.scale : 1
    var width = shown.isEmpty ? 0 : (line.width * scale).rounded(.up) / scale
    var height = (line.height * scale).rounded(.up) / scale
    width += 2 * borderInset
    for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
      guard let view, mode.showsOutsideEditing else { continue }
      width += view.frame.width
      height = max(height, view.frame.height)
    }
    return CGSize(width: width, height: height)
  }

  /// The bounds less the border inset and the left and right views shown.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds.insetBy(dx: borderInset, dy: 0)
    if leftView != nil, leftViewMode.showsOutsideEditing {
      let cut = leftViewRect(forBounds: bounds).maxX - rect.minX
      if cut > 0 {
        rect.origin.x += cut
        rect.size.width -= cut
      }
    }
    if rightView != nil, rightViewMode.showsOutsideEditing {
      let cut = rect.maxX - rightViewRect(forBounds: bounds).minX
      if cut > 0 { rect.size.width -= cut }
    }
    return rect.size.width < 0 ? CGRect(origin: rect.origin, size: .zero) : rect
  }

  /// The same as `textRect(forBounds:)` unless overridden.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The same as `textRect(forBounds:)` unless overridden; used while editing only.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The left view's frame: at the leading edge, centred vertically, at its own size.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView?.frame.size ?? .zero
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The right view's frame: at the trailing edge, centred vertically, at its own size.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView?.frame.size ?? .zero
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2,
      width: size.width, height: size.height)
  }

  /// Where the clear button would be; it never shows here.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.maxX - 26, y: bounds.midY - 9.5, width: 19, height: 19)
  }

  /// Draws the text, one line centred vertically in `rect`.
  open func drawText(in rect: CGRect) {
    let shown = isSecureTextEntry ? String(repeating: "•", count: ownTextCount) : text ?? ""
    drawLine(shown, in: rect, attributes: textAttributes(color: storedTextColor))
  }

  /// Draws the placeholder in 70% grey (or its own colour), centred vertically in `rect`.
  open func drawPlaceholder(in rect: CGRect) {
    guard let placeholder = attributedPlaceholder, placeholder.length > 0 else { return }
    var attributes = textAttributes(color: UIColor(white: 0.7, alpha: 1))
    for (key, value) in placeholder.attributes(at: 0, effectiveRange: nil) {
      attributes[key] = value
    }
    drawLine(placeholder.string, in: rect, attributes: attributes)
  }

  /// Draws the border.
  open override func draw(_ rect: CGRect) {
    drawBorder(in: borderRect(forBounds: bounds))
  }

  /// The text, or the placeholder when there is none, in the text subview's drawing.
  func drawTextOrPlaceholder() {
    UIGraphicsGetCurrentContext()?.translateBy(x: -bounds.minX, y: -bounds.minY)
    if let text, !text.isEmpty {
      drawText(in: textRect(forBounds: bounds))
    } else {
      drawPlaceholder(in: placeholderRect(forBounds: bounds))
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if textContent.frame != bounds { textContent.frame = bounds }
    place(leftView, shown: leftViewMode.showsOutsideEditing, in: leftViewRect(forBounds: bounds))
    place(
      rightView, shown: rightViewMode.showsOutsideEditing,
      in: rightViewRect(forBounds: bounds))
  }
}
