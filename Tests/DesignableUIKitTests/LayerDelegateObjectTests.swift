import Foundation
import Raster
import Testing

@testable import DesignableUIKit

/// An object that is no view drawing a layer's content and turning its actions off, as
/// components hand a sublayer to a small `NSObject` helper.
private final class StripeDrawer: NSObject, CALayerDelegate {
  var laidOut = 0

  func draw(_ layer: CALayer, in ctx: CGContext) {
    ctx.setFillColor(UIColor.green.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height))
  }

  func layoutSublayers(of layer: CALayer) { laidOut += 1 }

  func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}

/// A view that animates its shadow path when asked, and otherwise keeps UIKit's answer.
private final class ShadowPathView: UIView {
  override func action(for layer: CALayer, forKey event: String) -> CAAction? {
    guard event == "shadowPath" else { return super.action(for: layer, forKey: event) }
    return CABasicAnimation(keyPath: event)
  }
}

@Suite struct LayerDelegateObjectTests {
  @Test func anObjectThatIsNoViewDrawsAndLaysOutTheLayerItIsTheDelegateOf() {
    let drawer = StripeDrawer()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .blue
    let stripe = CALayer()
    stripe.frame = view.bounds
    stripe.delegate = drawer
    view.layer.addSublayer(stripe)
    #expect(stripe.delegate === drawer)
    let picture = Lifecycle.render(view, scale: 1)
    func at(_ x: Int, _ y: Int) -> [UInt8] {
      Array(picture.bytes[(y * picture.width + x) * 4..<(y * picture.width + x) * 4 + 4])
    }
    #expect(at(2, 5) == [0, 255, 0, 255])  // drawn by the delegate
    #expect(at(17, 5) == [0, 0, 255, 255])  // the view's background beside it
    #expect(drawer.laidOut >= 1)
  }

  @Test func theDelegatesActionComesBeforeTheLayersOwn() {
    let drawer = StripeDrawer()
    let layer = CALayer()
    layer.actions = ["opacity": CABasicAnimation(keyPath: "opacity")]
    #expect(layer.action(forKey: "opacity") != nil)
    layer.delegate = drawer
    #expect(layer.action(forKey: "opacity") == nil)  // NSNull from the delegate: none
  }

  @Test func aViewTurnsItsLayersActionsOffUnlessItsOverrideAnswers() {
    let view = ShadowPathView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.actions = ["opacity": CABasicAnimation(keyPath: "opacity")]
    #expect(view.layer.action(forKey: "opacity") == nil)
    #expect(view.layer.action(forKey: "shadowPath") is CABasicAnimation)
    let other = CALayer()
    other.actions = ["opacity": CABasicAnimation(keyPath: "opacity")]
    other.delegate = view
    #expect(other.action(forKey: "opacity") is CABasicAnimation)  // not the view's layer
  }
}
