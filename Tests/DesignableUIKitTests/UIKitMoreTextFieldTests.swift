import DesignableUIKit
import Testing

/// An underlined field as the floating-label components write one: text inset from the
/// left, a bottom line drawn in draw(_:).
final class UnderlinedField: UITextField {
  var lineColor = UIColor.blue
  var textRectCalls = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    translatesAutoresizingMaskIntoConstraints = false
    heightAnchor.constraint(equalToConstant: frame.height).isActive = true
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func textRect(forBounds bounds: CGRect) -> CGRect {
    textRectCalls += 1
    return CGRect(x: 20, y: 0, width: bounds.width - 20, height: bounds.height - 2)
  }

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    lineColor.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2))
      .fill()
  }
}

/// A delegate that would refuse every edit; a render never asks it.
final class RefusingDelegate: UITextFieldDelegate {
  var asked = 0
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    asked += 1
    return false
  }
}

@Suite("UIKit's text field")
struct UIKitMoreTextFieldTests {
  /// Dark (non-white) pixels of `field` rendered at twice its size, in columns `xs` above
  /// the bottom line.
  static func inked(_ field: UITextField, _ xs: Range<Int>) -> Int {
    let picture = Lifecycle.render(field, scale: 2)
    return UIKitTestSupport.count(xs, 0..<(picture.height - 4)) { x, y in
      picture[x, y].red < 200
    }
  }

  static func field(text: String?, placeholder: String?) -> UnderlinedField {
    let field = UnderlinedField(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
    field.backgroundColor = .white
    field.text = text
    field.placeholder = placeholder
    return field
  }

  @Test func textIsDrawnInTheOverriddenTextRectAboveTheBottomLine() {
    let field = Self.field(text: "Hello", placeholder: "Name")
    let picture = Lifecycle.render(field, scale: 2)
    #expect(field.textRectCalls > 0)
    #expect(Self.inked(field, 0..<40) == 0)
    #expect(Self.inked(field, 40..<120) > 20)
    // The bottom line, blue, full width.
    #expect(picture[2, 58].blue == 255 && picture[2, 58].red == 0)
    #expect(picture[318, 58].blue == 255)
    #expect(field.constraints.count == 1 && !field.isEditing)
  }

  @Test func anEmptyFieldDrawsItsPlaceholderInLightGrey() {
    let field = Self.field(text: nil, placeholder: "Name")
    let picture = Lifecycle.render(field, scale: 2)
    #expect(Self.inked(field, 40..<120) > 10)
    // iOS draws the placeholder in 70% grey: no pixel darker than that grey.
    let darkest =
      (0..<picture.height - 4).flatMap { y in (0..<320).map { picture[$0, y].red } }
      .min() ?? 255
    #expect(darkest >= 170 && darkest < 200)
    #expect(Self.inked(Self.field(text: "", placeholder: nil), 0..<320) == 0)
  }

  @Test func textOverPlaceholderAndNilTextIsEmpty() {
    let field = Self.field(text: "Hi", placeholder: "Name")
    let withText = Lifecycle.render(field, scale: 1)
    let darkest = (0..<26).flatMap { y in (0..<160).map { withText[$0, y].red } }.min() ?? 255
    #expect(darkest < 100)
    field.text = nil
    // UITextField.text: "the default value of this property is an empty string".
    #expect(field.text == "")
    #expect(field.attributedText?.string == "")
  }

  @Test func leftViewTakesItsPlaceAndNarrowsTheText() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    icon.backgroundColor = .red
    field.leftView = icon
    field.leftViewMode = .always
    field.borderStyle = .roundedRect
    field.backgroundColor = .white
    let picture = Lifecycle.render(field, scale: 1)
    #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 10, width: 20, height: 10))
    #expect(picture[10, 15].red == 255 && picture[10, 15].green == 0)
    #expect(field.textRect(forBounds: field.bounds).minX == 20)
    field.leftViewMode = .whileEditing
    _ = Lifecycle.render(field, scale: 1)
    #expect(icon.isHidden && field.textRect(forBounds: field.bounds).minX == 7)
  }

