import Components
import Foundation
import Raster
import Testing

/// Layer shadows against iOS 16's own renders of Blueprint's `Box` (`BoxTests`): a box inset
/// 20 points in a white picture at scale 1, with a shadow path of its rounded bounds,
/// measured over the pixels that show shadow.
@Suite(.enabled(if: ParityReferences.isAvailable, ParityReferences.absence))
struct ShadowParityTests {
  /// `test_shadow`: green, corner radius 10, a magenta shadow of radius 8, opacity 1, no
  /// offset. Drawn as four spread copies, the shadow's pixels were off by mean 19.3, worst
  /// 71; blurred, by mean 0.61, worst 2.
  @Test func aRoundedBoxsShadowMatchesIOS() throws {
    let box = ShadowParityTests.box(
      size: CGSize(width: 100, height: 100), corner: 10, background: .green, shadow: .magenta,
      radius: 8)
    let reference = try ParityReferences.read(
      ParityReferences.blueprint + "/BoxTests/test_shadow__iOS-16.png")
    let error = ShadowParityTests.shadowError(box, reference)
    #expect(error.count > 1000)
    #expect(error.mean < 1.5, "mean \(error.mean)")
    #expect(error.worst <= 8, "worst \(error.worst)")
  }

  /// `test_largeCornerRadius`: blue, corner radius 100 (a capsule: 80 × 60 points), a red
  /// shadow of radius 2. Four spread copies: mean 20.1, worst 55; blurred: mean 1.33,
  /// worst 3.
  @Test func aCapsulesNarrowShadowMatchesIOS() throws {
    let box = ShadowParityTests.box(
      size: CGSize(width: 120, height: 100), corner: 100, background: .blue, shadow: .red,
      radius: 2)
    let reference = try ParityReferences.read(
      ParityReferences.blueprint + "/BoxTests/test_largeCornerRadius__iOS-16.png")
    let error = ShadowParityTests.shadowError(box, reference)
    #expect(error.count > 100)
    #expect(error.mean < 3, "mean \(error.mean)")
    #expect(error.worst <= 24, "worst \(error.worst)")
  }

  /// Blueprint's scene: the box inset 20 points from `size`, on white.
  static func box(
    size: CGSize, corner: CGFloat, background: Color, shadow: Color, radius: CGFloat
  ) -> Bitmap {
    let box = BlueprintBoxView.make(
      frame: BlueprintParityTests.inset(size), background: background, corner: corner,
      shadow: (shadow, radius))
    return Lifecycle.render(BlueprintBoxView.host(size, box), scale: 1)
  }

  /// The mean and worst channel difference (``ParityFigures/difference(_:_:)``; both
  /// pictures are opaque) over the pixels either picture shows shadow in (not white, and
  /// outside the box's frame), and how many there are.
  static func shadowError(_ picture: Bitmap, _ reference: Bitmap) -> (
    mean: Double, worst: Int, count: Int
  ) {
    var total = 0
    var worst = 0
    var count = 0
    for y in 0..<reference.height {
      for x in 0..<reference.width {
        let outside = x < 20 || y < 20 || x >= reference.width - 20 || y >= reference.height - 20
        let a = picture[x, y]
        let b = reference[x, y]
        guard outside, a != .white || b != .white else { continue }
        let d = ParityFigures.difference(a, b)
        total += d
        worst = max(worst, d)
        count += 1
      }
    }
    return (count > 0 ? Double(total) / Double(count) : 0, worst, count)
  }
}
