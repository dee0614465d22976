import Components

extension Window {
  /// The controller whose view fills the window (`UIWindow.rootViewController`). Setting it
  /// removes the old root view from the window and adds the new one, sized to the window's
  /// bounds and resizing with it, as UIKit does. A render has no window of its own, so this is
  /// `nil` unless code set it on a window it made (`UIApplication.shared.keyWindow` is `nil`).
  public var rootViewController: UIViewController? {
    get { rootControllerObject as? UIViewController }
    set {
      let old = rootControllerObject as? UIViewController
      guard old !== newValue else { return }
      if let oldView = old?.viewIfLoaded, oldView.superview === self {
        oldView.removeFromSuperview()
      }
      rootControllerObject = newValue
      guard let newView = newValue?.view else { return }
      newView.frame = bounds
      newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(newView)
    }
  }
}
