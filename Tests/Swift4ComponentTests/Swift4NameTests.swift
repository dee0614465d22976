import DesignableUIKit
import Foundation
import Testing

/// UIKit's and Core Animation's names before Swift 4.2, in a target compiled in Swift 4 mode
/// (`.swiftLanguageMode(.v4)`): each is the value or type that replaced it.
@Suite struct Swift4NameTests {
  @Test func typeNamesAreTheNestedTypes() {
    #expect(UIControlEvents.self == UIControl.Event.self)
    #expect(UIControlState.self == UIControl.State.self)
    #expect(UIControlContentHorizontalAlignment.self == UIControl.ContentHorizontalAlignment.self)
    #expect(UIControlContentVerticalAlignment.self == UIControl.ContentVerticalAlignment.self)
    #expect(UIViewContentMode.self == UIView.ContentMode.self)
    #expect(UIViewAnimationOptions.self == UIView.AnimationOptions.self)
    #expect(UIViewAnimationCurve.self == UIView.AnimationCurve.self)
    #expect(UIViewAutoresizing.self == UIView.AutoresizingMask.self)
    #expect(UIViewKeyframeAnimationOptions.self == UIView.KeyframeAnimationOptions.self)
    #expect(UIViewTintAdjustmentMode.self == UIView.TintAdjustmentMode.self)
    #expect(UIButtonType.self == UIButton.ButtonType.self)
    #expect(UITableViewCellStyle.self == UITableViewCell.CellStyle.self)
    #expect(UITableViewCellSelectionStyle.self == UITableViewCell.SelectionStyle.self)
    #expect(UITableViewCellAccessoryType.self == UITableViewCell.AccessoryType.self)
    #expect(UITableViewStyle.self == UITableView.Style.self)
    #expect(UITableViewScrollPosition.self == UITableView.ScrollPosition.self)
    #expect(UITableViewRowAnimation.self == UITableView.RowAnimation.self)
    #expect(UICollectionViewScrollDirection.self == UICollectionView.ScrollDirection.self)
    #expect(UICollectionViewScrollPosition.self == UICollectionView.ScrollPosition.self)
    #expect(UITextFieldViewMode.self == UITextField.ViewMode.self)
    #expect(UITextBorderStyle.self == UITextField.BorderStyle.self)
    #expect(UIActivityIndicatorViewStyle.self == UIActivityIndicatorView.Style.self)
    #expect(UIProgressViewStyle.self == UIProgressView.Style.self)
    #expect(UISwipeGestureRecognizerDirection.self == UISwipeGestureRecognizer.Direction.self)
    #expect(UIGestureRecognizerState.self == UIGestureRecognizer.State.self)
    #expect(UIImageRenderingMode.self == UIImage.RenderingMode.self)
    #expect(UIImageOrientation.self == UIImage.Orientation.self)
    #expect(UIImageResizingMode.self == UIImage.ResizingMode.self)
    #expect(UIBlurEffectStyle.self == UIBlurEffect.Style.self)
    #expect(UIFontTextStyle.self == UIFont.TextStyle.self)
    #expect(UIFontDescriptorSymbolicTraits.self == UIFontDescriptor.SymbolicTraits.self)
    #expect(UILayoutConstraintAxis.self == NSLayoutConstraint.Axis.self)
    #expect(NSLayoutAttribute.self == NSLayoutConstraint.Attribute.self)
    #expect(NSLayoutRelation.self == NSLayoutConstraint.Relation.self)
    #expect(NSLayoutFormatOptions.self == NSLayoutConstraint.FormatOptions.self)
    #expect(UIStackViewAlignment.self == UIStackView.Alignment.self)
    #expect(UIStackViewDistribution.self == UIStackView.Distribution.self)
    #expect(UIScrollViewIndicatorStyle.self == UIScrollView.IndicatorStyle.self)
    #expect(UIScrollViewKeyboardDismissMode.self == UIScrollView.KeyboardDismissMode.self)
    #expect(UIBarButtonSystemItem.self == UIBarButtonItem.SystemItem.self)
    #expect(UIBarButtonItemStyle.self == UIBarButtonItem.Style.self)
    #expect(UIAlertControllerStyle.self == UIAlertController.Style.self)
    #expect(UIAlertActionStyle.self == UIAlertAction.Style.self)
    #expect(UIWindowLevel.self == UIWindow.Level.self)
  }

