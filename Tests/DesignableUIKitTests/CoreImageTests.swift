import CoreImage
import CoreImage.CIFilterBuiltins
import Foundation
import Raster
import Testing

@testable import DesignableUIKit

/// Core Image as components use it: filters made by name or by their typed class methods,
/// images from pictures and generators, a context rendering part of an image, and
/// `UIImage(ciImage:)`, with `import CoreImage` compiling as on iOS.
@Suite struct CoreImageTests {
  /// An opaque `width` × `height` picture of one colour.
  static func picture(_ width: Int, _ height: Int, _ colour: RGBA8) -> UIImage {
    UIImage(bitmap: Bitmap(width: width, height: height, fill: colour))
  }

  static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> RGBA8 {
    let index = (y * image.bitmap.width + x) * 4
    let bytes = image.bitmap.bytes
    return RGBA8(
      red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2],
      alpha: bytes[index + 3])
  }

  @Test func aBlurGrowsThePictureAndFadesItsEdges() throws {
    let input = try #require(
      CIImage(image: Self.picture(20, 20, RGBA8(red: 255, green: 0, blue: 0))))
    let filter = try #require(CIFilter(name: "CIGaussianBlur"))
    filter.setValue(input, forKey: kCIInputImageKey)
    filter.setValue(2, forKey: kCIInputRadiusKey)
    let output = try #require(filter.outputImage)
    #expect(output.extent.width > 20 && output.extent.minX < 0)
    #expect(output.extent.midX == input.extent.midX)

    let cropped = try #require(CIContext().createCGImage(output, from: input.extent))
    #expect(cropped.bitmap.width == 20 && cropped.bitmap.height == 20)
    #expect(Self.pixel(cropped, 10, 10) == RGBA8(red: 255, green: 0, blue: 0))
    let corner = Self.pixel(cropped, 0, 0)
    #expect(corner.alpha > 0 && corner.alpha < 200 && corner.red == 255)
    #expect(Self.pixel(cropped, 19, 19) == corner)
  }

  @Test func aPictureClampedToItsExtentKeepsItsEdgesWhenBlurred() throws {
    let input = try #require(
      CIImage(image: Self.picture(12, 8, RGBA8(red: 0, green: 0, blue: 255))))
    let output = input.clampedToExtent().applyingGaussianBlur(sigma: 3).cropped(to: input.extent)
    #expect(output.extent == input.extent)
    let image = try #require(CIContext(options: nil).createCGImage(output, from: output.extent))
    #expect(Self.pixel(image, 0, 0) == RGBA8(red: 0, green: 0, blue: 255))
    #expect(Self.pixel(image, 11, 7) == RGBA8(red: 0, green: 0, blue: 255))
  }

  @Test func colourFiltersChangeEachPixel() throws {
    let orange = try #require(
      CIImage(image: Self.picture(2, 2, RGBA8(red: 255, green: 128, blue: 0))))
    let context = CIContext()
    let grey = try #require(
      context.createCGImage(
        orange.applyingFilter("CIColorControls", parameters: [kCIInputSaturationKey: 0]),
        from: orange.extent))
    let g = Self.pixel(grey, 1, 1)
    #expect(g.red == g.green && g.green == g.blue && g.red > 100 && g.red < 200)

    let inverted = try #require(
      context.createCGImage(orange.applyingFilter("CIColorInvert"), from: orange.extent))
    #expect(Self.pixel(inverted, 0, 0) == RGBA8(red: 0, green: 127, blue: 255))

    let noir = CIFilter.photoEffectNoir()
    noir.inputImage = orange
    let noirImage = try #require(
      noir.outputImage.flatMap { context.createCGImage($0, from: $0.extent) })
    #expect(Self.pixel(noirImage, 0, 0) == g)
  }

  @Test func typedFiltersSetTheSameInputsAsNamedOnes() throws {
    let input = try #require(CIImage(image: Self.picture(6, 6, RGBA8(red: 0, green: 200, blue: 0))))
    let typed = CIFilter.gaussianBlur()
    typed.inputImage = input
    typed.radius = 1.5
    #expect(typed.radius == 1.5)
    let named = try #require(
      CIFilter(name: "CIGaussianBlur", parameters: [kCIInputImageKey: input, "inputRadius": 1.5]))
    let context = CIContext()
    let a = try #require(typed.outputImage.flatMap { context.createCGImage($0, from: $0.extent) })
    let b = try #require(named.outputImage.flatMap { context.createCGImage($0, from: $0.extent) })
    #expect(a.bitmap == b.bitmap)
  }

  @Test func theHueWheelTurnsCounterClockwiseFromRed() throws {
    let filter = try #require(
      CIFilter(
        name: "CIHueSaturationValueGradient",
        parameters: ["inputRadius": 50, "inputValue": 1, "inputSoftness": 0]))
    let wheel = try #require(filter.outputImage)
    #expect(wheel.extent.size == CGSize(width: 100, height: 100))
    let image = UIImage(ciImage: wheel, scale: 2, orientation: .up)
    #expect(image.size == CGSize(width: 50, height: 50))
    let picture = image.bitmap
    func at(_ x: Int, _ y: Int) -> RGBA8 { Self.pixel(CGImage(bitmap: picture), x, y) }
    let centre = at(50, 50)
    #expect(centre.red > 245 && centre.green > 245 && centre.blue > 245)
    let right = at(98, 50)
    #expect(right.red == 255 && right.green < 20 && right.blue < 20)
    // Up the picture is a quarter turn: yellowish green.
    let top = at(50, 1)
    #expect(top.green == 255 && top.red > 110 && top.red < 140 && top.blue < 20)
    #expect(at(0, 0).alpha == 0)
  }

  @Test func generatorsHaveNoEdgeUntilCropped() throws {
    let gradient = try #require(
      CIFilter(
        name: "CILinearGradient",
        parameters: [
          "inputPoint0": CIVector(x: 0, y: 0), "inputPoint1": CIVector(x: 10, y: 0),
          "inputColor0": CIColor.red, "inputColor1": CIColor(color: .blue),
        ])?.outputImage)
    #expect(gradient.extent.isInfinite)
    #expect(UIImage(ciImage: gradient).size == .zero)
    let strip = try #require(
      CIContext().createCGImage(gradient, from: CGRect(x: 0, y: 0, width: 10, height: 1)))
    #expect(Self.pixel(strip, 0, 0).red > 240 && Self.pixel(strip, 9, 0).blue > 240)
    let solid = CIImage(color: CIColor(red: 0, green: 1, blue: 0)).cropped(
      to: CGRect(x: 0, y: 0, width: 3, height: 3))
    #expect(
      UIImage(ciImage: solid).bitmap
        == Bitmap(width: 3, height: 3, fill: RGBA8(red: 0, green: 255, blue: 0)))
  }

  @Test func nearestSamplingScalesAQRCodeLikePictureWithHardEdges() throws {
    var checker = Bitmap(width: 2, height: 2, fill: RGBA8(red: 255, green: 255, blue: 255))
    checker.bytes[0...3] = [0, 0, 0, 255]
    let input = CIImage(cgImage: CGImage(bitmap: checker))
    let scaled = input.samplingNearest().transformed(by: CGAffineTransform(scaleX: 3, y: 3))
    #expect(scaled.extent == CGRect(x: 0, y: 0, width: 6, height: 6))
    let image = try #require(CIContext().createCGImage(scaled, from: scaled.extent))
    #expect(Self.pixel(image, 2, 2) == RGBA8(red: 0, green: 0, blue: 0))
    #expect(Self.pixel(image, 3, 2) == RGBA8(red: 255, green: 255, blue: 255))
  }

  @Test func pointsFarOutsideAPictureAreClear() throws {
    let input = CIImage(
      cgImage: CGImage(bitmap: Bitmap(width: 2, height: 2, fill: RGBA8(red: 9, green: 9, blue: 9))))
    let tiny = input.transformed(by: CGAffineTransform(scaleX: 1e-300, y: 1e-300))
    let image = try #require(
      CIContext().createCGImage(tiny, from: CGRect(x: 0, y: 0, width: 2, height: 2)))
    #expect(Self.pixel(image, 1, 1).alpha == 0)
  }

  @Test func anUnknownFilterIsNil() {
    #expect(CIFilter(name: "CIBarcodeGenerator") == nil)
    #expect(CIFilter(name: "CIGaussianBlur")?.outputImage == nil)
    #expect(CIFilter.filterNames(inCategory: nil).contains("CISepiaTone"))
  }
}

