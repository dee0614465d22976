#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A screen whose view comes from `GreetingScreen.xib`, found by the controller's class name
/// as UIKit finds it when no nib name is given.
final class GreetingScreenController: UIViewController {
  #if canImport(UIKit)
    @IBOutlet
  #endif
  weak var greeting: UILabel!
}
