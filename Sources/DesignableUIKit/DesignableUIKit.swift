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

#if !canImport(UIKit)
  public typealias UIView = View
  public typealias UILabel = Label
  public typealias UIImageView = ImageView
  public typealias UIColor = Color
  public typealias UIFont = Font
  public typealias UIImage = Image
  public typealias UIBezierPath = BezierPath
  public typealias UIRectCorner = RectCorner
#endif

#if !canImport(QuartzCore)
  public typealias CALayer = Layer
  public typealias CAShapeLayer = ShapeLayer
  public typealias CAGradientLayer = GradientLayer
  public typealias CAAnimation = Animation
  public typealias CABasicAnimation = BasicAnimation
  public typealias CAAnimationGroup = AnimationGroup
  public typealias CAKeyframeAnimation = KeyframeAnimation
#endif
