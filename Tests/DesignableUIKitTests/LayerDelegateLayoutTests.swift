import DesignableUIKit
import Foundation
import Testing

/// A view lays out its layer as UIKit's `CALayerDelegate`: `layoutSublayers(of:)` runs
/// `layoutSubviews()`, and an override sees its own layer compared with `==`.
@Suite struct LayerDelegateLayoutTests {
  final class Ring: UIView {
    let ring = CAShapeLayer()
    var events: [String] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSublayers(of layer: CALayer) {
      events.append("layoutSublayers(of:) before")
      super.layoutSublayers(of: layer)
      events.append("layoutSublayers(of:) after")
      guard layer == self.layer else { return }
      ring.frame = bounds.insetBy(dx: 2, dy: 2)
      ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      events.append("layoutSubviews()")
    }
  }

  final class Edge: CALayer {
    var laidOut = 0
    override func layoutSublayers() {
      super.layoutSublayers()
      laidOut += 1
    }
  }

  final class EdgeView: UIView {
    var viewLaidOut = 0
    override class var layerClass: AnyClass { Edge.self }
    override func layoutSubviews() { viewLaidOut += 1 }
  }

  @Test func aViewLaysOutItsLayerThroughLayoutSublayersOfLayer() {
    let view = Ring(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.layoutIfNeeded()
    #expect(
      view.events == [
        "layoutSublayers(of:) before", "layoutSubviews()", "layoutSublayers(of:) after",
      ])
    #expect(view.ring.frame == CGRect(x: 2, y: 2, width: 16, height: 16))
  }

  @Test func aBackingLayersLayoutSublayersAsksItsView() throws {
    LayerRegistry.register(Edge.self) { Edge() }
    let view = EdgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    let edge = try #require(view.layer as? Edge)
    #expect(edge.laidOut == 1 && view.viewLaidOut == 1)
  }

  @Test func layersAreEqualOnlyToThemselves() {
    let a = CALayer()
    let b = CALayer()
    #expect(a == a && a != b)
    #expect(Set([a, b, a]).count == 2)
  }

  @Test func keyframeAnimationsHaveCoreAnimationsModes() {
    let animation = CAKeyframeAnimation(keyPath: "strokeEnd")
    #expect(animation.calculationMode == .linear)
    animation.calculationMode = CAAnimationCalculationMode.paced
    animation.rotationMode = CAAnimationRotationMode.rotateAuto
    #expect(animation.calculationMode.rawValue == "paced")
    #expect(animation.rotationMode == .rotateAuto)
  }
}
