import DesignableUIKit
import Testing

/// A view whose `frame` is overridden with an observer, as Cosmos and BEMCheckBox do.
final class FrameWatchingView: UIView {
  var frameChanges = 0
  override var frame: CGRect { didSet { frameChanges += 1 } }
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A view that records the scale it sees while drawing and draws a one-pixel line.
final class ScaleProbeView: UIView {
  var scaleSeenInDraw: CGFloat = 0
  var traitScaleSeenInDraw: CGFloat = 0
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func draw(_ rect: CGRect) {
    scaleSeenInDraw = UIScreen.main.scale
    traitScaleSeenInDraw = traitCollection.displayScale
    UIColor.black.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1 / UIScreen.main.scale, height: 4)).fill()
  }
}

/// A view whose touch area reaches 10 points past its bounds, as BEMCheckBox widens its own.
final class WideTouchView: UIView {
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }
}

/// A view with touch handling and a tap recognizer, which a render never triggers.
final class TouchCountingView: UIView {
  var touchesSeen = 0
  override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
    isMultipleTouchEnabled = true
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesSeen += 1 }
  override func draw(_ rect: CGRect) {
    UIColor.systemBlue.setFill()
    UIBezierPath(rect: bounds).fill()
  }
}

@Suite("UIKit's views")
struct UIKitViewTests {
  @Test func subviewsGoBelowOrAboveASibling() {
    let parent = UIView()
    let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, belowSubview: b)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    parent.insertSubview(d, aboveSubview: a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, d, c, b].map(ObjectIdentifier.init))
    // Layers follow the views' order; a view already there moves.
    parent.insertSubview(b, belowSubview: a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, d, c].map(ObjectIdentifier.init))
    let layers = [b, a, d, c].map { ObjectIdentifier($0.layer) }
    #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == layers)
    // A sibling from elsewhere puts the view on top.
    let e = UIView()
    parent.insertSubview(e, belowSubview: UIView())
    #expect(parent.subviews.last === e)
  }

  @Test func aViewIsFoundByItsTagDepthFirst() {
    let root = UIView()
    let branch = UIView()
    let leaf = UIView()
    let sibling = UIView()
    leaf.tag = 7
    sibling.tag = 7
    branch.addSubview(leaf)
    root.addSubview(branch)
    root.addSubview(sibling)
    #expect(root.viewWithTag(7) === leaf)
    #expect(root.viewWithTag(0) === root)
    #expect(branch.viewWithTag(7) === leaf && root.viewWithTag(3) == nil)
  }

  @Test func anEmptyImageHasNoSize() {
    let image = UIImage()
    #expect(image.size == .zero)
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    #expect(Lifecycle.render(view, scale: 1).bytes.allSatisfy { $0 == 0 })
  }

  @Test func anOverriddenFrameObservesInitAndLaterChanges() {
    let view = FrameWatchingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    // UIKit's initWithFrame: sets the frame through the overridable setter.
    #expect(view.frameChanges == 1)
    view.frame.size = CGSize(width: 20, height: 6)
    #expect(view.frameChanges == 2)
    #expect(view.bounds.size == CGSize(width: 20, height: 6))
    let picture = Lifecycle.render(view, scale: 2)
    #expect(picture.width == 40 && picture.height == 12)
  }

  @Test(arguments: [CGFloat(1), 2, 3])
  func theScreenScaleIsTheRenderScale(scale: CGFloat) {
    let view = ScaleProbeView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    view.backgroundColor = .white
    let picture = Lifecycle.render(view, scale: scale)
    #expect(view.scaleSeenInDraw == scale)
    #expect(view.traitScaleSeenInDraw == scale)
    // A line 1/scale points wide is one pixel wide at every scale.
    #expect(picture[0, 1].red == 0)
    #expect(picture[1, 1].red == 255)
  }

  @Test func outsideARenderTheScreenScaleIsTheEnvironments() {
    #expect(UIScreen.main.scale == DesignEnvironment().screenScale)
    let three = DesignEnvironment(screenScale: 3)
    DesignEnvironment.$current.withValue(three) {
      #expect(UIScreen.main.scale == 3)
      #expect(UIScreen.main.nativeScale == 3)
      #expect(UIView(frame: .zero).contentScaleFactor == 3)
    }
  }

  @Test func aViewsLayerHasTheViewsContentScale() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(view.layer.contentsScale == UIScreen.main.scale)
    #expect(CALayer().contentsScale == 1, "a layer of its own keeps 1 until set")
    view.contentScaleFactor = 3
    #expect(view.layer.contentsScale == 3)
    view.layer.contentsScale = 1
    #expect(view.contentScaleFactor == 1)
  }

  /// A 2x image of 10 points (20 pixels) centred on a view's own layer takes 10 points, as on
  /// iOS, where the layer's `contentsScale` is the screen's; with a scale of 1 it took 20.
  @Test(arguments: [CGFloat(2), 3])
  func aViewsLayerShowsContentsAtTheScreenScale(scale: CGFloat) throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let size = CGSize(width: 10, height: 10)
    let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
      UIColor.black.setFill()
      context.fill(CGRect(origin: .zero, size: size))
    }
    let pixels = try #require(image.cgImage)
    #expect(pixels.width == Int(10 * scale))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.layer.contents = pixels
    view.layer.contentsGravity = .center
    let picture = Lifecycle.render(view, scale: scale)
    let inside = Int(10 * scale)
    #expect(picture[inside, inside].alpha == 255)
    #expect(picture[Int(4 * scale), Int(4 * scale)].alpha == 0, "the image keeps its 10 points")
  }

  @Test func traitsAreLightCompactWidthRegularHeight() {
    let traits = UIView(frame: .zero).traitCollection
    #expect(traits.userInterfaceStyle == .light)
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.layoutDirection == .leftToRight)
  }

  @Test func layoutDirectionFollowsTheSemanticContentAttribute() {
    // UIKit's documentation of userInterfaceLayoutDirection(for:): forced attributes win,
    // playback and spatial content keeps left to right, unspecified follows the app.
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    let rightToLeft = DesignEnvironment(layoutDirection: .rightToLeft)
    DesignEnvironment.$current.withValue(rightToLeft) {
      #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
      #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
    }
    let view = UIView(frame: .zero)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test func hitTestFindsTheDeepestVisibleInteractiveView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = WideTouchView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
    root.addSubview(child)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
    // Inside the widened touch area, outside the bounds.
    #expect(root.hitTest(CGPoint(x: 35, y: 50), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
    child.isHidden = true
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    child.isHidden = false
    child.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    #expect(child.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 41, y: 42))
    #expect(root.convert(CGPoint(x: 41, y: 42), to: child) == CGPoint(x: 1, y: 2))
  }

  @Test func touchesAndRecognizersAreInert() throws {
    ComponentRegistry.register(TouchCountingView.self) { TouchCountingView(frame: $0) }
    let view = try Lifecycle.build(
      TouchCountingView.self, path: .designTime, frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let picture = Lifecycle.render(view, scale: 1)
    #expect(picture[1, 1].blue == 255)
    #expect(view.touchesSeen == 0)
    let recognizer = try #require(view.gestureRecognizers?.first)
    #expect(recognizer is UITapGestureRecognizer)
    #expect(recognizer.view === view)
    #expect(recognizer.state == .possible)
    view.removeGestureRecognizer(recognizer)
    #expect(view.gestureRecognizers?.isEmpty == true)
    #expect(recognizer.view == nil)
  }

  @Test func accessibilityValuesAreStored() {
    let view = UIView(frame: .zero)
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Rating"
    view.accessibilityValue = "4"
    view.accessibilityTraits = .adjustable
    view.accessibilityIncrement()
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    #expect(view.accessibilityTraits.contains(.adjustable))
    #expect(view.accessibilityLabel == "Rating" && view.accessibilityValue == "4")
  }

  @Test func animateRunsTheEndStateAndCompletesAtOnce() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
    view.backgroundColor = .white
    var finished: Bool?
    UIView.animate(
      withDuration: 0.3, delay: 0.1, options: [.curveEaseOut],
      animations: { view.backgroundColor = .red },
      completion: { finished = $0 })
    #expect(finished == true)
    UIView.performWithoutAnimation { view.alpha = 1 }
    UIView.animate(
      withDuration: 0.5, delay: 0, options: [.preferredFramesPerSecond30, .transitionCurlUp],
      animations: { view.alpha = 1 })
    #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
    #expect(UIView.KeyframeAnimationOptions.calculationModePaced.rawValue == 2 << 10)
    UIView.animate(withDuration: 1) { view.transform = CGAffineTransform.identity }
    let picture = Lifecycle.render(view, scale: 1)
    #expect(picture[0, 0].red == 255 && picture[0, 0].green == 0)
  }

  @Test func animationBlocksMakeTheirChangesAsTheyAreMade() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
    UIView.beginAnimations("fade", context: nil)
    UIView.setAnimationDuration(0.4)
    UIView.setAnimationCurve(.easeOut)
    UIView.setAnimationDelegate(view)
    UIView.setAnimationDidStop(Selector("faded"))
    UIView.setAnimationTransition(.flipFromLeft, for: view, cache: true)
    view.backgroundColor = .green
    #expect(view.backgroundColor == .green)
    UIView.commitAnimations()
    #expect(Lifecycle.render(view, scale: 1)[1, 1].green == 255)
  }

  @Test func layersAndAnimationsKeepAccessibilityValues() {
    let layer = CAShapeLayer()
    layer.accessibilityHint = "progress"
    let animation = CAKeyframeAnimation(keyPath: "strokeEnd")
    animation.accessibilityHint = "phase 1"
    animation.accessibilityLabel = "Loading"
    #expect(layer.accessibilityHint == "progress" && !layer.isAccessibilityElement)
    #expect(animation.accessibilityHint == "phase 1" && animation.accessibilityLabel == "Loading")
    let tagged = [layer, CALayer()].first { $0.accessibilityHint == "progress" }
    #expect(tagged === layer)
  }

  @Test func marginsInsetsAndMasksHaveUIKitsDefaults() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.safeAreaInsets == .zero)
    #expect(view.autoresizingMask == [])
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(view.autoresizingMask.contains(.flexibleWidth))
    let inner = view.bounds.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(inner == CGRect(x: 2, y: 1, width: 44, height: 46))
    let mode: UIView.ContentMode = .scaleAspectFit
    #expect(mode == .scaleAspectFit)
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
  }

  @Test func badGeometryRendersNothingAndDoesNotTrap() {
    let view = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 4))
    view.backgroundColor = .red
    let picture = Lifecycle.render(view, scale: 2)
    #expect(picture.width == 0 || picture.height == 0)
    #expect(view.hitTest(CGPoint(x: CGFloat.nan, y: 1), with: nil) == nil)
    let empty = UIView(frame: .zero)
    #expect(Lifecycle.render(empty, scale: 3).width == 0)
  }

  @Test func viewsAreEqualOnlyToThemselves() {
    let a = UIView(frame: .zero)
    let b = UIView(frame: .zero)
    #expect(a == a && a != b)
    #expect(Set([a, b, a]).count == 2)
  }

  @Test func layerClassIsAnyClassAsInUIKit() {
    let view = ShapeBackedView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(view.layer is CAShapeLayer)
    #expect(UIView().frame == .zero)
  }
}

/// A view backed by a shape layer, declared with UIKit's `AnyClass` signature.
final class ShapeBackedView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
