import DesignableUIKit
import Testing

/// A host view for layers under test.
final class LayerHost: UIView {
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

func render(_ layers: [CALayer], width: CGFloat = 40, height: CGFloat = 40, scale: CGFloat = 1)
  -> Picture
{
  let host = LayerHost(frame: CGRect(x: 0, y: 0, width: width, height: height))
  for layer in layers { host.layer.addSublayer(layer) }
  return picture(of: host, scale: scale)
}

/// A custom layer that draws in `draw(in:)` and redraws when `level` changes.
final class LevelLayer: CALayer {
  var level: CGFloat = 0
  var draws = 0

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "level" || super.needsDisplay(forKey: key)
  }

  override func draw(in ctx: CGContext) {
    draws += 1
    ctx.setFillColor(UIColor.red.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
  }
}

/// A backing layer written as Core Animation wants a custom animatable layer: `init()`,
/// the presentation copy `init(layer:)` and `init?(coder:)`, each calling its super.
final class CopyingLayer: CALayer {
  var level: CGFloat = 0
  var madeBy = "nothing"

  override init() {
    super.init()
    madeBy = "init()"
  }

  override init(layer: Any) {
    super.init(layer: layer)
    level = (layer as? CopyingLayer)?.level ?? 0
    madeBy = "init(layer:)"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func draw(in ctx: CGContext) {
    ctx.setFillColor(UIColor.green.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
  }
}

/// A layer that sets its contents in `display()` instead of drawing in `draw(in:)`.
final class ContentsLayer: CALayer {
  var displays = 0

  override func display() {
    displays += 1
    let size = bounds.size
    contents =
      UIGraphicsImageRenderer(size: size).image { context in
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height))
      }.cgImage
  }

  override func draw(in ctx: CGContext) {
    ctx.setFillColor(UIColor.red.cgColor)
    ctx.fill(bounds)
  }
}

/// A view backed by a ``CopyingLayer``.
final class CopyingLayerView: UIView {
  override class var layerClass: AnyClass { CopyingLayer.self }
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// An animation delegate that records calls.
final class DelegateProbe: NSObject, CAAnimationDelegate {
  var calls = 0
  func animationDidStart(_ anim: CAAnimation) { calls += 1 }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { calls += 1 }
}

@Suite("Core Animation layers")
struct QuartzCoreLayerTests {
  @Test func aLayerThatOverridesDisplaySetsItsContentsAndIsNotDrawn() {
    let layer = ContentsLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    let picture = render([layer], width: 20, height: 10)
    #expect(layer.displays == 1)
    #expect(picture[2, 5] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(picture[17, 5].alpha == 0)
  }

  @Test func aBackingLayerIsMadeByInitAndMayOverrideTheCopyInitializer() {
    // This target has no plugin to list its layer classes.
    LayerRegistry.register(CopyingLayer.self) { CopyingLayer() }
    let view = CopyingLayerView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let layer = view.layer as? CopyingLayer
    #expect(layer?.madeBy == "init()")
    layer?.level = 0.5
    layer?.drawsAsynchronously = true
    layer?.setNeedsDisplay()
    let picture = picture(of: view)
    #expect(picture[5, 5] == Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    #expect(picture[30, 5].alpha == 0)
    let copy = CopyingLayer(layer: layer as Any)
    #expect(copy.madeBy == "init(layer:)" && copy.level == 0.5)
  }

  @Test func shapeLayersStrokeTheirTrimmedPath() {
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 20))
    path.addLine(to: CGPoint(x: 40, y: 20))
    shape.path = path
    shape.fillColor = nil
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineWidth = 4
    shape.lineCap = .butt
    shape.strokeEnd = 0.5
    shape.lineDashPattern = [NSNumber(value: 40)]
    let picture = render([shape])
    #expect(picture[10, 20].blue == 255)
    #expect(picture[30, 20].alpha == 0)
  }

