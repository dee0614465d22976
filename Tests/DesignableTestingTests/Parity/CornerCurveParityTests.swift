import Components
import Foundation
import Testing

/// Which corner curve iOS drew, from the parity pictures: UIKit's rounded rectangles are
/// continuous (renderer version 23), a layer's `cornerRadius` with the default
/// `cornerCurve` is circular.
@Suite(.enabled(if: ParityReferences.isAvailable, ParityReferences.absence))
struct CornerCurveParityTests {
  static let folder = ParityReferences.texture + "/ASDisplayNodeSnapshotTests"

  /// Texture's precomposited corners, `UIBezierPath(roundedRect:byRoundingCorners:...)` of
  /// radius 15 on every corner and on three: continuous corners are more than five times
  /// closer to iOS than circular ones.
  @Test(arguments: [("15", RectCorner.allCorners), ("7", RectCorner(rawValue: 7))])
  func uikitRoundedRectanglesAreContinuous(name: String, corners: RectCorner) throws {
    let reference = try ParityReferences.read(
      Self.folder + "/testPrecompositedCornerRounding_\(name)@2x.png")
    let size = CGSize(width: 100, height: 100)
    let figures = [false, true].map { circular in
      let view = TextureCorners.precomposited(
        size: size, scale: 2, corners: corners, radius: 15, background: .green,
        circular: circular)
      return ParityFigures(Lifecycle.render(view, scale: 2), against: reference)
    }
    let (continuous, circular) = (figures[0], figures[1])
    #expect(continuous.edgeMean * 5 < circular.edgeMean, "\(continuous) \(circular)")
  }

  /// Blueprint's rounded box (`layer.cornerRadius` 10 on 100 × 100): the default circular
  /// corners are closer to iOS than `cornerCurve = .continuous` by more than twice.
  @Test func layerCornersAreCircularByDefault() throws {
    let reference = try ParityReferences.read(
      ParityReferences.blueprint + "/BoxTests/test_cornerStyle_rounded_iOS-16.png")
    let size = CGSize(width: 100, height: 100)
    let figures = [LayerCornerCurve.circular, .continuous].map { curve in
      let box = BlueprintBoxView.make(
        frame: CGRect(origin: .zero, size: size), background: .blue, corner: 10)
      box.layer.cornerCurve = curve
      box.contentView.layer.cornerCurve = curve
      let picture = Lifecycle.render(BlueprintBoxView.host(size, box), scale: 1)
      return ParityFigures(picture, against: reference)
    }
    #expect(figures[0].edgeMean * 2 < figures[1].edgeMean, "\(figures[0]) \(figures[1])")
  }
}
