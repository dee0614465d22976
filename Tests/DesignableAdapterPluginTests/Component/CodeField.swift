import UIKit

/// What a code field needs of the view that shows each digit.
public protocol DigitSlot: UIView {
  var digit: String? { get set }
}

/// A row of digit slots whose kind each subclass chooses, built from the generic type.
open class CodeField<Slot: DigitSlot>: UIView {
  @IBInspectable public var length: Int = 4 {
    didSet { rebuild() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    rebuild()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    rebuild()
  }

  private func rebuild() {
    for slot in subviews { slot.removeFromSuperview() }
    for index in 0..<length {
      let slot = Slot(frame: .zero)
      slot.digit = String(index)
      addSubview(slot)
    }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width / CGFloat(max(length, 1))
    for (index, slot) in subviews.enumerated() {
      slot.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }
  }
}

/// A slot that shows its digit as a box, filled when it holds one.
public final class BoxSlot: UIView, DigitSlot {
  public var digit: String? {
    didSet { backgroundColor = digit == nil ? .clear : .systemGreen }
  }
}

@IBDesignable
public final class BoxCodeField: CodeField<BoxSlot> {}
