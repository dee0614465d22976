import Components
import Foundation
import PNGCodec
import Raster
import Testing

/// Rounded corners against pictures iOS drew itself, kept in
/// `../shared/corpus/ios-parity-refs`: Texture's corner rounding (`ASDisplayNodeSnapshotTests`,
/// 100 × 100 pt at 2x) and Blueprint's boxes (`BoxTests`, scale 1). Differences are the
/// largest channel difference of a pixel, over the edge pixels: those whose 3 × 3
/// neighbourhood in the iOS picture is not one colour.
@Suite(
  .enabled(
    if: CornerReferences.isAvailable,
    "../shared/corpus/ios-parity-refs is not beside the repository"))
struct ContinuousCornerReferenceTests {
  /// `testPrecompositedCornerRounding_15`: Texture fills a blue image and paints green over
  /// the even-odd difference of the bounds and
  /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`, radius 15 pt, every corner.
  /// Circular corners: mean 27.4, worst 169; continuous: mean 2.9, worst 31.
  @Test func textureCornersOnAllFourMatchIOS() throws {
    let name = "testPrecompositedCornerRounding_15@2x"
    let before = try CornerReferences.measure(
      CornerReferences.precomposited(corners: .allCorners, uikit: false), name, "circular")
    let error = try CornerReferences.measure(
      CornerReferences.precomposited(corners: .allCorners), name, "continuous")
    #expect(error.count > 300 && error.mean < before.mean / 5)
    #expect(error.mean < 3.5, "mean \(error.mean)")
    #expect(error.worst <= 36, "worst \(error.worst)")
  }

  /// `testPrecompositedCornerRounding_7`: the same, with the bottom-right corner square
  /// (`CACornerMask` 7 is `UIRectCorner` top-left, top-right and bottom-left).
  @Test func textureCornersOnThreeMatchIOS() throws {
    let corners: RectCorner = [.topLeft, .topRight, .bottomLeft]
    let name = "testPrecompositedCornerRounding_7@2x"
    let before = try CornerReferences.measure(
      CornerReferences.precomposited(corners: corners, uikit: false), name, "circular")
    let error = try CornerReferences.measure(
      CornerReferences.precomposited(corners: corners), name, "continuous")
    #expect(error.count > 200 && error.mean < before.mean / 5)
    #expect(error.mean < 3.5, "mean \(error.mean)")
    #expect(error.worst <= 36, "worst \(error.worst)")
  }

  /// `testClippingCornerRounding_15_light`: white corner layers of 16 × 16 pt, each filled
  /// outside `UIBezierPath(roundedRect: 30 × 30, cornerRadius: 15)`: a square whose radius is
  /// half its side, which UIKit draws as a circle.
  @Test func textureClippingCornersAreCircles() throws {
    let error = try CornerReferences.measure(
      CornerReferences.clippingCorners(), "testClippingCornerRounding_15_light@2x", "capsule")
    #expect(error.count > 300)
    #expect(error.mean < 3.5, "mean \(error.mean)")
    #expect(error.worst <= 48, "worst \(error.worst)")
  }

  /// Blueprint's `test_cornerStyle` boxes set `layer.cornerRadius` with the default
  /// `cornerCurve`, which stays circular; continuous corners would be further off on the
  /// rounded box, and are the same circles on the capsules (radius half the side).
  @Test(arguments: [
    ("test_cornerStyle_rounded_iOS-16", 100.0, 100.0, 10.0),
    ("test_cornerStyle_wideCapsule_iOS-16", 200.0, 100.0, 50.0),
    ("test_cornerStyle_longCapsule_iOS-16", 100.0, 200.0, 50.0),
  ])
  func blueprintLayerCornersStayCircular(
    name: String, width: Double, height: Double, radius: Double
  ) throws {
    let size = CGSize(width: width, height: height)
    let circular = try CornerReferences.measure(
      CornerReferences.box(size: size, radius: CGFloat(radius), curve: .circular), name,
      "layer, circular")
    let continuous = try CornerReferences.measure(
      CornerReferences.box(size: size, radius: CGFloat(radius), curve: .continuous), name,
      "layer, continuous")
    #expect(circular.mean < 2.5, "mean \(circular.mean)")
    #expect(circular.worst <= 16, "worst \(circular.worst)")
    if 2 * radius < min(width, height) {
      #expect(continuous.mean > 2 * circular.mean)
    } else {
      #expect(continuous.mean == circular.mean)
    }
  }
}

/// The scenes and the measure.
enum CornerReferences {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared/corpus/ios-parity-refs").standardizedFileURL.path
  static let texture =
    root + "/TextureGroup__Texture/Tests/ReferenceImages_64/ASDisplayNodeSnapshotTests/"
  static let blueprint =
    root + "/square__Blueprint/BlueprintUICommonControls/Tests/Sources/Resources"
    + "/ReferenceImages/BoxTests/"

  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: texture + "testPrecompositedCornerRounding_15@2x.png")
  }

  /// The reference called `name` (without `.png`), from Texture's or Blueprint's folder.
  static func reference(_ name: String) throws -> Bitmap {
    let folder = name.hasPrefix("test_") ? blueprint : texture
    return try PNGFile.read(folder + name + ".png").bitmap
  }

  /// Texture's precomposited rounding of a 100 × 100 pt blue image at 2x.
  /// `uikit` false draws the circular corners this renderer drew before version 23.
  static func precomposited(corners: RectCorner, uikit: Bool = true) -> Bitmap {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { bounds in
      Color.blue.setFill()
      BezierPath(rect: bounds).fill()
      let hole = BezierPath(rect: bounds)
      hole.append(
        uikit
          ? BezierPath(
            roundedRect: bounds, byRoundingCorners: corners,
            cornerRadii: CGSize(width: 15, height: 15))
          : BezierPath(
            path: Path(
              roundedRect: Rect(x: 0, y: 0, width: 100, height: 100),
              cornerRadii: radii(corners, 15))))
      hole.usesEvenOddFillRule = true
      Color.green.setFill()
      hole.fill()
    }
    return Lifecycle.render(view, scale: 2)
  }

  static func radii(_ corners: RectCorner, _ radius: Double) -> CornerRadii {
    CornerRadii(
      topLeft: corners.contains(.topLeft) ? radius : 0,
      topRight: corners.contains(.topRight) ? radius : 0,
      bottomRight: corners.contains(.bottomRight) ? radius : 0,
      bottomLeft: corners.contains(.bottomLeft) ? radius : 0)
  }

  /// Compares `picture` with the reference `name`, then prints and returns the figures.
  static func measure(_ picture: Bitmap, _ name: String, _ label: String) throws -> (
    mean: Double, worst: Int, count: Int, differing: Int
  ) {
    let error = try edgeError(picture, name)
    let mean = (error.mean * 100).rounded() / 100
    print(
      "corner reference \(name) [\(label)]: mean \(mean), worst \(error.worst) over"
        + " \(error.count) edge pixels, \(error.differing) differing")
    return error
  }

  /// Texture's clipping rounding: a blue 100 × 100 pt view with a white corner view of
  /// 16 × 16 pt in each corner, each filled outside a circle of radius 15 centred 15 pt in
  /// from both edges of the big view.
  static func clippingCorners() -> Bitmap {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { bounds in
      Color.blue.setFill()
      BezierPath(rect: bounds).fill()
    }
    for (x, y) in [(0.0, 0.0), (84.0, 0.0), (0.0, 84.0), (84.0, 84.0)] {
      let corner = DrawingView(frame: CGRect(x: x, y: y, width: 16, height: 16)) { _ in
        // Texture moves the right and bottom corners' drawing by 1 − radius.
        let shift = CGPoint(x: x > 0 ? -14 : 0, y: y > 0 ? -14 : 0)
        let square = CGRect(x: shift.x, y: shift.y, width: 30, height: 30)
        let shape = BezierPath(roundedRect: square, cornerRadius: 15)
        shape.append(BezierPath(rect: square.insetBy(dx: -1, dy: -1)))
        shape.usesEvenOddFillRule = true
        Color.white.setFill()
        shape.fill()
      }
      view.addSubview(corner)
    }
    return Lifecycle.render(view, scale: 2)
  }

  /// Blueprint's box: a blue view filling a white picture at scale 1, rounded by its layer.
  static func box(size: CGSize, radius: CGFloat, curve: LayerCornerCurve) -> Bitmap {
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    let box = View(frame: root.bounds)
    box.backgroundColor = .blue
    box.layer.cornerRadius = radius
    box.layer.cornerCurve = curve
    root.addSubview(box)
    return Lifecycle.render(root, scale: 1)
  }

  /// The mean and worst channel difference over the reference's edge pixels, how many there
  /// are and how many differ at all.
  static func edgeError(_ picture: Bitmap, _ name: String) throws -> (
    mean: Double, worst: Int, count: Int, differing: Int
  ) {
    let reference = try reference(name)
    guard picture.width == reference.width, picture.height == reference.height else {
      return (.infinity, 255, 0, 0)
    }
    var total = 0
    var worst = 0
    var count = 0
    var differing = 0
    for y in 0..<reference.height {
      for x in 0..<reference.width where isEdge(reference, x, y) {
        let a = picture[x, y]
        let b = reference[x, y]
        let d = max(
          abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
          abs(Int(a.blue) - Int(b.blue)))
        total += d
        worst = max(worst, d)
        count += 1
        if d > 0 { differing += 1 }
      }
    }
    return (count > 0 ? Double(total) / Double(count) : 0, worst, count, differing)
  }

  /// Whether the 3 × 3 neighbourhood of (x, y), within the picture, holds more than one
  /// colour.
  static func isEdge(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
    let centre = bitmap[x, y]
    for dy in -1...1 {
      for dx in -1...1 {
        let nx = x + dx
        let ny = y + dy
        guard nx >= 0, ny >= 0, nx < bitmap.width, ny < bitmap.height else { continue }
        if bitmap[nx, ny] != centre { return true }
      }
    }
    return false
  }
}

/// A view whose `draw(_:)` runs a closure.
final class DrawingView: View {
  let drawing: (CGRect) -> Void

  init(frame: CGRect, drawing: @escaping (CGRect) -> Void) {
    self.drawing = drawing
    super.init(frame: frame)
    backgroundColor = nil
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) { drawing(bounds) }
}
