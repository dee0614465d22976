/// Decides whether a differing pixel is anti-aliasing: an edge pixel whose colour moved
/// because an edge moved a fraction of a pixel.
///
/// The first test is pixelmatch's (after Vysniauskas, "Anti-aliased pixel and intensity
/// slope detector", 2009): in either image, the pixel has at most two neighbours of its
/// own brightness, it has both a darker and a brighter neighbour, and the darkest or the
/// brightest of them sits inside a flat area (three or more identical neighbours) in both
/// images. That test alone forgives the edge of a recoloured block whose new colour
/// happens to border a flat area. So a second test is added: the pixel's colour in each
/// image must lie, channel by channel, within the range of its 3×3 neighbourhood in the
/// other image. An edge that moved only mixes colours that were already there; a
/// recoloured block brings a colour that was not, and stays reported.
enum AntialiasingDetector {
  static func explains(_ x: Int, _ y: Int, _ images: PixelPair) -> Bool {
    // The integer range test is the cheaper one, so it runs first.
    liesWithinNeighbourhood(x, y, images, pixelFromReference: true)
      && liesWithinNeighbourhood(x, y, images, pixelFromReference: false)
      && (looksAntialiased(x, y, images, inReference: true)
        || looksAntialiased(x, y, images, inReference: false))
  }

  /// pixelmatch's `antialiased(img, x, y, width, height, img2)`.
  static func looksAntialiased(
    _ x: Int, _ y: Int, _ images: PixelPair, inReference: Bool
  ) -> Bool {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x2 = min(x + 1, images.width - 1)
    let y2 = min(y + 1, images.height - 1)
    let center = images.word(x, y, fromReference: inReference)
    var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    var darkest = 0.0
    var brightest = 0.0
    var darkestAt = (0, 0)
    var brightestAt = (0, 0)
    for nx in x0...x2 {
      for ny in y0...y2 where nx != x || ny != y {
        let delta = PixelMath.brightnessDelta(
          center, images.word(nx, ny, fromReference: inReference))
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestAt = (nx, ny)
        } else if delta > brightest {
          brightest = delta
          brightestAt = (nx, ny)
        }
      }
    }
    if darkest == 0 || brightest == 0 { return false }
    return
      (hasManySiblings(darkestAt.0, darkestAt.1, images, inReference: true)
      && hasManySiblings(darkestAt.0, darkestAt.1, images, inReference: false))
      || (hasManySiblings(brightestAt.0, brightestAt.1, images, inReference: true)
        && hasManySiblings(brightestAt.0, brightestAt.1, images, inReference: false))
  }

  /// pixelmatch's `hasManySiblings`: three or more neighbours identical to the pixel
  /// (the image border counts as one).
  private static func hasManySiblings(_ x: Int, _ y: Int, _ images: PixelPair, inReference: Bool)
    -> Bool
  {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x2 = min(x + 1, images.width - 1)
    let y2 = min(y + 1, images.height - 1)
    let center = images.word(x, y, fromReference: inReference)
    var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    for nx in x0...x2 {
      for ny in y0...y2 where nx != x || ny != y {
        if images.word(nx, ny, fromReference: inReference) == center {
          zeroes += 1
          if zeroes > 2 { return true }
        }
      }
    }
    return false
  }

  /// Whether the pixel's colour in one image lies within the per-channel range of its
  /// 3×3 neighbourhood (the pixel included) in the other image.
  private static func liesWithinNeighbourhood(
    _ x: Int, _ y: Int, _ images: PixelPair, pixelFromReference: Bool
  ) -> Bool {
    let pixel = SIMD4<UInt8>(
      truncatingIfNeeded: unpack(images.word(x, y, fromReference: pixelFromReference)))
    var low = SIMD4<UInt8>(repeating: 255)
    var high = SIMD4<UInt8>(repeating: 0)
    for ny in max(y - 1, 0)...min(y + 1, images.height - 1) {
      for nx in max(x - 1, 0)...min(x + 1, images.width - 1) {
        let neighbour = SIMD4<UInt8>(
          truncatingIfNeeded: unpack(images.word(nx, ny, fromReference: !pixelFromReference)))
        low = pointwiseMin(low, neighbour)
        high = pointwiseMax(high, neighbour)
      }
    }
    return all(pixel .>= low) && all(pixel .<= high)
  }

  @inline(__always)
  private static func unpack(_ word: UInt32) -> SIMD4<UInt32> {
    SIMD4(word & 255, (word >> 8) & 255, (word >> 16) & 255, word >> 24)
  }
}
