import Components
import Foundation
import Raster
import Testing

/// A layer's shadow is not composited where its opaque background paints over it next
/// (`Layer._shadowsSkipTheBackground`): the pictures are those of a shadow composited
/// everywhere, whatever the corners, the shadow's kind and the scale.
@Suite("Layer shadows under an opaque background")
struct ShadowBackgroundCoverTests {
  struct Case: Sendable, CustomStringConvertible {
    var cornerRadius: CGFloat
    var continuous = false
    var corners: CornerMask = .all
    var drawsContent = false
    var scale: CGFloat = 2
    var radius: CGFloat = 3
    var clipsInParent = false
    var description: String {
      "radius \(cornerRadius) continuous \(continuous) content \(drawsContent) @\(scale)x"
        + " shadow \(radius) clipped \(clipsInParent)"
    }
  }

  static let cases: [Case] = [
    Case(cornerRadius: 0),
    Case(cornerRadius: 6),
    Case(cornerRadius: 9, continuous: true),
    Case(cornerRadius: 14, continuous: true, scale: 3, radius: 8),
    Case(cornerRadius: 8, corners: [.layerMinXMinYCorner], scale: 1),
    Case(cornerRadius: 5, drawsContent: true, scale: 3),
    Case(cornerRadius: 30, radius: 0),
    Case(cornerRadius: 4, scale: 1.5, radius: 12, clipsInParent: true),
  ]

  /// A 70 × 60 picture: a translucent stripe under a 40 × 30 opaque card with a shadow.
  func render(_ c: Case) -> Bitmap {
    let root = build(View.self, 70, 60)
    root.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1, alpha: 1)
    root.clipsToBounds = c.clipsInParent
    let stripe = View(frame: CGRect(x: 0, y: 25, width: 70, height: 10))
    stripe.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    root.addSubview(stripe)
    let card =
      c.drawsContent
      ? DrawnDot(frame: CGRect(x: 12.5, y: 10, width: 40, height: 30))
      : View(frame: CGRect(x: 12.5, y: 10, width: 40, height: 30))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = c.cornerRadius
    card.layer.cornerCurve = c.continuous ? .continuous : .circular
    card.layer.maskedCorners = c.corners
    card.layer.shadowColor = .black
    card.layer.shadowOpacity = 0.6
    card.layer.shadowOffset = CGSize(width: 1.5, height: 3)
    card.layer.shadowRadius = c.radius
    root.addSubview(card)
    return Lifecycle.render(root, scale: c.scale)
  }

  @Test(arguments: cases)
  func leavingOutTheBackgroundKeepsEveryByte(_ c: Case) {
    let skipping = render(c)
    let everywhere = Layer.$_shadowsSkipTheBackground.withValue(false) { render(c) }
    #expect(skipping == everywhere)
  }
}
