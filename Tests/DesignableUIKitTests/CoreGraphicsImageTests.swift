import DesignableUIKit
import Testing

/// A picture red above and blue below its middle.
private func redOverBlue() -> UIImage {
  UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
    UIColor.red.setFill()
    context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
    UIColor.blue.setFill()
    context.cgContext.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
  }
}

@Suite("Images in a context")
struct CoreGraphicsImageTests {
  /// Apple's Quartz 2D guide: in a flipped (UIKit) context, an image drawn with
  /// `CGContextDrawImage` appears upside down; `UIImage`'s drawing methods keep it upright.
  @Test func aContextDrawsAnImageUpsideDownAndUIImageDrawsItUpright() {
    let image = redOverBlue()
    let throughContext = sketch(width: 10, height: 10) { context, bounds in
      context.draw(image.cgImage ?? image, in: bounds)
    }
    #expect(throughContext[5, 1] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(throughContext[5, 8] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    let upright = sketch(width: 10, height: 10) { _, bounds in image.draw(in: bounds) }
    #expect(upright[5, 1] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(upright[5, 8] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
  }

  /// A colour picker reads an image's pixels through its data provider, laid out as the
  /// image's `bitmapInfo` says.
  @Test func anImagesBytesAreReadThroughItsDataProvider() throws {
    let image = try #require(redOverBlue().cgImage)
    #expect(image.alphaInfo == .last && image.bitmapInfo.rawValue == 3)
    #expect(image.bitsPerPixel == 32 && image.bitsPerComponent == 8)
    let data = try #require(image.dataProvider?.data)
    let bytes = try #require(CFDataGetBytePtr(data))
    #expect(CFDataGetLength(data) == image.bytesPerRow * image.height)
    let top = 1 * image.bytesPerRow + 2 * 4
    let bottom = (image.height - 1) * image.bytesPerRow
    #expect((0..<4).map { bytes[top + $0] } == [255, 0, 0, 255])
    #expect((0..<4).map { bytes[bottom + $0] } == [0, 0, 255, 255])
    let copied = data as Data
    #expect(copied.count == CFDataGetLength(data))
  }

  /// A picker redraws its image into a context made like the image (its size, its bits and
  /// its colour space), as croppers fix an image's orientation: the copy has its pixels.
  @Test func anImageRedrawsIntoAContextMadeLikeIt() throws {
    let image = try #require(redOverBlue().cgImage)
    let space = try #require(image.colorSpace)
    let context = try #require(
      CGContext(
        data: nil, width: image.width, height: image.height,
        bitsPerComponent: image.bitsPerComponent, bytesPerRow: 0, space: space,
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    let copy = try #require(context.makeImage())
    let data = try #require(copy.dataProvider?.data)
    let bytes = try #require(CFDataGetBytePtr(data))
    #expect((0..<4).map { bytes[$0] } == [255, 0, 0, 255])
  }

  /// A signature view crops its picture to the strokes' bounds, in pixels: the rectangle is
  /// made integral and cut to the image first, and one outside it gives no image.
  @Test func croppingTakesTheIntegralPixelsInsideTheImage() throws {
    let image = try #require(redOverBlue().cgImage)
    let middle = CGFloat(image.height / 2)
    let band = try #require(
      image.cropping(to: CGRect(x: 1.5, y: middle - 1.25, width: 2.2, height: 2.5)))
    #expect(band.width == 3 && band.height == 4)
    let rows = (0..<4).map { row in Array(band.bitmap.bytes[(row * band.bytesPerRow)...].prefix(4))
    }
    #expect(rows == [[255, 0, 0, 255], [255, 0, 0, 255], [0, 0, 255, 255], [0, 0, 255, 255]])
    let corner = try #require(image.cropping(to: CGRect(x: -5, y: -5, width: 7, height: 6)))
    #expect(corner.width == 2 && corner.height == 1)
    #expect(image.cropping(to: CGRect(x: 500, y: 0, width: 4, height: 4)) == nil)
    #expect(image.cropping(to: .null) == nil)
    let whole = try #require(image.cropping(to: .infinite))
    #expect(whole.bitmap == image.bitmap)
    let signature = UIImage(cgImage: band)
    #expect(signature.size == CGSize(width: 3, height: 4))
  }

