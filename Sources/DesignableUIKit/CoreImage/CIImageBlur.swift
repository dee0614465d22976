import Components
import Foundation
import Raster

/// Core Image's Gaussian blur over an image's pixels, with the renderer's shadow blur
/// (`Bitmap.blurred(sigma:)`).
enum CIImageBlur {
  /// `image` blurred by a Gaussian of standard deviation `sigma` pixels. A picture grows
  /// by the blur's reach each side and fades into transparency there, as on iOS (render its
  /// old extent to crop the fade away, or clamp it to its extent first); a picture clamped
  /// to its extent is blurred as if it went on without end. A colour or gradient without an
  /// edge is returned as it is (blurring it would change it only where it bends).
  static func blurred(_ image: CIImage, sigma: Double) -> CIImage {
    guard sigma > 0, sigma.isFinite else { return image }
    let reach = CoverageStamp.blurReach(sigma: sigma)
    switch image.content {
    case .picture(let bitmap):
      return blurredPicture(bitmap, extent: image.extent, sigma: sigma) ?? image
    case .field:
      guard image.extent.isInfinite, let source = image.clampedFrom else { return image }
      // Pad the clamped picture by twice the reach, blur, and keep its old extent grown by
      // the reach: inside that, the blur sees what an endless picture would show.
      let padded = source.extent.insetBy(dx: CGFloat(-2 * reach), dy: CGFloat(-2 * reach))
      let kept = source.extent.insetBy(dx: CGFloat(-reach), dy: CGFloat(-reach))
      let picture = image.bitmap(of: padded)
      guard let blurred = blurredPicture(picture, extent: padded, sigma: sigma) else {
        return image
      }
      return blurred.cropped(to: kept).clampedToExtent()
    }
  }

  private static func blurredPicture(_ bitmap: Bitmap, extent: CGRect, sigma: Double)
    -> CIImage?
  {
    guard let (result, margin) = bitmap.blurred(sigma: sigma) else { return nil }
    let grown = extent.insetBy(dx: CGFloat(-margin), dy: CGFloat(-margin))
    return CIImage(extent: grown, content: .picture(result))
  }
}