/// `CIQRCodeGenerator`: byte-mode symbols in the smallest version that holds the message.
@Suite struct CoreImageQRCodeTests {
  /// The level and mask the symbol's format information (beside the top-left finder)
  /// gives, after its BCH code checks.
  static func format(_ symbol: QRCodeSymbol) -> (level: Int, mask: Int)? {
    var bits = 0
    for index in 0..<15 {
      let row = index < 6 ? index : index < 8 ? index + 1 : symbol.size - 15 + index
      if symbol.modules[row * symbol.size + 8] { bits |= 1 << index }
    }
    bits ^= 0x5412
    var remainder = bits
    for shift in stride(from: 14, through: 10, by: -1) where remainder >> shift & 1 == 1 {
      remainder ^= 0x537 << (shift - 10)
    }
    guard remainder == 0 else { return nil }
    return (bits >> 13, bits >> 10 & 7)
  }

  @Test func theSymbolGrowsWithTheMessageAndCarriesItsLevel() throws {
    let short = try #require(QRCodeSymbol(message: Array("hello".utf8), level: .medium))
    #expect(short.size == 21)
    #expect(Self.format(short)?.level == 0)  // M
    let long = try #require(
      QRCodeSymbol(message: Array(String(repeating: "x", count: 300).utf8), level: .high))
    #expect(long.size == 89)  // version 18
    #expect(Self.format(long)?.level == 2)  // H
    #expect(QRCodeSymbol(message: [UInt8](repeating: 65, count: 3_000), level: .high) == nil)
    // The three finders: dark 7 × 7 rings around dark 3 × 3 centres.
    for (row, column) in [(0, 0), (0, 14), (14, 0)] {
      #expect(short.modules[row * 21 + column] && short.modules[(row + 3) * 21 + column + 3])
      #expect(!short.modules[(row + 1) * 21 + column + 1])
    }
  }

  @Test func theFilterDrawsOnePixelPerModuleWithALightBorder() throws {
    let filter = try #require(CIFilter(name: "CIQRCodeGenerator"))
    filter.setValue(Data("hello".utf8), forKey: "inputMessage")
    filter.setValue("Q", forKey: "inputCorrectionLevel")
    let output = try #require(filter.outputImage)
    #expect(output.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
    let scaled = output.samplingNearest().transformed(by: CGAffineTransform(scaleX: 4, y: 4))
    let image = try #require(CIContext().createCGImage(scaled, from: scaled.extent))
    #expect(image.bitmap.width == 92)
    #expect(CoreImageTests.pixel(image, 1, 1) == RGBA8(red: 255, green: 255, blue: 255))
    #expect(CoreImageTests.pixel(image, 5, 5) == RGBA8(red: 0, green: 0, blue: 0))
    #expect(CIFilter(name: "CIQRCodeGenerator")?.outputImage == nil)
  }
}
