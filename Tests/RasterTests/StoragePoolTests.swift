import Testing

@testable import Raster

@Suite("Storage pool")
struct StoragePoolTests {
  /// A picture that touches pixels, cells, refined rows and a layer.
  func draw(width: Double, height: Double, scale: Double, ink: RGBA8) throws -> Bitmap {
    let canvas = try #require(Canvas(width: width, height: height, scale: scale))
    canvas.fill(
      Path(ovalIn: Rect(x: 1.3, y: 2.1, width: width - 3, height: height - 4)), with: .solid(ink))
    // A pentagram, even-odd: its crossings are refined.
    let points = [(0.0, -1.0), (0.588, 0.809), (-0.951, -0.309), (0.951, -0.309), (-0.588, 0.809)]
    let star = Path.polyline(
      points.map { (width * (0.5 + 0.4 * $0.0), height * (0.5 + 0.4 * $0.1)) }, closed: true)
    canvas.fill(star, with: .solid(RGBA8(red: 30, green: 120, blue: 250)), rule: .evenOdd)
    canvas.beginLayer(opacity: 0.5)
    canvas.stroke(
      Path.polyline([(0, 0), (width, height * 0.7), (width * 0.2, height)]),
      style: StrokeStyle(width: 2.5), with: .solid(RGBA8(red: 200, green: 10, blue: 90)))
    canvas.endLayer()
    return canvas.makeBitmap()
  }

  @Test func whatOneCanvasDrewNeverShowsInTheNext() throws {
    let first = try draw(width: 20, height: 14, scale: 2, ink: .black)
    // Larger, smaller and same-sized canvases in between hand their storage on.
    for (w, h, s) in [(60.0, 50.0, 3.0), (9.0, 7.0, 1.0), (20.0, 14.0, 2.0), (21.0, 13.0, 2.0)] {
      _ = try draw(
        width: w, height: h, scale: s, ink: RGBA8(red: 0, green: 255, blue: 0, alpha: 200))
      #expect(try draw(width: 20, height: 14, scale: 2, ink: .black) == first)
    }
    // A fresh canvas is transparent everywhere, whatever storage it was given.
    let canvas = try #require(Canvas(width: 20, height: 14, scale: 2))
    #expect(canvas.makeBitmap() == Bitmap(width: 40, height: 28))
  }

  @Test func thePoolKeepsALimitedNumberOfArrays() {
    let pool = StoragePool<[UInt32]>()
    for _ in 0..<(pool.capacity + 5) { pool.give([1, 2, 3]) }
    var taken = 0
    while !pool.take().isEmpty { taken += 1 }
    #expect(taken == pool.capacity)
    pool.give([UInt32](repeating: 0, count: (pool.largestKept / 4) + 1))
    #expect(pool.take().isEmpty)
  }
}
