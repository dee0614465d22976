/// A place in a text input's text (`UITextPosition`); inert, as no text is edited here.
open class UITextPosition {
  public init() {}
}
