import Components
import Foundation
import Raster
import Testing

@Suite("3D transforms")
struct Transform3DTests {
  func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  @Test func aQuarterTurnAboutZTurnsXIntoY() {
    let turn = Transform3D(rotationAngle: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(turn.affine), CGPoint(x: 0, y: 1)))
    #expect(close(CGPoint(x: 0, y: 1).applying(turn.affine), CGPoint(x: -1, y: 0)))
    // About -z the turn is the other way; about an axis without z nothing turns.
    let back = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: -1)
    #expect(close(CGPoint(x: 1, y: 0).applying(back.affine), CGPoint(x: 0, y: -1)))
    #expect(Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0).isIdentity)
  }

  @Test func concatenationAppliesSelfFirst() {
    let move = Transform3D(translationX: 10, y: 0)
    let double = Transform3D(scaleX: 2, y: 2)
    let point = CGPoint(x: 1, y: 1)
    #expect(point.applying(move.concatenating(double).affine) == CGPoint(x: 22, y: 2))
    #expect(point.applying(double.concatenating(move).affine) == CGPoint(x: 12, y: 2))
  }

  @Test func translatedScaledAndRotatedActBeforeTheTransform() {
    let double = Transform3D(scaleX: 2, y: 2)
    // Core Animation's CATransform3DTranslate: the translation is in the scaled space.
    #expect(double.translated(x: 5, y: 1).m41 == 10)
    #expect(double.translated(x: 5, y: 1).m42 == 2)
    #expect(Transform3D(translationX: 5, y: 0).scaled(x: 3, y: 1).m41 == 5)
    let turned = Transform3D(translationX: 4, y: 0).rotated(by: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(turned.affine), CGPoint(x: 4, y: 1)))
  }

  @Test func depthComponentsCombine() {
    let t = Transform3D(translationX: 0, y: 0, z: 3).concatenating(
      Transform3D(scaleX: 1, y: 1, z: 2))
    #expect(t.m33 == 2 && t.m43 == 6)
    #expect(!t.isIdentity)
    #expect(Transform3D(scaleX: 1, y: 1).isIdentity)
    #expect(!Transform3D(scaleX: 1, y: 1, z: 0).isIdentity)
  }

  @Test func theAffinePartRoundTrips() {
    let affine = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t = Transform3D(affine: affine)
    #expect(t.affine == affine)
    #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
    #expect(t.m33 == 1 && t.m44 == 1 && t.m43 == 0)
  }

  @Test func aLayerIsDrawnThroughItsTransformAboutItsAnchor() {
    let view = build(View.self, 40, 40)
    let bar = Layer()
    bar.bounds = CGRect(x: 0, y: 0, width: 30, height: 4)
    bar.position = CGPoint(x: 20, y: 20)
    bar.backgroundColor = .black
    view.layer.addSublayer(bar)
    let flat = Lifecycle.render(view, scale: 1)
    #expect(flat[8, 20].alpha == 255 && flat[20, 8].alpha == 0)
    bar.transform = Transform3D(rotationAngle: .pi / 2)
    let upright = Lifecycle.render(view, scale: 1)
    #expect(upright[20, 8].alpha == 255 && upright[8, 20].alpha == 0)
    #expect(upright[20, 20].alpha == 255)
    bar.transform = Transform3D(scaleX: 0.5, y: 1)
    let short = Lifecycle.render(view, scale: 1)
    #expect(short[14, 20].alpha == 255 && short[8, 20].alpha == 0)
  }
}
