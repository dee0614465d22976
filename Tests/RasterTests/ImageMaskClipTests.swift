import Testing

@testable import Raster

/// Clipping to an image's alpha (`Canvas.clip(toAlphaOf:transform:)`), or to an opaque
/// image's grey level, and how it meets path clips, save and restore, and region blending.
struct ImageMaskClipTests {
  /// A 4 × 2 bitmap whose first row is `row` (RGBA bytes) and whose second is clear.
  private func mask(_ row: [UInt8]) throws -> Bitmap {
    try #require(Bitmap(width: 4, height: 2, bytes: row + [UInt8](repeating: 0, count: 16)))
  }

  private func filledRed(_ clip: (Canvas) -> Void) throws -> Bitmap {
    let canvas = try #require(Canvas(width: 4, height: 2))
    clip(canvas)
    canvas.fill(
      Path(rect: Rect(x: 0, y: 0, width: 4, height: 2)),
      with: .solid(RGBA8(red: 255, green: 0, blue: 0)), rule: .nonZero)
    return canvas.makeBitmap()
  }

  @Test func eachPixelKeepsTheShareTheMaskAlphaGivesIt() throws {
    let alphaMask = try mask([
      255, 255, 255, 255, 0, 0, 0, 128, 9, 9, 9, 0, 0, 0, 0, 255,
    ])
    let picture = try filledRed { $0.clip(toAlphaOf: alphaMask, transform: .identity) }
    #expect((0..<4).map { picture[$0, 0].alpha } == [255, 128, 0, 255])
    #expect((0..<4).allSatisfy { picture[$0, 1].alpha == 0 })
    #expect(picture[0, 0] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
  }

  @Test func anOpaqueMaskClipsByItsGreyLevel() throws {
    let grey = try #require(
      Bitmap(
        width: 3, height: 1,
        bytes: [255, 255, 255, 255, 128, 128, 128, 255, 0, 0, 0, 255]))
    let canvas = try #require(Canvas(width: 3, height: 1))
    canvas.clip(toAlphaOf: grey, transform: .identity)
    canvas.fill(
      Path(rect: Rect(x: 0, y: 0, width: 3, height: 1)),
      with: .solid(RGBA8(red: 255, green: 0, blue: 0)), rule: .nonZero)
    let picture = canvas.makeBitmap()
    #expect((0..<3).map { picture[$0, 0].alpha } == [255, 128, 0])
  }

  @Test func aMaskMeetsAPathClipAndGoesWithRestore() throws {
    let opaque = try mask([UInt8](repeating: 255, count: 16))
    let canvas = try #require(Canvas(width: 4, height: 2))
    canvas.clip(to: Rect(x: 0, y: 0, width: 2, height: 2))
    canvas.save()
    canvas.clip(toAlphaOf: opaque, transform: .identity)
    canvas.fill(
      Path(rect: Rect(x: 0, y: 0, width: 4, height: 2)),
      with: .solid(RGBA8(red: 255, green: 0, blue: 0)), rule: .nonZero)
    canvas.restore()
    canvas.fill(
      Path(rect: Rect(x: 0, y: 1, width: 4, height: 1)),
      with: .solid(RGBA8(red: 0, green: 0, blue: 255)), rule: .nonZero)
    let picture = canvas.makeBitmap()
    // Row 0: red where both clips pass; row 1: the mask's clear row kept red out, and
    // after restore the path clip alone lets blue in.
    #expect((0..<4).map { picture[$0, 0].alpha } == [255, 255, 0, 0])
    #expect(picture[0, 1] == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(picture[2, 1].alpha == 0)
  }

  @Test func aMaskIsPlacedByItsTransformAndScaled() throws {
    // The 4 × 2 mask stretched over a 8 × 4 pixel canvas, upside down: its opaque first row
    // lands on the bottom half.
    let rowMask = try mask([UInt8](repeating: 255, count: 16))
    let canvas = try #require(Canvas(width: 4, height: 2, scale: 2))
    let placement = AffineTransform(translationX: 0, y: 2).scaledBy(x: 1, y: -1)
    canvas.clip(toAlphaOf: rowMask, transform: placement)
    canvas.fill(
      Path(rect: Rect(x: 0, y: 0, width: 4, height: 2)),
      with: .solid(RGBA8(red: 255, green: 0, blue: 0)), rule: .nonZero)
    let picture = canvas.makeBitmap()
    #expect(picture.width == 8 && picture.height == 4)
    #expect(picture[3, 0].alpha == 0)
    #expect(picture[3, 3].alpha == 255)
  }

  /// Solid fills blend edge pixels by region by default; under a mask no edge pixel may
  /// come out more opaque than the mask lets it.
  @Test func edgePixelsStayInsideTheMaskWhenBlendingByRegion() throws {
    let canvas = try #require(Canvas(width: 20, height: 20))
    #expect(canvas.blendsEdgesByRegion)
    let half = try #require(
      Bitmap(width: 1, height: 1, bytes: [255, 255, 255, 128]))
    canvas.clip(toAlphaOf: half, transform: AffineTransform(scaleX: 20, y: 20))
    canvas.fill(
      Path(ovalIn: Rect(x: 2, y: 2, width: 16, height: 16)),
      with: .solid(RGBA8(red: 255, green: 0, blue: 0)), rule: .nonZero)
    canvas.fill(
      Path(ovalIn: Rect(x: 2, y: 2, width: 16, height: 16)),
      with: .solid(RGBA8(red: 0, green: 0, blue: 255)), rule: .nonZero)
    let picture = canvas.makeBitmap()
    let most = (0..<400).map { picture[$0 % 20, $0 / 20].alpha }.max() ?? 0
    #expect(most > 100 && most <= 192, "two layers at half alpha: 1 − ½·½ = ¾ at most")
  }

  /// A path clip after a mask: the path's edge pixels, which blending by region reads from
  /// the path's outline, must still be scaled by the mask.
  @Test func aPathClipAfterAMaskKeepsTheMaskAtItsEdges() throws {
    let canvas = try #require(Canvas(width: 20, height: 20))
    let half = try #require(Bitmap(width: 1, height: 1, bytes: [255, 255, 255, 128]))
    canvas.clip(toAlphaOf: half, transform: AffineTransform(scaleX: 20, y: 20))
    canvas.clip(to: Path(ovalIn: Rect(x: 2, y: 2, width: 16, height: 16)))
    let red = RGBA8(red: 255, green: 0, blue: 0)
    canvas.fill(
      Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), with: .solid(red), rule: .nonZero)
    canvas.fill(
      Path(ovalIn: Rect(x: 2, y: 2, width: 16, height: 16)), with: .solid(red), rule: .nonZero)
    let picture = canvas.makeBitmap()
    let most = (0..<400).map { picture[$0 % 20, $0 / 20].alpha }.max() ?? 0
    #expect(most > 100 && most <= 192, "two layers at half alpha: 1 − ½·½ = ¾ at most")
  }

  @Test func aMaskOfNoPixelsClipsEverythingOut() throws {
    let canvas = try #require(Canvas(width: 4, height: 2))
    let empty = Bitmap(width: 0, height: 0)
    canvas.clip(toAlphaOf: empty, transform: .identity)
    canvas.fill(
      Path(rect: Rect(x: 0, y: 0, width: 4, height: 2)),
      with: .solid(RGBA8(red: 255, green: 0, blue: 0)), rule: .nonZero)
    #expect(canvas.makeBitmap().bytes.allSatisfy { $0 == 0 })
  }
}
