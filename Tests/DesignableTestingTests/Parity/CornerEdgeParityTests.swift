import Components
import Foundation
import Testing

/// Why iOS's rounded-corner edge pixels lie a few levels closer to the background than exact
/// coverage: Core Graphics draws a circular corner as the chords of one quarter-turn cubic
/// halved until flat (`ChordedCorners`), not as the circle. Blueprint's layer corners (radius
/// 10, 50 and 50 px, drawn by `render(in:)` at 1x) are matched within one level on every
/// pixel by those chords, and fills and clips now flatten that way (`FlattenedPath`,
/// `halvingCubics`): a layer's `cornerRadius` gives the very pixels of the chords (exact
/// circles were off by up to 16).
@Suite(.enabled(if: ParityReferences.isAvailable, ParityReferences.absence))
struct CornerEdgeParityTests {
  @Test(arguments: [
    ("test_cornerStyle_rounded", CGSize(width: 100, height: 100), CGFloat(10)),
    ("test_cornerStyle_wideCapsule", CGSize(width: 200, height: 100), 50),
    ("test_cornerStyle_longCapsule", CGSize(width: 100, height: 200), 50),
  ])
  func layerCornersAreHalvedQuarterCubics(name: String, size: CGSize, radius: CGFloat) throws {
    let reference = try ParityReferences.read(
      ParityReferences.blueprint + "/BoxTests/\(name)_iOS-16.png")
    let frame = CGRect(origin: .zero, size: size)
    let chorded = ChordedCorners(frame: frame)
    chorded.radius = radius
    let chordPicture = Lifecycle.render(BlueprintBoxView.host(size, chorded), scale: 1)
    let chords = ParityFigures(chordPicture, against: reference)
    let box = BlueprintBoxView.make(frame: frame, background: .blue, corner: radius)
    let layerPicture = Lifecycle.render(BlueprintBoxView.host(size, box), scale: 1)
    let layer = ParityFigures(layerPicture, against: reference)
    #expect(chords.edgeMax <= 1 && chords.edgeMean < 0.15, "\(chords)")
    #expect(layer.edgeMax <= 1 && layer.edgeMean < 0.15, "\(layer)")
    // The same pixels as the chords (radius 10 and the long capsule byte for byte), but
    // where the quarter turn's control points, rounded otherwise than the oracle's (built
    // from cos, sin and tan), tip a halving the other way: 9 pixels of the wide capsule.
    let apart = ParityFigures(layerPicture, against: chordPicture)
    #expect(apart.differing <= 9 && apart.edgeMax <= 1, "\(name): \(apart)")
  }

  /// Halving to a flatness of 0.068 px is what fits: at 0.05 or 0.1 the chords fall elsewhere
  /// and some edge pixel is off by more than one level.
  @Test(arguments: [0.05, 0.1])
  func otherFlatnessesFitWorse(flatness: Double) throws {
    for (name, size, radius) in [
      ("test_cornerStyle_rounded", CGSize(width: 100, height: 100), CGFloat(10)),
      ("test_cornerStyle_wideCapsule", CGSize(width: 200, height: 100), 50),
    ] {
      let reference = try ParityReferences.read(
        ParityReferences.blueprint + "/BoxTests/\(name)_iOS-16.png")
      let chorded = ChordedCorners(frame: CGRect(origin: .zero, size: size))
      chorded.radius = radius
      chorded.flatness = flatness
      let figures = ParityFigures(
        Lifecycle.render(BlueprintBoxView.host(size, chorded), scale: 1), against: reference)
      #expect(figures.edgeMax > 1, "\(name) at \(flatness): \(figures)")
    }
  }
}