  /// `CALayer.render(in:)` draws a layer tree upright in the layer's own coordinates, as a
  /// component makes an image of a shape layer.
  @Test func aLayerRendersItsTreeUprightIntoAnImageContext() {
    let top = CAShapeLayer()
    top.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    top.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).cgPath
    top.fillColor = UIColor.red.cgColor
    let bottom = CALayer()
    bottom.frame = CGRect(x: 0, y: 5, width: 10, height: 5)
    bottom.backgroundColor = UIColor.blue.cgColor
    top.addSublayer(bottom)
    UIGraphicsBeginImageContextWithOptions(top.bounds.size, false, 2)
    if let context = UIGraphicsGetCurrentContext() { top.render(in: context) }
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(image?.size == CGSize(width: 10, height: 10))
    let picture = sketch(width: 10, height: 10) { _, bounds in image?.draw(in: bounds) }
    #expect(picture[5, 1] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(picture[5, 8] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
  }

  @Test func theFlipStaysInsideTheRectangle() {
    let image = redOverBlue()
    let picture = sketch(width: 20, height: 20) { context, _ in
      context.draw(image, in: CGRect(x: 5, y: 8, width: 10, height: 10))
    }
    #expect(picture[10, 7].alpha == 0 && picture[10, 18].alpha == 0)
    #expect(picture[10, 9] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(picture[10, 16] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
  }

  @Test func makeImageGivesTheImageContextsPictureSoFarAndNilElsewhere() {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 6, height: 4), false, 2)
    let context = UIGraphicsGetCurrentContext()
    context?.setFillColor(UIColor.red.cgColor)
    context?.fill(CGRect(x: 0, y: 0, width: 3, height: 4))
    let image = context?.makeImage()
    context?.fill(CGRect(x: 3, y: 0, width: 3, height: 4))
    UIGraphicsEndImageContext()
    #expect(image?.size == CGSize(width: 6, height: 4) && image?.scale == 2)
    let later = sketch(width: 6, height: 4) { drawing, bounds in
      #expect(drawing.makeImage() == nil)
      if let image { UIImage(cgImage: image).draw(in: bounds) }
    }
    #expect(later[1, 2] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(later[4, 2].alpha == 0)
  }

  /// Core Graphics' `CGInterpolationQuality.none` samples the nearest pixel; the default
  /// blends neighbours when an image is scaled up.
  @Test(arguments: [CGInterpolationQuality.default, .none])
  func interpolationQualityNoneTakesTheNearestPixel(quality: CGInterpolationQuality) {
    let onePixelPerPoint = UIGraphicsImageRendererFormat()
    onePixelPerPoint.scale = 1
    let size = CGSize(width: 2, height: 1)
    let redBlue = UIGraphicsImageRenderer(size: size, format: onePixelPerPoint).image { context in
      UIColor.red.setFill()
      context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      UIColor.blue.setFill()
      context.cgContext.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }
    let picture = sketch(width: 8, height: 1) { context, bounds in
      context.interpolationQuality = quality
      #expect(context.interpolationQuality == quality)
      redBlue.draw(in: bounds)
    }
    let nearest = picture[2, 0] == Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    #expect(nearest == (quality == .none))
  }

  @Test func imagesTakeTheScreensScaleByDefaultWhichIsTheRendersDuringARender() {
    #expect(UIGraphicsImageRendererFormat.default().scale == UIScreen.main.scale)
    var scales: [CGFloat] = []
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    view.sketch = { _, bounds in
      scales.append(UIGraphicsImageRenderer(size: bounds.size).image { _ in }.scale)
      UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
      scales.append(UIGraphicsGetImageFromCurrentImageContext()?.scale ?? 0)
      UIGraphicsEndImageContext()
    }
    _ = picture(of: view, scale: 3)
    #expect(scales == [3, 3])
  }

  /// `clip(to:mask:)` maps the mask as `draw(_:in:)` maps an image: upside down in a UIKit
  /// context. A mask drawn opaque in its top half (as a component draws an arc into an
  /// image context and clips a gradient to it) lets the fill through in the bottom half.
  @Test func aMaskImageClipsUpsideDownAsAContextDrawsIt() {
    let topHalf = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      UIColor.white.setFill()
      context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
    }
    let picture = sketch(width: 10, height: 10) { context, bounds in
      context.clip(to: bounds, mask: topHalf.cgImage ?? topHalf)
      context.setFillColor(UIColor.red.cgColor)
      context.fill(bounds)
    }
    #expect(picture[5, 1].alpha == 0)
    #expect(picture[5, 8] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
  }

  /// An opaque mask clips by its grey level; the clip ends with the state it was set in.
  @Test func anOpaqueGreyMaskLetsThroughByItsLevelUntilRestored() {
    let greys = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
      UIColor.white.setFill()
      context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      UIColor.black.setFill()
      context.cgContext.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }
    let picture = sketch(width: 8, height: 2) { context, _ in
      context.saveGState()
      context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 1), mask: greys.cgImage ?? greys)
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 8, height: 2))
      context.restoreGState()
      context.setFillColor(UIColor.blue.cgColor)
      context.fill(CGRect(x: 0, y: 1, width: 8, height: 1))
    }
    #expect(picture[1, 0] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(picture[6, 0].alpha == 0)
    #expect(picture[6, 1] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
  }
}