  @Test func theDelegateIsNeverAsked() {
    let delegate = RefusingDelegate()
    let field = Self.field(text: "x", placeholder: nil)
    field.delegate = delegate
    _ = Lifecycle.render(field, scale: 1)
    #expect(delegate.asked == 0 && field.delegate === delegate)
  }

  @Test func aHugeTextAndANaNFrameDoNotHang() {
    let field = Self.field(text: String(repeating: "W", count: 20_000), placeholder: nil)
    _ = Lifecycle.render(field, scale: 1)
    field.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 30)
    _ = field.textRect(forBounds: field.bounds)
  }

  @Test func editingIsInertAndTheAppIsLeftToRight() {
    let field = Self.field(text: "", placeholder: nil)
    #expect(!field.hasText && !field.becomeFirstResponder() && !field.isFirstResponder)
    field.text = "a"
    #expect(field.hasText && field.resignFirstResponder() && field.selectedTextRange == nil)
    let whole = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
    #expect(whole?.isEmpty == false)
    let alignment: NSTextAlignment = .center
    field.textAlignment = alignment
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
  }

  @Test func aFieldIsAsBigAsItsTextSoConstraintsCanPlaceIt() {
    let label = UILabel()
    label.text = "42 %"
    let field = UITextField()
    field.text = "42 %"
    #expect(field.intrinsicContentSize == label.intrinsicContentSize)
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.width == label.intrinsicContentSize.width + 14)
    let empty = UITextField()
    empty.placeholder = "Name"
    label.text = "Name"
    #expect(empty.intrinsicContentSize == label.intrinsicContentSize)
    // Placed by constraints alone, as a value label beside a slider is.
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    field.borderStyle = .none
    field.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(field)
    NSLayoutConstraint.activate([
      field.centerXAnchor.constraint(equalTo: host.centerXAnchor),
      field.topAnchor.constraint(equalTo: host.topAnchor, constant: 4),
    ])
    host.layoutIfNeeded()
    #expect(field.frame.height > 15 && field.frame.width > 20)
    #expect(abs(field.frame.midX - 100) <= 0.5)
  }
}

/// A field that is its own delegate and asks itself, as a view, whether it responds.
private final class SelfDelegatingField: UITextField, UITextFieldDelegate {
  var answersShouldReturn: Bool { responds(to: Selector("textFieldShouldReturn:")) }
}

@Suite("UIKit's delegates answer NSObject's messages")
struct DelegateObjectMessagesTests {
  /// UIKit's delegate protocols refine `NSObjectProtocol` on iOS, so a wrapper asks the
  /// delegate it holds, typed by the protocol, whether it responds before forcing a call; a
  /// delegate that is no `NSObject` here answers too, and the call reaches the default.
  @Test func aDelegateTypedByItsProtocolAnswersRespondsTo() {
    let delegates: [UITextFieldDelegate] = [RefusingDelegate(), SelfDelegatingField()]
    let field = UITextField(frame: .zero)
    for delegate in delegates {
      #expect(delegate.responds(to: Selector("textFieldShouldBeginEditing:")))
      #expect(!delegate.responds(to: nil))
    }
    #expect(delegates[0].textFieldShouldBeginEditing(field) == false)
    #expect(delegates[1].textFieldShouldBeginEditing(field) == true)
    let scrollDelegate: UIScrollViewDelegate? = nil
    #expect(scrollDelegate?.responds(to: Selector("scrollViewDidScroll:")) == nil)
  }

  /// A view adopting a delegate protocol keeps one `responds(to:)`, its own as a view's.
  @Test func aViewThatIsADelegateAsksItselfWithoutAmbiguity() {
    #expect(SelfDelegatingField(frame: .zero).answersShouldReturn)
  }
}