  @Test func gradientLayersTakeCGColorsAndDrawAllThreeTypes() {
    let axial = CAGradientLayer()
    axial.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    axial.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    axial.startPoint = CGPoint(x: 0, y: 0.5)
    axial.endPoint = CGPoint(x: 1, y: 0.5)
    let a = render([axial])
    #expect(a[1, 20].red > 240 && a[38, 20].blue > 240)

    let conic = CAGradientLayer()
    conic.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    conic.type = .conic
    conic.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    conic.startPoint = CGPoint(x: 0.5, y: 0.5)
    conic.endPoint = CGPoint(x: 1, y: 0.5)
    let c = render([conic])
    // Just past angle 0 it is red; a quarter turn on (below the centre) it is a quarter blue.
    #expect(c[38, 21].red > 230)
    #expect(c[20, 38].red > 170 && c[20, 38].blue > 40 && c[20, 38].blue < 90)
    // Just before a whole turn it is blue.
    #expect(c[38, 18].blue > 230)
    #expect(c[20, 20].alpha == 255 && c[1, 1].alpha == 255, "no seams, no gaps")
  }

  @Test func maskedCornersRoundOnlyTheirCorners() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    layer.backgroundColor = UIColor.black.cgColor
    layer.cornerRadius = 15
    layer.maskedCorners = [.layerMinXMinYCorner]
    let picture = render([layer])
    #expect(picture[1, 1].alpha == 0)
    #expect(picture[38, 1].alpha == 255 && picture[38, 38].alpha == 255)
  }

  @Test func aMaskLayerClipsToItsShape() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    layer.backgroundColor = UIColor.black.cgColor
    let mask = CAShapeLayer()
    mask.frame = layer.bounds
    mask.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
    layer.mask = mask
    let picture = render([layer])
    #expect(picture[20, 20].alpha == 255)
    #expect(picture[2, 2].alpha == 0)
  }

  @Test func settingSublayersReplacesThem() {
    let parent = CALayer()
    let a = CALayer()
    let b = CALayer()
    parent.addSublayer(a)
    parent.sublayers = [b]
    #expect(a.superlayer == nil)
    #expect(b.superlayer === parent)
    #expect(parent.sublayers?.count == 1)
    parent.sublayers = nil
    #expect(parent.sublayers == nil && b.superlayer == nil)
  }

  @Test func aCustomLayerRedrawsWhenAKeyItNamesChanges() {
    let layer = LevelLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    layer.level = 0.25
    let host = LayerHost(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    host.layer.addSublayer(layer)
    let first = picture(of: host)
    #expect(first[5, 5].red == 255 && first[20, 5].alpha == 0)
    _ = picture(of: host)
    #expect(layer.draws == 1, "nothing changed, nothing redrawn")
    layer.level = 0.75
    let second = picture(of: host)
    #expect(second[20, 5].red == 255)
    #expect(layer.draws == 2)
  }

  @Test func textLayersDrawTheirString() {
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
    text.string = "Hello"
    text.font = UIFont.systemFont(ofSize: 12)
    text.fontSize = 20
    text.foregroundColor = UIColor.black.cgColor
    text.contentsScale = 2
    let drawn = render([text], width: 120, height: 30)
    #expect(drawn.inkCount > 40)
    // The string is set from the top, at fontSize: nothing reaches the bottom rows.
    #expect((0..<120).allSatisfy { drawn[$0, 29].alpha == 0 })
    let empty = CATextLayer()
    empty.frame = text.frame
    empty.string = NSAttributedString(string: "")
    #expect(render([empty], width: 120, height: 30)[5, 5].alpha == 0)
  }

  /// A text layer subclass that moves the context before its `super.draw(in:)` (the widely
  /// copied vertically centred text layer) moves the text; one whose `draw(in:)` does not
  /// call `super` draws no text, as in Core Animation.
  @Test func aTextLayerSubclassPlacesItsTextThroughDrawIn() {
    final class Lowered: CATextLayer {
      var drop: CGFloat = 0
      var callsSuper = true
      override func draw(in ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: 0, y: drop)
        if callsSuper { super.draw(in: ctx) }
        ctx.restoreGState()
      }
    }
    func inkedRows(drop: CGFloat, callsSuper: Bool = true) -> [Int] {
      let text = Lowered()
      text.drop = drop
      text.callsSuper = callsSuper
      text.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
      text.string = "Hi"
      text.fontSize = 16
      text.foregroundColor = UIColor.black.cgColor
      let drawn = render([text], width: 60, height: 60)
      return (0..<60).filter { y in (0..<60).contains { drawn[$0, y].alpha > 128 } }
    }
    let top = inkedRows(drop: 0)
    let lowered = inkedRows(drop: 30)
    #expect(!top.isEmpty && top.allSatisfy { $0 < 30 })
    #expect(lowered == top.map { $0 + 30 })
    #expect(inkedRows(drop: 0, callsSuper: false).isEmpty)
  }

  @Test func replicatorsDrawEveryInstance() {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    replicator.instanceCount = 4
    replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
    dot.backgroundColor = UIColor.black.cgColor
    replicator.addSublayer(dot)
    let picture = render([replicator])
    #expect([2, 12, 22, 32].allSatisfy { picture[$0, 2].alpha == 255 })
    #expect(picture[7, 2].alpha == 0)
    replicator.instanceCount = Int.max
    #expect(render([replicator]).width == 40, "a huge count is capped")
  }

  @Test func contentsGravityPlacesTheImage() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      UIColor.black.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    layer.contents = image
    layer.contentsGravity = .center
    let picture = render([layer])
    #expect(picture[20, 20].alpha == 255 && picture[5, 5].alpha == 0)
    layer.contentsGravity = .resize
    #expect(render([layer])[5, 5].alpha == 255)
    // CALayer.contentsGravity: "The naming of contents gravity constants is based on the
    // direction of the vertical axis", which points down on iOS: `.top` lands at the bottom.
    layer.contentsGravity = .top
    let top = render([layer])
    #expect(top[20, 35].alpha == 255 && top[20, 5].alpha == 0)
    layer.contentsGravity = .bottomLeft
    let bottomLeft = render([layer])
    #expect(bottomLeft[5, 5].alpha == 255 && bottomLeft[5, 35].alpha == 0)
  }

  @Test func animationsLeaveTheModelValueAndCallNoDelegate() {
    let shape = CAShapeLayer()
    shape.strokeEnd = 1
    let probe = DelegateProbe()
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = NSNumber(value: 0)
    animation.toValue = NSNumber(value: 1)
    animation.duration = 2
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    animation.beginTime = CACurrentMediaTime() + 1
    animation.delegate = probe
    let keyframes = CAKeyframeAnimation(keyPath: "transform")
    keyframes.values = [NSValue(caTransform3D: CATransform3DIdentity)]
    let group = CAAnimationGroup()
    group.animations = [animation, keyframes]
    shape.add(group, forKey: "draw")
    shape.strokeEnd = 0.5
    #expect(shape.presentation()?.strokeEnd == 0.5)
    let added = shape.animation(forKey: "draw") as? CAAnimationGroup
    #expect(added !== group && added?.animations?.first === animation)
    #expect(probe.calls == 0)
  }

  @Test func transactionsRunTheirCompletionAtCommit() {
    var done = 0
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setAnimationDuration(0.5)
    CATransaction.setCompletionBlock { done += 1 }
    #expect(CATransaction.disableActions())
    let layer = CALayer()
    layer.opacity = 0.3
    #expect(done == 0)
    CATransaction.commit()
    #expect(done == 1)
    #expect(layer.opacity == 0.3)
  }

  @Test func transactionPropertiesAreSetByKey() {
    var done = 0
    CATransaction.begin()
    CATransaction.setValue(true, forKey: kCATransactionDisableActions)
    CATransaction.setValue(NSNumber(value: 0.75), forKey: kCATransactionAnimationDuration)
    CATransaction.setValue({ done += 1 } as () -> Void, forKey: kCATransactionCompletionBlock)
    CATransaction.setValue("note", forKey: "custom")
    #expect(CATransaction.disableActions())
    #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
    #expect(CATransaction.animationDuration() == 0.75)
    #expect(CATransaction.value(forKey: "custom") as? String == "note")
    #expect(CATransaction.value(forKey: "never set") == nil)
    CATransaction.commit()
    #expect(done == 1)
    #expect(!CATransaction.disableActions())
  }

  @Test func timingFunctionsKeepCoreAnimationsControlPoints() {
    let function = CAMediaTimingFunction(name: .easeIn)
    var point: [Float] = [0, 0]
    function.getControlPoint(at: 1, values: &point)
    #expect(point == [0.42, 0])
    let custom = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
    custom.getControlPoint(at: 2, values: &point)
    #expect(point == [0.3, 0.4])
  }

  @Test func onlyTheIdentityTransformIsTheIdentity() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)))
    #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 1, 0)))
    #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 0)))
  }
}

