import UIKit

/// A button that flips between hiding and showing a password, as its `@objc dynamic`
/// property says.
class RevealButton: UIButton {
  @objc dynamic var hidesText = true {
    didSet { isSelected = !hidesText }
  }
}

/// A text field that follows its reveal button by key-value observing its `hidesText`.
@IBDesignable
class RevealField: UITextField {
  let revealButton = RevealButton(type: .custom)
  private var observing = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    isSecureTextEntry = true
    revealButton.addObserver(self, forKeyPath: "hidesText", options: [.new], context: &observing)
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard context == &observing else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      return
    }
    isSecureTextEntry = revealButton.hidesText
  }

  deinit {
    revealButton.removeObserver(self, forKeyPath: "hidesText")
  }
}
