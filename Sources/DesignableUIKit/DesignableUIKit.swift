// UIKit's, Core Animation's and Core Graphics' names for the component model, so that a
// component's UIKit source compiles unchanged here, below one import switch:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import DesignableUIKit
//     #endif
//
// As UIKit does, importing this module brings Foundation with it.
@_exported import Components
@_exported import Foundation
import Raster

#if !canImport(UIKit)
  public typealias UIResponder = Responder
  public typealias UIView = View
  public typealias UILabel = Label
  public typealias UIImageView = ImageView
  public typealias UIColor = Color
  public typealias UIFont = Font
  public typealias UIImage = Image
  public typealias UIBezierPath = BezierPath
  public typealias UIRectCorner = RectCorner
  public typealias UIControl = Control
  public typealias UIButton = Button
  public typealias UIAction = ControlAction
  public typealias UIMenu = Menu
  public typealias UIMenuElement = MenuElement
  public typealias NSTextAttachment = TextAttachment
  public typealias UIActionHandler = (UIAction) -> Void
  public typealias UIScreen = Screen
  public typealias UICoordinateSpace = CoordinateSpace
  public typealias UIWindow = Window
  public typealias UITouch = Touch
  public typealias UIEvent = TouchEvent
  public typealias UIPress = Press
  public typealias UITextInputMode = TextInputMode
  public typealias UIPressesEvent = PressesEvent
  public typealias UIFocusEnvironment = FocusEnvironment
  public typealias UIFocusUpdateContext = FocusUpdateContext
  public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
  public typealias UIGestureRecognizer = GestureRecognizer
  public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
  public typealias UITapGestureRecognizer = TapGestureRecognizer
  public typealias UIPanGestureRecognizer = PanGestureRecognizer
  public typealias UIScrollTypeMask = ScrollTypeMask
  public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
  public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
  public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
  public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
  public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
  public typealias UIRectEdge = RectEdge
  public typealias UITraitCollection = TraitCollection
  public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle
  public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
  public typealias UITraitEnvironmentLayoutDirection = TraitCollection.LayoutDirection
  public typealias UIEdgeInsets = EdgeInsets
  public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
  public typealias NSDirectionalRectEdge = DirectionalRectEdge
  public typealias UIBackgroundConfiguration = BackgroundConfiguration
  public typealias UIConfigurationTextAttributesTransformer =
    ConfigurationTextAttributesTransformer
  public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
  public typealias UISemanticContentAttribute = SemanticContentAttribute
  public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
  public typealias UIAccessibilityTraits = AccessibilityTraits
  public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
  public typealias NSLayoutConstraint = LayoutConstraint
  public typealias UILayoutPriority = LayoutPriority
  public typealias NSTextAlignment = TextAlignment
  public typealias NSLineBreakMode = LineBreakMode
  public typealias UIBaselineAdjustment = Label.BaselineAdjustment
  public typealias UIContentSizeCategory = ContentSizeCategory
#endif

#if !canImport(Darwin)
  public typealias CALayer = Layer
  public typealias CAShapeLayer = ShapeLayer
  public typealias CALayerContentsFilter = LayerContentsFilter
  public typealias CAGradientLayer = GradientLayer
  public typealias CATextLayer = TextLayer
  public typealias CAReplicatorLayer = ReplicatorLayer
  public typealias CAAnimation = Animation
  public typealias CAPropertyAnimation = PropertyAnimation
  public typealias CABasicAnimation = BasicAnimation
  public typealias CASpringAnimation = SpringAnimation
  public typealias CAAnimationGroup = AnimationGroup
  public typealias CAKeyframeAnimation = KeyframeAnimation
  public typealias CATransition = Transition
  public typealias CATransitionType = TransitionType
  public typealias CATransitionSubtype = TransitionSubtype
  public typealias CAValueFunction = ValueFunction
  public typealias CAValueFunctionName = ValueFunction.Name
  public typealias CAEdgeAntialiasingMask = EdgeAntialiasingMask
  public typealias CALayerContentsFormat = LayerContentsFormat
  public typealias CAAnimationDelegate = AnimationDelegate
  public typealias CALayerDelegate = LayerDelegate
  public typealias CAAction = LayerAction
  public typealias CAMediaTimingFunction = MediaTimingFunction
  public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
  public typealias CAMediaTimingFillMode = MediaTimingFillMode
  public typealias CAAnimationCalculationMode = AnimationCalculationMode
  public typealias CAAnimationRotationMode = AnimationRotationMode
  public typealias CACornerMask = CornerMask
  public typealias CALayerContentsGravity = LayerContentsGravity
  public typealias CALayerCornerCurve = LayerCornerCurve
  public typealias CAShapeLayerFillRule = ShapeFillRule
  public typealias CAShapeLayerLineCap = ShapeLineCap
  public typealias CAShapeLayerLineJoin = ShapeLineJoin
  public typealias CAGradientLayerType = GradientType
  public typealias CATextLayerAlignmentMode = TextLayerAlignmentMode
  public typealias CATextLayerTruncationMode = TextLayerTruncationMode
  public typealias CATransform3D = Transform3D
#endif

#if !canImport(Darwin)
  public typealias CGContext = GraphicsContext
  public typealias CGPath = GraphicsPath
  public typealias CGMutablePath = MutableGraphicsPath
  public typealias CGPathFillRule = PathFillRule
  public typealias CGPathDrawingMode = PathDrawingMode
  public typealias CGLineCap = LineCap
  public typealias CGLineJoin = LineJoin
  public typealias CGBlendMode = BlendMode
  public typealias CGGradient = GraphicsGradient
  public typealias CGGradientDrawingOptions = GradientDrawingOptions
  public typealias CGInterpolationQuality = InterpolationQuality
  public typealias CGColorSpace = ColorSpace
  public typealias CGImage = Image
  public typealias CGFont = GraphicsFont
  public typealias CFTimeInterval = Double
  public typealias CFString = String
  /// Core Foundation's array, toll-free bridged to `NSArray` as on iOS: `[a, b] as CFArray`
  /// makes one, `as [AnyObject]` reads one.
  public typealias CFArray = NSArray
  /// Core Foundation's any-object type: `font as CFTypeRef` for `CATextLayer.font`.
  public typealias CFTypeRef = AnyObject
#endif
