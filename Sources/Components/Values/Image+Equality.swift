/// Images are equal when they hold the same picture, as `UIImage.isEqual(_:)` says two
/// images made from the same data are: the same pixels at the same scale, drawn the same way.
/// So a component can ask whether an image really changed (`images[state] != image`), or
/// keep images in a set or as dictionary keys, as it can on iOS, where `UIImage` is an
/// `NSObject`.
extension Image: Equatable, Hashable {
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs === rhs
      || (lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode
        && lhs.capInsets == rhs.capInsets && lhs.resizingMode == rhs.resizingMode
        && lhs.bitmap == rhs.bitmap)
  }

  /// Hashes the pixel size and scale only, so hashing never reads every pixel.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(bitmap.width)
    hasher.combine(bitmap.height)
    hasher.combine(scale)
  }
}
