import TestSupport
import Testing

@testable import Raster

/// A shadow that leaves out the pixels an opaque fill paints over next (`covered:`) gives
/// the bytes of one composited everywhere, once that fill is painted.
@Suite("Shadows under an opaque fill")
struct ShadowCoverTests {
  /// A random scene: a canvas with shapes under the shadow, a rounded box, its shadow
  /// (either kind) and the box painted opaque over it; `covered` when asked.
  struct Scene {
    let width: Double
    let height: Double
    let scale: Double
    let byRegion: Bool
    let box: Rect
    let radius: Double
    let offset: Size
    let sigma: Double
    let shadow: RGBA8
    let fill: RGBA8
    let under: [(Rect, RGBA8)]
    let ofContent: Bool

    init(_ rng: inout SplitMix64) {
      func unit() -> Double { Double(rng.next() % 10_000) / 10_000 }
      func colour(alpha: UInt8? = nil) -> RGBA8 {
        RGBA8(
          red: UInt8(rng.next() % 256), green: UInt8(rng.next() % 256),
          blue: UInt8(rng.next() % 256), alpha: alpha ?? UInt8(rng.next() % 256))
      }
      width = 30 + unit() * 50
      height = 30 + unit() * 50
      scale = [1, 1.5, 2, 3][Int(rng.next() % 4)]
      byRegion = rng.next() % 2 == 0
      box = Rect(
        x: unit() * width / 2 - 5, y: unit() * height / 2 - 5, width: 5 + unit() * width,
        height: 5 + unit() * height)
      radius = [0, 0.3, 4, 12][Int(rng.next() % 4)] * unit() * 2
      offset = Size(width: unit() * 8 - 4, height: unit() * 8 - 2)
      sigma = [0, 0.4, 2, 7][Int(rng.next() % 4)]
      shadow = colour()
      fill = colour(alpha: 255)
      under = (0..<Int(rng.next() % 3)).map { _ in
        let rect = Rect(
          x: unit() * 60 - 10, y: unit() * 60 - 10, width: unit() * 40, height: unit() * 40)
        return (rect, colour())
      }
      ofContent = rng.next() % 3 == 0
    }

    var outline: Path { Path(roundedRect: box, cornerRadii: CornerRadii(all: radius)) }
    /// The box less its corners; of negative size when the corners meet, which covers
    /// nothing.
    var covered: Rect { box.insetBy(dx: radius, dy: radius) }

    /// The picture, the shadow left out where `covered` says; the box is painted over the
    /// shadow unless `paintsBox` is false.
    func render(covering: Bool, paintsBox: Bool = true) -> Canvas? {
      guard let canvas = Canvas(width: width, height: height, scale: scale) else { return nil }
      canvas.blendsEdgesByRegion = byRegion
      for (rect, colour) in under { canvas.fill(Path(rect: rect), with: .color(colour)) }
      let cover = covering ? covered : nil
      if ofContent {
        let outline = self.outline
        let fill = self.fill
        canvas.fillShadow(offset: offset, sigma: sigma, color: shadow, covered: cover) {
          $0.fill(outline, with: .color(fill))
        }
      } else {
        canvas.fillShadow(
          of: outline, offset: offset, sigma: sigma, color: shadow, covered: cover)
      }
      if paintsBox { canvas.fill(outline, with: .color(fill)) }
      return canvas
    }
  }

  @Test(arguments: 0..<24)
  func leavingOutTheCoveredPixelsKeepsEveryByte(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 11)
    let scene = Scene(&rng)
    let covered = try #require(scene.render(covering: true))
    let plain = try #require(scene.render(covering: false))
    #expect(covered.makeBitmap() == plain.makeBitmap())
  }

  /// The pixels left out are those wholly inside the rectangle, and some are: without the
  /// opaque fill they keep what lay under the shadow.
  @Test func theCoveredPixelsAreLeftAsTheyWere() throws {
    guard let canvas = Canvas(width: 40, height: 40, scale: 2) else { return }
    let box = Rect(x: 10.25, y: 10, width: 20, height: 15.5)
    canvas.fillShadow(
      of: Path(rect: box), offset: Size(width: 1, height: 1), sigma: 2,
      color: RGBA8(red: 0, green: 0, blue: 0, alpha: 128), covered: box)
    let covered = try #require(canvas.coveredPixels(box))
    #expect(covered.columns == 21..<60 && covered.rows == 21..<50)
    let picture = canvas.makeBitmap()
    for y in 0..<80 {
      for x in 0..<80 {
        let inside = covered.columns.contains(x) && covered.rows.contains(y)
        // Inside the box moved by (2, 2) pixels the blurred shadow is dark everywhere.
        let shaded = x >= 23 && x < 62 && y >= 22 && y < 53
        if inside { #expect(picture[x, y].alpha == 0, "(\(x), \(y))") }
        if shaded && !inside { #expect(picture[x, y].alpha > 0, "(\(x), \(y))") }
      }
    }
  }

  /// Nothing is left out under a clip or a turning transform, where a fill of the rectangle
  /// need not cover whole pixels.
  @Test func aClipOrATurnLeavesOutNothing() throws {
    let canvas = try #require(Canvas(width: 40, height: 40, scale: 1))
    let box = Rect(x: 5, y: 5, width: 30, height: 30)
    #expect(canvas.coveredPixels(box) != nil)
    canvas.save()
    canvas.rotate(by: 0.1)
    #expect(canvas.coveredPixels(box) == nil)
    canvas.restore()
    canvas.clip(to: Path(rect: Rect(x: 0, y: 0, width: 20, height: 40)))
    #expect(canvas.coveredPixels(box) == nil)
  }
}
