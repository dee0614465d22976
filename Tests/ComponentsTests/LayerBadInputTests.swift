import Components
import Foundation
import Raster
import Testing

/// Shadow and mask values no real component should set, and what they draw.
@Suite("Layer bad input")
struct LayerBadInputTests {
  /// A white 60 × 60 view with a red 20 × 20 child at (20, 20) casting a black shadow 4 points
  /// down, hard-edged; `configure` gets the root and the child.
  func scene(_ configure: (View, View) -> Void) -> View {
    let root = build(View.self, 60, 60)
    root.backgroundColor = .white
    let child = View(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    child.backgroundColor = .red
    child.layer.shadowColor = .black
    child.layer.shadowOpacity = 1
    child.layer.shadowOffset = CGSize(width: 0, height: 4)
    child.layer.shadowRadius = 0
    root.addSubview(child)
    configure(root, child)
    return root
  }

  func picture(radius: Double, area: DrawnArea = .bounds) throws -> Bitmap {
    let root = scene { _, child in child.layer.shadowRadius = CGFloat(radius) }
    return try Lifecycle.renderChecked(root, scale: 1, area: area)
  }

  @Test func aZeroRadiusShadowIsHardEdged() throws {
    let hard = try picture(radius: 0)
    for y in 40..<44 { #expect(hard[30, y] == RGBA8(red: 0, green: 0, blue: 0, alpha: 255)) }
    #expect(hard[30, 44] == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(hard[30, 39].red == 255 && hard[30, 39].green == 0)
  }

  /// A negative, infinite or NaN radius draws what radius 0 draws.
  @Test(arguments: [-5.0, Double.nan, Double.infinity, -Double.infinity])
  func aRadiusThatIsNotAPositiveNumberActsAsZero(radius: Double) throws {
    #expect(try picture(radius: radius) == picture(radius: 0))
    let overflow = try picture(radius: radius, area: .boundsAndOverflow)
    #expect(overflow == (try picture(radius: 0, area: .boundsAndOverflow)))
  }

  /// Past `CoverageStamp.maximumBlurDeviation` device pixels the blur stops growing, so a
  /// radius of 10,000 draws (and reaches) what 20,000 does, in a picture of bounded size.
  @Test func aHugeRadiusIsClamped() throws {
    let huge = try picture(radius: 10_000, area: .boundsAndOverflow)
    #expect(huge == (try picture(radius: 20_000, area: .boundsAndOverflow)))
    let reach = CoverageStamp.blurReach(sigma: CoverageStamp.maximumBlurDeviation)
    #expect(huge.width > 60 && huge.width <= 60 + 2 * reach, "\(huge.width)")
    #expect(huge.height > 60 && huge.height <= 60 + 2 * (reach + 4), "\(huge.height)")
    #expect(try picture(radius: 10_000) == picture(radius: 20_000))
  }

  @Test func aMaskLargerThanTheCanvasLetsEverythingThrough() throws {
    let plain = scene { _, _ in }
    let masked = scene { _, child in
      let mask = Layer()
      mask.frame = CGRect(x: -100_000, y: -100_000, width: 300_000, height: 300_000)
      mask.backgroundColor = .black
      child.layer.mask = mask
    }
    #expect(Lifecycle.render(masked, scale: 2) == Lifecycle.render(plain, scale: 2))
    let overflow = try Lifecycle.renderChecked(masked, scale: 2, area: .boundsAndOverflow)
    #expect(overflow == (try Lifecycle.renderChecked(plain, scale: 2, area: .boundsAndOverflow)))
  }

  /// A mask is used for its shape alone (its bounds, or a shape layer's path), never drawn,
  /// so a layer masking itself or its ancestor is no cycle: it clips to that layer's
  /// rounded bounds, placed by the mask's frame in the masked layer's coordinates.
  @Test func aLayerMaskingItselfOrItsAncestorClipsToThatLayersBounds() throws {
    let plain = try Lifecycle.renderChecked(scene { _, _ in }, scale: 1)
    let byAncestor = scene { root, child in child.layer.mask = root.layer }
    // The root's 60 × 60 bounds at its frame's origin, (0, 0) in the child's coordinates,
    // cover the whole child and its shadow: nothing is clipped.
    #expect(try Lifecycle.renderChecked(byAncestor, scale: 1) == plain)
    let bySelf = scene { _, child in child.layer.mask = child.layer }
    // The child's bounds at its frame's origin, (20, 20) in its own coordinates, miss the
    // child's 20 × 20 and its shadow: all of it is clipped away, leaving the white root.
    let empty = build(View.self, 60, 60)
    empty.backgroundColor = .white
    #expect(try Lifecycle.renderChecked(bySelf, scale: 1) == Lifecycle.render(empty, scale: 1))
    #expect(plain != Lifecycle.render(empty, scale: 1))
  }
}
