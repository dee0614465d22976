import Components
import Foundation
import Raster
import Testing

@Suite("Blend modes set on a drawing context")
struct BlendModeTests {
  /// The transparent 60 × 60 view drawn by `drawing`, at `scale`.
  func render(scale: CGFloat = 1, _ drawing: @escaping (GraphicsContext) -> Void) -> Bitmap {
    let view = ContextDrawingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    view.backgroundColor = nil
    view.isOpaque = false
    view.drawing = drawing
    return Lifecycle.render(view, scale: scale)
  }

  static let red = RGBA8(red: 255, green: 0, blue: 0)
  static let square = CGRect(x: 10, y: 10, width: 40, height: 40)
  static let circle = CGRect(x: 20, y: 20, width: 20, height: 20)

  /// A red square, then `mode` set and a circle filled in `color` in its middle.
  func donut(_ mode: BlendMode, color: Color = .blue) -> (GraphicsContext) -> Void {
    { context in
      context.setFillColor(.red)
      context.fill(Self.square)
      context.setBlendMode(mode)
      context.setFillColor(color)
      context.fillEllipse(in: Self.circle)
    }
  }

  @Test func rawValuesAreCoreGraphics() {
    #expect(BlendMode.normal.rawValue == 0 && BlendMode.luminosity.rawValue == 15)
    #expect(BlendMode.clear.rawValue == 16 && BlendMode.copy.rawValue == 17)
    #expect(BlendMode.destinationOut.rawValue == 23 && BlendMode.plusLighter.rawValue == 27)
  }

  @Test func aClearedCircleIsATransparentHoleWithASmoothEdge() {
    let picture = render(donut(.clear))
    #expect(picture[30, 30].alpha == 0, "the middle")
    #expect(picture[12, 30] == Self.red && picture[30, 45] == Self.red, "the ring")
    // Along the circle's edge some pixels are partly erased, still red.
    let edge = (20..<30).map { picture[$0, 30] }.filter { $0.alpha > 0 && $0.alpha < 255 }
    #expect(!edge.isEmpty, "an anti-aliased edge")
    #expect(edge.allSatisfy { $0.red == 255 && $0.green == 0 && $0.blue == 0 })
  }