  @Test func constantsAreTheirSuccessors() {
    #expect(UIViewNoIntrinsicMetric == UIView.noIntrinsicMetric)
    #expect(UILayoutFittingCompressedSize == UIView.layoutFittingCompressedSize)
    #expect(UILayoutFittingExpandedSize == UIView.layoutFittingExpandedSize)
    #expect(UITableViewAutomaticDimension == UITableView.automaticDimension)
    #expect(UISegmentedControlNoSegment == UISegmentedControl.noSegment)
    #expect(UICollectionViewFlowLayoutAutomaticSize == UICollectionViewFlowLayout.automaticSize)
    #expect(UIScrollViewDecelerationRateNormal == UIScrollView.DecelerationRate.normal)
    #expect(UIScrollViewDecelerationRateFast == UIScrollView.DecelerationRate.fast)
    #expect(UIWindowLevelNormal == UIWindow.Level.normal)
    #expect(UIWindowLevelAlert == UIWindow.Level.alert)
    #expect(UIWindowLevelStatusBar == UIWindow.Level.statusBar)
    #expect(UIKeyboardFrameEndUserInfoKey == UIResponder.keyboardFrameEndUserInfoKey)
    #expect(UIKeyboardFrameBeginUserInfoKey == UIResponder.keyboardFrameBeginUserInfoKey)
    #expect(
      UIKeyboardAnimationDurationUserInfoKey == UIResponder.keyboardAnimationDurationUserInfoKey)
    #expect(UIKeyboardAnimationCurveUserInfoKey == UIResponder.keyboardAnimationCurveUserInfoKey)
    #expect(UIAccessibilityTraitNone == UIAccessibilityTraits.none)
    #expect(UIAccessibilityTraitButton == UIAccessibilityTraits.button)
    #expect(UIAccessibilityTraitLink == UIAccessibilityTraits.link)
    #expect(UIAccessibilityTraitImage == UIAccessibilityTraits.image)
    #expect(UIAccessibilityTraitSelected == UIAccessibilityTraits.selected)
    #expect(UIAccessibilityTraitStaticText == UIAccessibilityTraits.staticText)
    #expect(UIAccessibilityTraitHeader == UIAccessibilityTraits.header)
    #expect(UIAccessibilityTraitAdjustable == UIAccessibilityTraits.adjustable)
    #expect(UIAccessibilityTraitNotEnabled == UIAccessibilityTraits.notEnabled)
    #expect(UIAccessibilityTraitUpdatesFrequently == UIAccessibilityTraits.updatesFrequently)
    #expect(kCAFillModeForwards == CAMediaTimingFillMode.forwards)
    #expect(kCAFillModeBackwards == CAMediaTimingFillMode.backwards)
    #expect(kCAFillModeBoth == CAMediaTimingFillMode.both)
    #expect(kCAFillModeRemoved == CAMediaTimingFillMode.removed)
    #expect(kCAMediaTimingFunctionLinear == CAMediaTimingFunctionName.linear)
    #expect(kCAMediaTimingFunctionEaseIn == CAMediaTimingFunctionName.easeIn)
    #expect(kCAMediaTimingFunctionEaseOut == CAMediaTimingFunctionName.easeOut)
    #expect(kCAMediaTimingFunctionEaseInEaseOut == CAMediaTimingFunctionName.easeInEaseOut)
    #expect(kCAMediaTimingFunctionDefault == CAMediaTimingFunctionName.default)
    #expect(kCALineCapButt == CAShapeLayerLineCap.butt)
    #expect(kCALineCapRound == CAShapeLayerLineCap.round)
    #expect(kCALineCapSquare == CAShapeLayerLineCap.square)
    #expect(kCALineJoinMiter == CAShapeLayerLineJoin.miter)
    #expect(kCALineJoinRound == CAShapeLayerLineJoin.round)
    #expect(kCALineJoinBevel == CAShapeLayerLineJoin.bevel)
    #expect(kCAFillRuleNonZero == CAShapeLayerFillRule.nonZero)
    #expect(kCAFillRuleEvenOdd == CAShapeLayerFillRule.evenOdd)
    #expect(kCAGravityCenter == CALayerContentsGravity.center)
    #expect(kCAGravityTop == CALayerContentsGravity.top)
    #expect(kCAGravityBottom == CALayerContentsGravity.bottom)
    #expect(kCAGravityLeft == CALayerContentsGravity.left)
    #expect(kCAGravityRight == CALayerContentsGravity.right)
    #expect(kCAGravityTopLeft == CALayerContentsGravity.topLeft)
    #expect(kCAGravityTopRight == CALayerContentsGravity.topRight)
    #expect(kCAGravityBottomLeft == CALayerContentsGravity.bottomLeft)
    #expect(kCAGravityBottomRight == CALayerContentsGravity.bottomRight)
    #expect(kCAGravityResize == CALayerContentsGravity.resize)
    #expect(kCAGravityResizeAspect == CALayerContentsGravity.resizeAspect)
    #expect(kCAGravityResizeAspectFill == CALayerContentsGravity.resizeAspectFill)
    #expect(kCAAlignmentNatural == CATextLayerAlignmentMode.natural)
    #expect(kCAAlignmentLeft == CATextLayerAlignmentMode.left)
    #expect(kCAAlignmentRight == CATextLayerAlignmentMode.right)
    #expect(kCAAlignmentCenter == CATextLayerAlignmentMode.center)
    #expect(kCAAlignmentJustified == CATextLayerAlignmentMode.justified)
    #expect(kCATruncationNone == CATextLayerTruncationMode.none)
    #expect(kCATruncationStart == CATextLayerTruncationMode.start)
    #expect(kCATruncationEnd == CATextLayerTruncationMode.end)
    #expect(kCATruncationMiddle == CATextLayerTruncationMode.middle)
    #expect(kCATransitionFade == CATransitionType.fade)
    #expect(kCATransitionMoveIn == CATransitionType.moveIn)
    #expect(kCATransitionPush == CATransitionType.push)
    #expect(kCATransitionReveal == CATransitionType.reveal)
    #expect(kCATransitionFromRight == CATransitionSubtype.fromRight)
    #expect(kCATransitionFromLeft == CATransitionSubtype.fromLeft)
    #expect(kCATransitionFromTop == CATransitionSubtype.fromTop)
    #expect(kCATransitionFromBottom == CATransitionSubtype.fromBottom)
    #expect(kCAAnimationLinear == CAAnimationCalculationMode.linear)
    #expect(kCAAnimationDiscrete == CAAnimationCalculationMode.discrete)
    #expect(kCAAnimationPaced == CAAnimationCalculationMode.paced)
    #expect(kCAAnimationCubic == CAAnimationCalculationMode.cubic)
    #expect(kCAAnimationCubicPaced == CAAnimationCalculationMode.cubicPaced)
    #expect(kCAAnimationRotateAuto == CAAnimationRotationMode.rotateAuto)
    #expect(kCAAnimationRotateAutoReverse == CAAnimationRotationMode.rotateAutoReverse)
    #expect(kCAGradientLayerAxial == CAGradientLayerType.axial)
    #expect(kCAGradientLayerRadial == CAGradientLayerType.radial)
    #expect(kCAGradientLayerConic == CAGradientLayerType.conic)
    #expect(kCAFilterLinear == CALayerContentsFilter.linear)
    #expect(kCAFilterNearest == CALayerContentsFilter.nearest)
    #expect(kCAFilterTrilinear == CALayerContentsFilter.trilinear)
  }

  @Test func functionsAndMethodsDoWhatTheirSuccessorsDo() {
    let insets = UIEdgeInsetsMake(1, 2, 3, 4)
    #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 10, height: 10), insets)
        == CGRect(x: 2, y: 1, width: 4, height: 6))
    #expect(UIEdgeInsetsEqualToEdgeInsets(insets, insets))
    let offset = UIOffsetMake(3, 4)
    #expect(offset == UIOffset(horizontal: 3, vertical: 4))
    #expect(UIOffsetEqualToOffset(offset, offset) && !UIOffsetEqualToOffset(offset, UIOffset()))
    #expect(UIAccessibilityIsReduceMotionEnabled() == UIAccessibility.isReduceMotionEnabled)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
    #expect(UIImagePNGRepresentation(image) == image.pngData())
    #expect(UIImageJPEGRepresentation(image, 0.5) == image.jpegData(compressionQuality: 0.5))
    let parent = UIView()
    let (a, b) = (UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    parent.bringSubview(toFront: a)
    #expect(parent.subviews.last === a)
    parent.sendSubview(toBack: a)
    #expect(parent.subviews.first === a)
    let controller = UIViewController()
    let child = UIViewController()
    controller.addChildViewController(child)
    #expect(child.parent === controller)
    child.removeFromParentViewController()
    #expect(child.parent == nil)
  }

  @Test func notificationNamesAreTheirSuccessors() {
    #expect(NSNotification.Name.UIKeyboardWillShow == UIResponder.keyboardWillShowNotification)
    #expect(RunLoopMode.defaultRunLoopMode == RunLoop.Mode.default)
    #expect(NSNotification.Name.UIKeyboardDidShow == UIResponder.keyboardDidShowNotification)
    #expect(NSNotification.Name.UIKeyboardWillHide == UIResponder.keyboardWillHideNotification)
    #expect(NSNotification.Name.UIKeyboardDidHide == UIResponder.keyboardDidHideNotification)
    #expect(
      NSNotification.Name.UIKeyboardWillChangeFrame
        == UIResponder.keyboardWillChangeFrameNotification)
    #expect(
      NSNotification.Name.UIApplicationDidBecomeActive
        == UIApplication.didBecomeActiveNotification)
    #expect(
      NSNotification.Name.UIApplicationWillResignActive
        == UIApplication.willResignActiveNotification)
    #expect(
      NSNotification.Name.UIApplicationDidEnterBackground
        == UIApplication.didEnterBackgroundNotification)
    #expect(
      NSNotification.Name.UIApplicationWillEnterForeground
        == UIApplication.willEnterForegroundNotification)
    #expect(NSNotification.Name.UITextFieldTextDidChange == UITextField.textDidChangeNotification)
    #expect(NSNotification.Name.UITextViewTextDidChange == UITextView.textDidChangeNotification)
    // Every UIKit notification this module posts or names has its Swift 4 name.
    let names: [(NSNotification.Name, NSNotification.Name)] = [
      (.UIApplicationDidFinishLaunching, UIApplication.didFinishLaunchingNotification),
      (.UIApplicationWillTerminate, UIApplication.willTerminateNotification),
      (.UIApplicationDidReceiveMemoryWarning, UIApplication.didReceiveMemoryWarningNotification),
      (.UIApplicationSignificantTimeChange, UIApplication.significantTimeChangeNotification),
      (.UIApplicationUserDidTakeScreenshot, UIApplication.userDidTakeScreenshotNotification),
      (.UIDeviceOrientationDidChange, UIDevice.orientationDidChangeNotification),
      (.UIDeviceBatteryStateDidChange, UIDevice.batteryStateDidChangeNotification),
      (.UIDeviceBatteryLevelDidChange, UIDevice.batteryLevelDidChangeNotification),
      (.UIDeviceProximityStateDidChange, UIDevice.proximityStateDidChangeNotification),
      (.UIContentSizeCategoryDidChange, UIContentSizeCategory.didChangeNotification),
      (.UIKeyboardDidChangeFrame, UIResponder.keyboardDidChangeFrameNotification),
      (.UITextFieldTextDidBeginEditing, UITextField.textDidBeginEditingNotification),
      (.UITextFieldTextDidEndEditing, UITextField.textDidEndEditingNotification),
      (.UITextViewTextDidBeginEditing, UITextView.textDidBeginEditingNotification),
      (.UITextViewTextDidEndEditing, UITextView.textDidEndEditingNotification),
    ]
    for (old, new) in names { #expect(old == new) }
  }
}