@Suite("Core Animation masks")
struct QuartzCoreMaskTests {
  /// The usual gradient ring: a conic gradient masked by a stroked circle.
  @Test func aStrokedShapeMaskShowsOnlyItsStroke() {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    gradient.type = .conic
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    let ring = CAShapeLayer()
    ring.frame = gradient.bounds
    ring.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 30, height: 30), transform: nil)
    ring.fillColor = UIColor.clear.cgColor
    ring.strokeColor = UIColor.white.cgColor
    ring.lineWidth = 4
    gradient.mask = ring
    let drawn = render([gradient])
    #expect(drawn[35, 20].alpha == 255, "on the ring")
    #expect(drawn[20, 20].alpha == 0, "inside the ring")
    #expect(drawn[1, 1].alpha == 0, "outside the ring")
    ring.strokeEnd = 0.5
    let half = render([gradient])
    #expect(half[20, 35].alpha == 255 && half[20, 5].alpha == 0)
  }

  @Test func strokedCopiesOfPathsCoverTheStroke() {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 10))
    line.addLine(to: CGPoint(x: 20, y: 10))
    let outline = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(outline.boundingBoxOfPath == CGRect(x: 0, y: 8, width: 20, height: 4))
    #expect(outline.contains(CGPoint(x: 10, y: 11)) && !outline.contains(CGPoint(x: 10, y: 13)))
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.sketch = { context, _ in
      context.setLineWidth(4)
      context.move(to: CGPoint(x: 0, y: 10))
      context.addLine(to: CGPoint(x: 20, y: 10))
      context.replacePathWithStrokedPath()
      context.setFillColor(UIColor.black.cgColor)
      context.fillPath()
    }
    let drawn = picture(of: view)
    #expect(drawn[10, 9].alpha == 255 && drawn[10, 5].alpha == 0)
  }
}