  @Test func aHoleShowsTheViewsBackgroundAndWhatIsBeneath() {
    let view = ContextDrawingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    view.backgroundColor = .green
    view.drawing = donut(.clear)
    let parent = View(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
    parent.backgroundColor = .yellow
    let over = ContextDrawingView(frame: CGRect(x: 20, y: 0, width: 60, height: 60))
    over.backgroundColor = nil
    over.isOpaque = false
    over.drawing = donut(.clear)
    parent.addSubview(over)
    let alone = Lifecycle.render(view, scale: 1)
    #expect(alone[30, 30] == RGBA8(red: 0, green: 255, blue: 0), "the background")
    #expect(alone[12, 30] == Self.red)
    let stacked = Lifecycle.render(parent, scale: 1)
    #expect(stacked[50, 30] == RGBA8(red: 255, green: 255, blue: 0), "the superview")
    #expect(stacked[32, 30] == Self.red)
  }

  @Test func aModeAtAnAlphaBelowOneCombinesAtThatAlpha() {
    let picture = render { context in
      context.setFillColor(.red)
      context.fill(Self.square)
      context.setAlpha(0.5)
      context.setBlendMode(.destinationOut)
      context.setFillColor(.black)
      context.fillEllipse(in: Self.circle)
    }
    #expect((127...128).contains(picture[30, 30].alpha), "alpha \(picture[30, 30].alpha)")
    #expect(picture[12, 30] == Self.red)
  }

  @Test func clearErasesWhateverTheFillColour() {
    let picture = render(donut(.clear, color: .clear))
    #expect(picture[30, 30].alpha == 0)
    #expect(picture[12, 30] == Self.red)
  }

  @Test func destinationOutAtHalfAlphaHalvesTheAlpha() {
    let picture = render { context in
      context.setFillColor(.red)
      context.fill(Self.square)
      context.setBlendMode(.destinationOut)
      context.setFillColor(Color(white: 0, alpha: 0.5))
      context.fillEllipse(in: Self.circle)
    }
    let middle = picture[30, 30]
    #expect((127...128).contains(middle.alpha), "alpha \(middle.alpha)")
    #expect(middle.red >= 254 && middle.green == 0 && middle.blue == 0, "still red")
    #expect(picture[12, 30] == Self.red)
  }

  @Test func sourceInPaintsOnlyWhereThereWasSomething() {
    let picture = render { context in
      context.setFillColor(.red)
      context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
      context.setBlendMode(.sourceIn)
      context.setFillColor(.blue)
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    #expect(picture[20, 20] == RGBA8(red: 0, green: 0, blue: 255), "over the red square")
    #expect(picture[35, 35].alpha == 0, "drawn over nothing")
    #expect(picture[5, 5].alpha == 0)
    #expect(picture[50, 50].alpha == 0, "not drawn")
  }

  @Test func multiplyMultipliesTheColours() {
    let picture = render { context in
      context.setFillColor(.yellow)
      context.fill(Self.square)
      context.setBlendMode(.multiply)
      context.setFillColor(.cyan)
      context.fill(Self.circle)
      context.setFillColor(Color(white: 0.5, alpha: 1))
      context.fill(CGRect(x: 10, y: 45, width: 5, height: 5))
    }
    #expect(picture[30, 30] == RGBA8(red: 0, green: 255, blue: 0), "yellow × cyan")
    #expect(picture[12, 47] == RGBA8(red: 128, green: 128, blue: 0), "yellow × grey")
    #expect(picture[12, 12] == RGBA8(red: 255, green: 255, blue: 0))
  }

  @Test func saveAndRestoreScopeTheMode() {
    let picture = render { context in
      context.setFillColor(.red)
      context.fill(Self.square)
      context.saveGState()
      context.setBlendMode(.clear)
      context.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
      context.restoreGState()
      context.setFillColor(.blue)
      context.fillEllipse(in: Self.circle)
    }
    #expect(picture[12, 12].alpha == 0, "cleared while set")
    #expect(picture[30, 30] == RGBA8(red: 0, green: 0, blue: 255), "drawn normally after")
  }

  @Test func bezierPathFillAndStrokeUseTheirMode() {
    let picture = render { context in
      context.setFillColor(.red)
      context.fill(Self.square)
      context.setStrokeColor(.blue)
      BezierPath(ovalIn: Self.circle).fill(with: .clear, alpha: 1)
      let line = BezierPath(rect: CGRect(x: 5, y: 30, width: 50, height: 0))
      line.lineWidth = 4
      line.stroke(with: .destinationOut, alpha: 1)
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }
    #expect(picture[30, 25].alpha == 0, "the filled circle erased")
    #expect(picture[12, 30].alpha == 0, "the stroke erased")
    #expect(picture[12, 20] == Self.red)
    #expect(picture[2, 2] == Self.red, "the mode ends with the call")
  }

  @Test func aTransparencyLayerIsCombinedAsAWhole() {
    let picture = render { context in
      context.setFillColor(.red)
      context.fill(Self.square)
      context.setBlendMode(.destinationOut)
      context.beginTransparencyLayer(auxiliaryInfo: nil)
      context.setFillColor(.black)
      context.fill(CGRect(x: 20, y: 20, width: 10, height: 10))
      context.fill(CGRect(x: 25, y: 25, width: 10, height: 10))
      context.endTransparencyLayer()
    }
    #expect(picture[22, 22].alpha == 0 && picture[32, 32].alpha == 0, "both squares cut")
    #expect(picture[12, 12] == Self.red && picture[32, 22] == Self.red)
  }

  @Test func drawingOutsideTheClipIsUntouched() {
    let picture = render(scale: 2) { context in
      context.setFillColor(.red)
      context.fill(Self.square)
      context.clip(to: CGRect(x: 0, y: 0, width: 30, height: 60))
      context.setBlendMode(.clear)
      context.fillEllipse(in: Self.circle)
    }
    #expect(picture[50, 60].alpha == 0, "cleared inside the clip")
    #expect(picture[70, 60] == Self.red, "kept outside it")
  }
}

/// `clear(_:)` erases part of what was drawn, as Core Graphics does.
@Suite("Clearing part of a drawing")
struct PartialClearTests {
  @Test func aSmallerRectangleIsErased() {
    let picture = BlendModeTests().render { context in
      context.setFillColor(.red)
      context.fill(BlendModeTests.square)
      context.clear(CGRect(x: 20, y: 20, width: 10, height: 10))
    }
    #expect(picture[25, 25].alpha == 0, "erased")
    #expect(picture[19, 25] == BlendModeTests.red && picture[30, 25] == BlendModeTests.red)
    #expect(picture[25, 19] == BlendModeTests.red && picture[25, 30] == BlendModeTests.red)
  }

  @Test func theTransformAndTheClipApplyButNotTheShadowOrAlpha() {
    let picture = BlendModeTests().render { context in
      context.setFillColor(.red)
      context.fill(BlendModeTests.square)
      context.translateBy(x: 20, y: 0)
      context.clip(to: CGRect(x: 0, y: 10, width: 30, height: 15))
      context.setAlpha(0.5)
      context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: .blue)
      context.clear(CGRect(x: 0, y: 0, width: 10, height: 60))
    }
    #expect(picture[25, 15].alpha == 0, "moved by the transform, wholly erased")
    #expect(picture[15, 15] == BlendModeTests.red, "left of the moved rectangle")
    #expect(picture[25, 30] == BlendModeTests.red, "outside the clip; no shadow")
  }

  @Test func clearingEverythingDrawnStillDiscardsIt() {
    let picture = BlendModeTests().render { context in
      context.setFillColor(.red)
      context.fill(BlendModeTests.square)
      context.clear(CGRect(x: 0, y: 0, width: 60, height: 60))
      context.setFillColor(.blue)
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }
    #expect(picture[30, 30].alpha == 0)
    #expect(picture[2, 2] == RGBA8(red: 0, green: 0, blue: 255))
  }
}
