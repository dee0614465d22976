import Components
import DesignableUIKit
import Testing

/// A layer with an initializer of its own and the `init?(coder:)` Swift then asks for, and
/// nothing else: iOS compiles it, and so must we (no other initializer is required).
final class TintedRingLayer: CAShapeLayer {
  let tint: UIColor

  init(tint: UIColor) {
    self.tint = tint
    super.init()
    fillColor = nil
    strokeColor = tint.cgColor
    lineWidth = 4
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A shape layer subclass that no registration lists.
final class UnlistedLayer: CAShapeLayer {}

final class UnlistedLayerView: UIView {
  override class var layerClass: AnyClass { UnlistedLayer.self }
}

final class EmitterView: UIView {
  override class var layerClass: AnyClass { CAEmitterLayer.self }
}

/// How views get their backing layers of `layerClass` without the Objective-C runtime.
@Suite("Backing layers")
struct BackingLayerTests {
  @Test func aLayerWithOnlyItsOwnInitializersIsBuiltAndDrawn() {
    let ring = TintedRingLayer(tint: .red)
    ring.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    ring.path = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 16, height: 16)).cgPath
    let picture = render([ring], width: 20, height: 20)
    #expect(picture[10, 2] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(picture[10, 10].alpha == 0)
  }

  @Test func theLibrarysLayerClassesBackViewsWithoutRegistering() {
    #expect(EmitterView(frame: .zero).layer is CAEmitterLayer)
    let shaped = ShapeLayerBackedView(frame: .zero)
    #expect(type(of: shaped.layer) == CAShapeLayer.self)
  }

  @Test func anUnlistedLayerClassGivesALayerOfItsNearestListedSuperclass() {
    let view = UnlistedLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(type(of: view.layer) == CAShapeLayer.self)
    #expect(view.layer.delegate === view)
  }
}

/// A view backed by the library's shape layer.
final class ShapeLayerBackedView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
}