@Suite("Core Animation bad input")
struct QuartzCoreBadInputTests {
  @Test func nonFiniteLayerValuesRenderWithoutTrapping() {
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    text.string = String(repeating: "long text ", count: 10_000)
    text.fontSize = .nan
    text.isWrapped = true
    let conic = CAGradientLayer()
    conic.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    conic.type = .conic
    conic.colors = [UIColor.red.cgColor, "not a colour", UIColor.blue.cgColor]
    conic.startPoint = CGPoint(x: CGFloat.nan, y: 0)
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    replicator.instanceCount = -3
    replicator.instanceTransform = CATransform3DMakeScale(.infinity, .nan, 1)
    let image = CALayer()
    image.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    image.contents = "a string is not an image"
    image.contentsScale = 0
    let mask = CAShapeLayer()
    mask.path = CGPath(rect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), transform: nil)
    image.mask = mask
    let drawn = render([text, conic, replicator, image])
    #expect(drawn.width == 40 && drawn.height == 40)
  }

  @Test func unbalancedTransactionsAndContextsAreHarmless() {
    CATransaction.commit()
    UIGraphicsPopContext()
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 4), false, 0)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsEndImageContext()
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 2)
    UIColor.red.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 4)).fill()
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(image?.size == CGSize(width: 4, height: 4))
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}
