import Components

/// UIKit's values for the traits an adopter leaves out: every trait is optional in
/// Objective-C, so a custom key input declares only those it changes (a PIN view sets
/// `keyboardType` and nothing else). A trait left out reads as UIKit's default and ignores
/// assignments, as an unimplemented optional property does.
extension UITextInputTraits {
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
  public var smartQuotesType: UITextSmartQuotesType {
    get { .default }
    set {}
  }
  public var smartDashesType: UITextSmartDashesType {
    get { .default }
    set {}
  }
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { .default }
    set {}
  }
  public var passwordRules: UITextInputPasswordRules? {
    get { nil }
    set {}
  }
}
