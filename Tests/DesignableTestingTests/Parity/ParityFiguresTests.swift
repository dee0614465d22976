import Raster
import Testing

/// The figures `Scripts/ios-parity.sh` reports, on pictures small enough to count by hand.
struct ParityFiguresTests {
  /// A white 6 × 6 picture with a black 2 × 2 square at (2, 2).
  static func square() -> Bitmap {
    var picture = Bitmap(width: 6, height: 6, fill: .white)
    for y in 2..<4 {
      for x in 2..<4 { picture[x, y] = .black }
    }
    return picture
  }

  @Test func edgePixelsAreThoseWithAnotherColourAroundThem() {
    let picture = Self.square()
    // The square and the ring of pixels around it: 4 × 4; the rest is flat.
    #expect(ParityFigures(picture, against: picture).edgePixels == 16)
    #expect(ParityFigures.isEdge(picture, 1, 1) && ParityFigures.isEdge(picture, 2, 2))
    #expect(!ParityFigures.isEdge(picture, 0, 0) && !ParityFigures.isEdge(picture, 5, 3))
  }

  @Test func differencesCountEverywhereAndAverageOverEdges() {
    let reference = Self.square()
    var picture = reference
    picture[2, 2] = RGBA8(red: 40, green: 0, blue: 0)  // an edge pixel, off by 40
    picture[5, 5] = RGBA8(red: 255, green: 255, blue: 235)  // a flat one, off by 20
    let figures = ParityFigures(picture, against: reference)
    #expect(figures.differing == 2)
    #expect(figures.edgeMax == 40)
    #expect(figures.edgeMean == 40.0 / 16)
    #expect(figures.meetsGoal == false)
    #expect(ParityFigures(reference, against: reference).meetsGoal)
  }

  @Test func anotherSizeIsReportedAndNotMeasured() {
    let figures = ParityFigures(Bitmap(width: 5, height: 6, fill: .white), against: Self.square())
    #expect(!figures.sameSize && !figures.meetsGoal && figures.differing == 0)
  }
}
