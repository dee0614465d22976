import Components
import Foundation
import Raster
import Testing

/// How coarsely fills cut curves into chords: a context's flatness (`setFlatness`, 0.25
/// until set) and a `BezierPath`'s own (0.6) while it fills, as `UIBezierPath` sets it.
@Suite("Flatness of fills")
struct FlatnessTests {
  /// The transparent 64 × 64 view drawn by `drawing`, at 2x.
  func render(_ drawing: @escaping (GraphicsContext) -> Void) -> Bitmap {
    let view = ContextDrawingView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
    view.backgroundColor = nil
    view.isOpaque = false
    view.drawing = drawing
    return Lifecycle.render(view, scale: 2)
  }

  static let disc = CGRect(x: 4, y: 4, width: 56, height: 56)

  /// A disc filled by the context, after `prepare`.
  func contextDisc(_ prepare: @escaping (GraphicsContext) -> Void = { _ in }) -> Bitmap {
    render { context in
      prepare(context)
      context.setFillColor(.blue)
      context.fillEllipse(in: Self.disc)
    }
  }

  /// A disc filled by a `BezierPath` of `flatness` (its default when `nil`).
  func pathDisc(flatness: CGFloat? = nil) -> Bitmap {
    render { _ in
      let path = BezierPath(ovalIn: Self.disc)
      if let flatness { path.flatness = flatness }
      Color.blue.setFill()
      path.fill()
    }
  }

  @Test func aPathFillsAtItsOwnFlatnessAsTheContextDoesAtThatFlatness() {
    let byPath = pathDisc()
    #expect(byPath == contextDisc { $0.setFlatness(0.6) })
    #expect(byPath != contextDisc(), "0.6 halves less than the context's 0.25")
    #expect(pathDisc(flatness: 0.25) == contextDisc())
  }

  @Test func aPathSetsTheContextsFlatnessBackAfterItFills() {
    let after = render { context in
      Color.red.setFill()
      BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
      context.setFillColor(.blue)
      context.fillEllipse(in: Self.disc)
    }
    let alone = render { context in
      Color.red.setFill()
      BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
      context.setFlatness(0.25)
      context.setFillColor(.blue)
      context.fillEllipse(in: Self.disc)
    }
    #expect(after == alone)
  }

  @Test func restoringTheStateRestoresTheFlatness() {
    let restored = contextDisc { context in
      context.saveGState()
      context.setFlatness(5)
      context.restoreGState()
    }
    #expect(restored == contextDisc())
    #expect(contextDisc { $0.setFlatness(5) } != contextDisc(), "a coarse flatness shows")
  }

  /// A clip is cut at the flatness set when it is made.
  @Test func clipsFollowTheFlatness() {
    func clipped(_ flatness: CGFloat) -> Bitmap {
      render { context in
        context.setFlatness(flatness)
        context.addEllipse(in: Self.disc)
        context.clip()
        context.setFillColor(.blue)
        context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
      }
    }
    #expect(clipped(0.25) == contextDisc())
    #expect(clipped(0.6) == contextDisc { $0.setFlatness(0.6) })
    #expect(clipped(0.6) != clipped(0.25))
  }

  /// Absurd flatnesses draw without trouble: NaN and negative as the finest halving, an
  /// infinite one as each curve's chord (a disc becomes a square standing on a corner).
  @Test func flatnessOutOfRange() {
    let finest = contextDisc { $0.setFlatness(0) }
    #expect(contextDisc { $0.setFlatness(.nan) } == finest)
    #expect(contextDisc { $0.setFlatness(-3) } == finest)
    let diamond = contextDisc { $0.setFlatness(.infinity) }
    #expect(diamond[64, 64].alpha == 255, "the middle")
    #expect(diamond[32, 32].alpha == 0, "where the disc reaches and the diamond does not")
    #expect(finest[32, 32].alpha == 255)
  }
}
