import Components
import Foundation

/// A search bar's text field (`UISearchTextField`): a text field with no tokens here.
open class UISearchTextField: UITextField {}
