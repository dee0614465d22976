import Raster

/// Drawing the diff picture.
enum DiffPicture {
  /// Pixels that differ.
  static let differenceColor = PixelMath.pack(255, 0, 0, 255)
  /// Pixels forgiven as anti-aliasing.
  static let antialiasingColor = PixelMath.pack(255, 255, 0, 255)

  @inline(__always)
  static func store(_ pixel: UInt32, at index: Int, in picture: UnsafeMutableRawPointer) {
    picture.storeBytes(of: pixel.littleEndian, toByteOffset: index &* 4, as: UInt32.self)
  }

  /// An unchanged pixel as an opaque grey at a tenth of its contrast against white:
  /// luma `y = (19595 r + 38470 g + 7471 b) / 2¹⁶` (BT.601 weights), then
  /// `255 − (255 − y) × α / 2550`, with 1645 / 2²² standing for 1 / 2550.
  @inline(__always)
  static func faded(_ pixel: UInt32) -> UInt32 {
    let y =
      (19595 &* PixelMath.red(pixel) &+ 38470 &* PixelMath.green(pixel)
        &+ 7471 &* PixelMath.blue(pixel) &+ 32768) >> 16
    let level = 255 &- (((255 &- y) &* PixelMath.alpha(pixel) &* 1645 &+ (1 << 21)) >> 22)
    return PixelMath.pack(level, level, level, 255)
  }

  /// Stores row `y` of the reference, each pixel ``faded(_:)``, in a loop over 32-bit words
  /// with no branches, which the compiler vectorizes. Bitmap storage is allocated with at
  /// least 16-byte alignment, so the rows can be read and written as words.
  static func storeFadedRow(_ y: Int, of images: PixelPair, in picture: UnsafeMutableRawPointer) {
    guard let source = images.reference.baseAddress else { return }
    let offset = y &* images.width &* 4
    let input = (source + offset).assumingMemoryBound(to: UInt32.self)
    let output = (picture + offset).assumingMemoryBound(to: UInt32.self)
    for x in 0..<images.width {
      output[x] = faded(UInt32(littleEndian: input[x])).littleEndian
    }
  }

  /// The reference and the actual image side by side on a transparent background,
  /// separated by a red bar 4 pixels wide.
  static func sideBySide(_ reference: Bitmap, _ actual: Bitmap) -> Bitmap {
    let gap = 4
    var picture = Bitmap(
      width: reference.width + gap + actual.width, height: max(reference.height, actual.height))
    for y in 0..<picture.height {
      for x in reference.width..<(reference.width + gap) {
        picture[x, y] = RGBA8(red: 255, green: 0, blue: 0)
      }
    }
    for (image, left) in [(reference, 0), (actual, reference.width + gap)] {
      for y in 0..<image.height {
        let source = y * image.stride
        let target = y * picture.stride + left * 4
        picture.bytes.replaceSubrange(
          target..<(target + image.stride), with: image.bytes[source..<(source + image.stride)])
      }
    }
    return picture
  }
}
