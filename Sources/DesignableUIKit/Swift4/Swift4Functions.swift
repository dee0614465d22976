// UIKit's and Core Animation's names before Swift 4.2, which the iOS SDK keeps for code
// compiled in Swift 4 mode (`-swift-version 4`, a package's `.swiftLanguageMode(.v4)`, a
// podspec's `swift_version = '4.0'`) and refuses, with a fix-it, in Swift 4.2 and later.
// Each is declared here the same way: available in Swift 4 mode, and obsoleted in 4.2
// with the name that replaced it.

import Foundation

// MARK: Functions

@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
  rect.inset(by: insets)
}

@available(swift, obsoleted: 4.2, renamed: "==")
public func UIEdgeInsetsEqualToEdgeInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool {
  a == b
}

@available(swift, obsoleted: 4.2, renamed: "UIOffset.init(horizontal:vertical:)")
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
  UIOffset(horizontal: horizontal, vertical: vertical)
}

@available(swift, obsoleted: 4.2, renamed: "==")
public func UIOffsetEqualToOffset(_ a: UIOffset, _ b: UIOffset) -> Bool { a == b }

@available(swift, obsoleted: 4.2, renamed: "UIImage.pngData(self:)")
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

@available(swift, obsoleted: 4.2, renamed: "UIImage.jpegData(self:compressionQuality:)")
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
  image.jpegData(compressionQuality: compressionQuality)
}

@available(swift, obsoleted: 4.2, renamed: "getter:UIAccessibility.isReduceMotionEnabled()")
public func UIAccessibilityIsReduceMotionEnabled() -> Bool { UIAccessibility.isReduceMotionEnabled }

// MARK: Methods

extension UIView {
  @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
  public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

  @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
  public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

extension UIViewController {
  @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
  public func addChildViewController(_ childController: UIViewController) {
    addChild(childController)
  }

  @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
  public func removeFromParentViewController() { removeFromParent() }
}

// MARK: Notifications

extension NSNotification.Name {
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
  public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
  public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
  public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
  public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
  public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
  public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
  public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
  public static let UIApplicationDidEnterBackground =
    UIApplication.didEnterBackgroundNotification
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
  public static let UIApplicationWillEnterForeground =
    UIApplication.willEnterForegroundNotification
  @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidChangeNotification")
  public static let UITextFieldTextDidChange = UITextField.textDidChangeNotification
  @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidChangeNotification")
  public static let UITextViewTextDidChange = UITextView.textDidChangeNotification
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didFinishLaunchingNotification")
  public static let UIApplicationDidFinishLaunching = UIApplication.didFinishLaunchingNotification
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willTerminateNotification")
  public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didReceiveMemoryWarningNotification")
  public static let UIApplicationDidReceiveMemoryWarning =
    UIApplication.didReceiveMemoryWarningNotification
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.significantTimeChangeNotification")
  public static let UIApplicationSignificantTimeChange =
    UIApplication.significantTimeChangeNotification
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.userDidTakeScreenshotNotification")
  public static let UIApplicationUserDidTakeScreenshot =
    UIApplication.userDidTakeScreenshotNotification
  @available(swift, obsoleted: 4.2, renamed: "UIDevice.orientationDidChangeNotification")
  public static let UIDeviceOrientationDidChange = UIDevice.orientationDidChangeNotification
  @available(swift, obsoleted: 4.2, renamed: "UIDevice.batteryStateDidChangeNotification")
  public static let UIDeviceBatteryStateDidChange = UIDevice.batteryStateDidChangeNotification
  @available(swift, obsoleted: 4.2, renamed: "UIDevice.batteryLevelDidChangeNotification")
  public static let UIDeviceBatteryLevelDidChange = UIDevice.batteryLevelDidChangeNotification
  @available(swift, obsoleted: 4.2, renamed: "UIDevice.proximityStateDidChangeNotification")
  public static let UIDeviceProximityStateDidChange = UIDevice.proximityStateDidChangeNotification
  @available(swift, obsoleted: 4.2, renamed: "UIContentSizeCategory.didChangeNotification")
  public static let UIContentSizeCategoryDidChange = UIContentSizeCategory.didChangeNotification
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
  public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
  @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidBeginEditingNotification")
  public static let UITextFieldTextDidBeginEditing = UITextField.textDidBeginEditingNotification
  @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidEndEditingNotification")
  public static let UITextFieldTextDidEndEditing = UITextField.textDidEndEditingNotification
  @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidBeginEditingNotification")
  public static let UITextViewTextDidBeginEditing = UITextView.textDidBeginEditingNotification
  @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidEndEditingNotification")
  public static let UITextViewTextDidEndEditing = UITextView.textDidEndEditingNotification
}

// MARK: Run loop modes

#if !canImport(Darwin)
  // Foundation's names before Swift 4.2, which Darwin's Foundation keeps for Swift 4 mode
  // and Linux's lacks (it has `commonModes`): a timer added `forMode: .defaultRunLoopMode`.
  @available(swift, obsoleted: 4.2, renamed: "RunLoop.Mode")
  public typealias RunLoopMode = RunLoop.Mode

  extension RunLoop.Mode {
    @available(swift, obsoleted: 4.2, renamed: "default")
    public static let defaultRunLoopMode = RunLoop.Mode.default
  }
#endif
