import Components
import Foundation
import PNGCodec
import Raster
import Testing

/// Layer shadows against iOS 16's own renders of Blueprint's `Box` (`BoxTests`, kept in
/// `../shared/corpus/ios-parity-refs`): a box inset 20 points in a 100 × 100 white picture
/// at scale 1, with a shadow path of its rounded bounds.
@Suite(
  .enabled(
    if: ParityReferences.isAvailable, "../shared/corpus/ios-parity-refs is not beside the repository"))
struct ShadowParityTests {
  /// `test_shadow`: green, corner radius 10, a magenta shadow of radius 8, opacity 1, no
  /// offset. Drawn as four spread copies, the shadow's pixels were off by mean 19.3, worst
  /// 71; blurred, by mean 0.61, worst 2.
  @Test func aRoundedBoxsShadowMatchesIOS() throws {
    let box = ShadowParityTests.box(
      size: CGSize(width: 100, height: 100), corner: 10, background: .green, shadow: .magenta,
      radius: 8)
    let reference = try PNGFile.read(ParityReferences.path("test_shadow__iOS-16.png")).bitmap
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
    let path = ParityReferences.path("test_largeCornerRadius__iOS-16.png")
    let reference = try PNGFile.read(path).bitmap
    let error = ShadowParityTests.shadowError(box, reference)
    #expect(error.count > 100)
    #expect(error.mean < 3, "mean \(error.mean)")
    #expect(error.worst <= 24, "worst \(error.worst)")
  }

  /// Blueprint's scene: the box at (20, 20) inset from `size`, on white.
  static func box(
    size: CGSize, corner: CGFloat, background: Color, shadow: Color, radius: CGFloat
  ) -> Bitmap {
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    let frame = CGRect(x: 20, y: 20, width: size.width - 40, height: size.height - 40)
    let box = View(frame: frame)
    box.backgroundColor = background
    let rounding = min(corner, min(frame.width, frame.height) / 2)
    box.layer.cornerRadius = rounding
    box.layer.shadowPath = BezierPath(roundedRect: box.bounds, cornerRadius: rounding).cgPath
    box.layer.shadowColor = shadow
    box.layer.shadowOpacity = 1
    box.layer.shadowRadius = radius
    box.layer.shadowOffset = .zero
    root.addSubview(box)
    return Lifecycle.render(root, scale: 1)
  }

  /// The mean and worst channel difference over the pixels either picture shows shadow in
  /// (not white, and outside the box's frame), and how many there are.
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
        let d = max(
          abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
          abs(Int(a.blue) - Int(b.blue)))
        total += d
        worst = max(worst, d)
        count += 1
      }
    }
    return (count > 0 ? Double(total) / Double(count) : 0, worst, count)
  }
}

/// iOS renders kept in `../shared/corpus/ios-parity-refs` (Blueprint's box tests).
enum ParityReferences {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(
      "../shared/corpus/ios-parity-refs/square__Blueprint/BlueprintUICommonControls/Tests"
        + "/Sources/Resources/ReferenceImages/BoxTests"
    ).standardizedFileURL.path

  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: path("test_shadow__iOS-16.png"))
  }

  static func path(_ name: String) -> String { folder + "/" + name }
}
