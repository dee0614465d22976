// UIKit's and Core Animation's names before Swift 4.2, which the iOS SDK keeps for code
// compiled in Swift 4 mode (`-swift-version 4`, a package's `.swiftLanguageMode(.v4)`, a
// podspec's `swift_version = '4.0'`) and refuses, with a fix-it, in Swift 4.2 and later.
// Each is declared here the same way: available in Swift 4 mode, and obsoleted in 4.2
// with the name that replaced it.

import Foundation

// MARK: Constants

@available(swift, obsoleted: 4.2, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric: CGFloat = UIView.noIntrinsicMetric
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize: CGSize = UIView.layoutFittingCompressedSize
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingExpandedSize")
public let UILayoutFittingExpandedSize: CGSize = UIView.layoutFittingExpandedSize
@available(swift, obsoleted: 4.2, renamed: "UISegmentedControl.noSegment")
public let UISegmentedControlNoSegment: Int = UISegmentedControl.noSegment
@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = UITableView.automaticDimension
@available(swift, obsoleted: 4.2, renamed: "UICollectionViewFlowLayout.automaticSize")
public let UICollectionViewFlowLayoutAutomaticSize: CGSize = UICollectionViewFlowLayout
  .automaticSize
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.normal")
public let UIScrollViewDecelerationRateNormal: UIScrollView.DecelerationRate = UIScrollView
  .DecelerationRate.normal
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.fast")
public let UIScrollViewDecelerationRateFast: UIScrollView.DecelerationRate = UIScrollView
  .DecelerationRate.fast
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.normal")
public let UIWindowLevelNormal: UIWindow.Level = UIWindow.Level.normal
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.alert")
public let UIWindowLevelAlert: UIWindow.Level = UIWindow.Level.alert
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.statusBar")
public let UIWindowLevelStatusBar: UIWindow.Level = UIWindow.Level.statusBar
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey: String = UIResponder.keyboardFrameEndUserInfoKey
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey: String = UIResponder.keyboardFrameBeginUserInfoKey
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey: String = UIResponder
  .keyboardAnimationDurationUserInfoKey
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey: String = UIResponder
  .keyboardAnimationCurveUserInfoKey
@available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.none")
public let UIAccessibilityTraitNone: UIAccessibilityTraits = UIAccessibilityTraits.none
@available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.button")
public let UIAccessibilityTraitButton: UIAccessibilityTraits = UIAccessibilityTraits.button
@available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.link")
public let UIAccessibilityTraitLink: UIAccessibilityTraits = UIAccessibilityTraits.link
@available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.image")
public let UIAccessibilityTraitImage: UIAccessibilityTraits = UIAccessibilityTraits.image
@available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.selected")
public let UIAccessibilityTraitSelected: UIAccessibilityTraits = UIAccessibilityTraits.selected
@available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.staticText")
public let UIAccessibilityTraitStaticText: UIAccessibilityTraits = UIAccessibilityTraits.staticText
@available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.header")
public let UIAccessibilityTraitHeader: UIAccessibilityTraits = UIAccessibilityTraits.header
@available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.adjustable")
public let UIAccessibilityTraitAdjustable: UIAccessibilityTraits = UIAccessibilityTraits.adjustable
@available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.notEnabled")
public let UIAccessibilityTraitNotEnabled: UIAccessibilityTraits = UIAccessibilityTraits.notEnabled
@available(swift, obsoleted: 4.2, renamed: "UIAccessibilityTraits.updatesFrequently")
public let UIAccessibilityTraitUpdatesFrequently: UIAccessibilityTraits = UIAccessibilityTraits
  .updatesFrequently

// MARK: Core Animation's string constants

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards: CAMediaTimingFillMode = .forwards
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards: CAMediaTimingFillMode = .backwards
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth: CAMediaTimingFillMode = .both
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved: CAMediaTimingFillMode = .removed
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear: CAMediaTimingFunctionName = .linear
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn: CAMediaTimingFunctionName = .easeIn
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut: CAMediaTimingFunctionName = .easeOut
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut: CAMediaTimingFunctionName = .easeInEaseOut
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault: CAMediaTimingFunctionName = .default
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt: CAShapeLayerLineCap = .butt
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound: CAShapeLayerLineCap = .round
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare: CAShapeLayerLineCap = .square
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter: CAShapeLayerLineJoin = .miter
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound: CAShapeLayerLineJoin = .round
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel: CAShapeLayerLineJoin = .bevel
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero: CAShapeLayerFillRule = .nonZero
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd: CAShapeLayerFillRule = .evenOdd
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.center")
public let kCAGravityCenter: CALayerContentsGravity = .center
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.top")
public let kCAGravityTop: CALayerContentsGravity = .top
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottom")
public let kCAGravityBottom: CALayerContentsGravity = .bottom
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.left")
public let kCAGravityLeft: CALayerContentsGravity = .left
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.right")
public let kCAGravityRight: CALayerContentsGravity = .right
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.topLeft")
public let kCAGravityTopLeft: CALayerContentsGravity = .topLeft
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.topRight")
public let kCAGravityTopRight: CALayerContentsGravity = .topRight
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottomLeft")
public let kCAGravityBottomLeft: CALayerContentsGravity = .bottomLeft
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottomRight")
public let kCAGravityBottomRight: CALayerContentsGravity = .bottomRight
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resize")
public let kCAGravityResize: CALayerContentsGravity = .resize
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspect")
public let kCAGravityResizeAspect: CALayerContentsGravity = .resizeAspect
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspectFill")
public let kCAGravityResizeAspectFill: CALayerContentsGravity = .resizeAspectFill
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.natural")
public let kCAAlignmentNatural: CATextLayerAlignmentMode = .natural
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.left")
public let kCAAlignmentLeft: CATextLayerAlignmentMode = .left
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.right")
public let kCAAlignmentRight: CATextLayerAlignmentMode = .right
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.center")
public let kCAAlignmentCenter: CATextLayerAlignmentMode = .center
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.justified")
public let kCAAlignmentJustified: CATextLayerAlignmentMode = .justified
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.none")
public let kCATruncationNone: CATextLayerTruncationMode = .none
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.start")
public let kCATruncationStart: CATextLayerTruncationMode = .start
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.end")
public let kCATruncationEnd: CATextLayerTruncationMode = .end
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.middle")
public let kCATruncationMiddle: CATextLayerTruncationMode = .middle
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.fade")
public let kCATransitionFade: CATransitionType = .fade
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn: CATransitionType = .moveIn
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.push")
public let kCATransitionPush: CATransitionType = .push
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.reveal")
public let kCATransitionReveal: CATransitionType = .reveal
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight: CATransitionSubtype = .fromRight
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft: CATransitionSubtype = .fromLeft
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop: CATransitionSubtype = .fromTop
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom: CATransitionSubtype = .fromBottom
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear: CAAnimationCalculationMode = .linear
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete: CAAnimationCalculationMode = .discrete
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced: CAAnimationCalculationMode = .paced
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic: CAAnimationCalculationMode = .cubic
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced: CAAnimationCalculationMode = .cubicPaced
@available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto: CAAnimationRotationMode = .rotateAuto
@available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse: CAAnimationRotationMode = .rotateAutoReverse
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.axial")
public let kCAGradientLayerAxial: CAGradientLayerType = .axial
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.radial")
public let kCAGradientLayerRadial: CAGradientLayerType = .radial
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.conic")
public let kCAGradientLayerConic: CAGradientLayerType = .conic
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsFilter.linear")
public let kCAFilterLinear: CALayerContentsFilter = .linear
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsFilter.nearest")
public let kCAFilterNearest: CALayerContentsFilter = .nearest
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsFilter.trilinear")
public let kCAFilterTrilinear: CALayerContentsFilter = .trilinear
