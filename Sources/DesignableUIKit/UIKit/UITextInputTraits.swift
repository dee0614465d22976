import Components

/// The keyboard and text-entry settings of a text input (`UITextInputTraits`), kept by
/// `UITextField` and `UITextView`. Stored only: no keyboard appears in a render.
public protocol UITextInputTraits: AnyObject {
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  var autocorrectionType: UITextAutocorrectionType { get set }
  var spellCheckingType: UITextSpellCheckingType { get set }
  var keyboardType: UIKeyboardType { get set }
  var keyboardAppearance: UIKeyboardAppearance { get set }
  var returnKeyType: UIReturnKeyType { get set }
  var enablesReturnKeyAutomatically: Bool { get set }
  var isSecureTextEntry: Bool { get set }
  var textContentType: UITextContentType! { get set }
  var smartQuotesType: UITextSmartQuotesType { get set }
  var smartDashesType: UITextSmartDashesType { get set }
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  var passwordRules: UITextInputPasswordRules? { get set }
}

/// Whether typed quotes are made curly (`UITextSmartQuotesType`).
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
/// Whether typed double hyphens become dashes (`UITextSmartDashesType`).
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
/// Whether spaces are added and removed around pasted words (`UITextSmartInsertDeleteType`).
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// What a new password must hold, for AutoFill (`UITextInputPasswordRules`).
open class UITextInputPasswordRules {
  /// The rules in Apple's password rules language (`minlength: 8; required: digit;`).
  public let passwordRulesDescriptor: String

  public init(descriptor passwordRulesDescriptor: String) {
    self.passwordRulesDescriptor = passwordRulesDescriptor
  }
}

/// The keyboard shown for a text input (`UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad
  case namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  /// UIKit's older name for ``asciiCapable``.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's look (`UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
  /// UIKit's older name for ``dark``.
  public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key (`UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// Which letters the keyboard capitalises (`UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether typing is autocorrected (`UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// Whether spelling is checked while typing (`UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// What a text input holds, for autofill (`UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let URL = UITextContentType(rawValue: "url")
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}

extension UITextField: UITextInputTraits {}
extension UITextView: UITextInputTraits {}

/// Kinds of data a text view makes into links (`UIDataDetectorTypes`).
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let all = UIDataDetectorTypes(rawValue: .max)
}
