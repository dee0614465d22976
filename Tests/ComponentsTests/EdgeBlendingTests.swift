import Components
import Foundation
import Raster
import Testing

/// A blue disc with a red disc of the same outline drawn over it, on white.
final class CoveredDisc: View {
  override func draw(_ rect: CGRect) {
    Color.white.setFill()
    BezierPath(rect: bounds).fill()
    for color in [Color.blue, .red] {
      color.setFill()
      BezierPath(ovalIn: CGRect(x: 2, y: 2, width: 16, height: 16)).fill()
    }
  }
}

@Suite("How renders blend edge pixels")
struct EdgeBlendingTests {
  /// How many pixels show some of the blue disc beneath: red over white alone has as much
  /// blue as green.
  func bluePixels(_ picture: Bitmap) -> Int {
    var count = 0
    for y in 0..<picture.height {
      for x in 0..<picture.width where picture[x, y].blue > picture[x, y].green {
        count += 1
      }
    }
    return count
  }

  func render() -> Bitmap {
    Lifecycle.render(CoveredDisc(frame: CGRect(x: 0, y: 0, width: 20, height: 20)), scale: 2)
  }

  @Test func byDefaultTheDiscBeneathShowsThroughTheEdgeAsOnIOS() {
    #expect(Lifecycle.edgeBlending == .coverage)
    #expect(bluePixels(render()) > 20)
  }

  @Test func byRegionTheEdgeIsRedOverWhiteAlone() {
    #expect(bluePixels(Lifecycle.$edgeBlending.withValue(.regions) { render() }) == 0)
  }
}
