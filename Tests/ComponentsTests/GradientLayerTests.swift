import Components
import Foundation
import Raster
import Testing

/// A 40 × 40 picture of `layer` framed to fill it, over nothing.
func renderFilling(_ layer: Layer) -> Bitmap {
  let view = build(View.self, 40, 40)
  layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
  view.layer.addSublayer(layer)
  return Lifecycle.render(view, scale: 1)
}

@Suite("Gradient layers")
struct GradientLayerTests {
  func gradient(_ colors: [Color]) -> GradientLayer {
    let layer = GradientLayer()
    layer.colors = colors
    return layer
  }

  @Test func byDefaultTheGradientRunsFromTopToBottom() {
    let picture = renderFilling(gradient([.red, .blue]))
    #expect(picture[20, 0].red > 245 && picture[20, 0].blue < 10)
    #expect(picture[20, 39].blue > 245 && picture[20, 39].red < 10)
    // Rows are uniform across; columns change steadily down.
    #expect((0..<40).allSatisfy { picture[$0, 13] == picture[0, 13] })
    #expect((1..<40).allSatisfy { picture[5, $0].red <= picture[5, $0 - 1].red })
    #expect(picture[5, 30].red < picture[5, 10].red)
  }

  @Test func anAxialGradientMixesHalfWayAtTheMiddle() {
    let layer = gradient([.red, .blue])
    layer.startPoint = CGPoint(x: 0, y: 0.5)
    layer.endPoint = CGPoint(x: 1, y: 0.5)
    let picture = renderFilling(layer)
    let middle = picture[20, 20]
    #expect(abs(Int(middle.red) - 127) <= 8 && abs(Int(middle.blue) - 127) <= 8)
    #expect(middle.alpha == 255)
    #expect(picture[0, 20].red > picture[39, 20].red)
  }

  @Test func locationsPlaceTheStops() {
    let layer = gradient([.red, .blue])
    layer.locations = [0, 0.25]
    layer.startPoint = CGPoint(x: 0, y: 0.5)
    layer.endPoint = CGPoint(x: 1, y: 0.5)
    let picture = renderFilling(layer)
    // Past a quarter of the way the last colour holds.
    #expect((11..<40).allSatisfy { picture[$0, 20] == RGBA8(red: 0, green: 0, blue: 255) })
    #expect(picture[1, 20].red > picture[1, 20].blue)
  }

  @Test func oneColourFillsTheBounds() {
    let picture = renderFilling(gradient([.green]))
    #expect(picture == Bitmap(width: 40, height: 40, fill: RGBA8(red: 0, green: 255, blue: 0)))
  }

  @Test func theGradientKeepsInsideRoundedCornersWithoutMasking() {
    let layer = gradient([.green])
    layer.cornerRadius = 12
    let picture = renderFilling(layer)
    #expect(picture[0, 0].alpha == 0 && picture[39, 39].alpha == 0)
    #expect(picture[20, 0] == RGBA8(red: 0, green: 255, blue: 0))
    #expect(picture[20, 20] == RGBA8(red: 0, green: 255, blue: 0))
  }

  @Test func valuesThatAreNotColoursAreSkipped() {
    let layer = GradientLayer()
    layer.colors = ["red", 3]
    #expect(renderFilling(layer) == Bitmap(width: 40, height: 40))
    layer.colors = ["red", Color.blue]
    let picture = renderFilling(layer)
    #expect(picture[0, 0] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(picture[39, 39] == RGBA8(red: 0, green: 0, blue: 255))
  }

  @Test func aRadialGradientGrowsFromItsStartPoint() {
    let layer = gradient([.red, .blue])
    layer.type = .radial
    layer.startPoint = CGPoint(x: 0.5, y: 0.5)
    layer.endPoint = CGPoint(x: 1, y: 0.5)
    let picture = renderFilling(layer)
    #expect(picture[20, 20].red > 240)
    #expect(picture[39, 20].blue > 240 && picture[20, 39].blue > 240)
    // Equal distances from the centre have equal colours.
    #expect(picture[30, 20] == picture[20, 30])
    #expect(picture[30, 20].red < picture[25, 20].red)
  }

  @Test func aConicGradientTurnsClockwiseFromItsEndPoint() {
    let layer = gradient([.red, .blue])
    layer.type = .conic
    layer.startPoint = CGPoint(x: 0.5, y: 0.5)
    layer.endPoint = CGPoint(x: 0.5, y: 0)
    let picture = renderFilling(layer)
    // Just clockwise of straight up it starts red; just before it, the turn ends blue.
    #expect(picture[22, 2].red > 230)
    #expect(picture[17, 2].blue > 230)
    // Half a turn on, straight down, it is half way.
    let down = picture[20, 37]
    #expect(abs(Int(down.red) - 127) <= 10 && abs(Int(down.blue) - 127) <= 10)
  }
}
