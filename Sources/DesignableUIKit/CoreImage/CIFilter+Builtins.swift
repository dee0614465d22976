import Components
import Foundation

/// The typed filters of `CoreImage.CIFilterBuiltins` (`CIFilter.gaussianBlur()`), each a
/// filter whose properties set its inputs.
public protocol CIFilterProtocol: AnyObject {
  var outputImage: CIImage? { get }
}

public protocol CIGaussianBlur: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var radius: Float { get set }
}

public protocol CIColorControls: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var saturation: Float { get set }
  var brightness: Float { get set }
  var contrast: Float { get set }
}

public protocol CISepiaTone: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var intensity: Float { get set }
}

public protocol CIColorMonochrome: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var color: CIColor { get set }
  var intensity: Float { get set }
}

public protocol CIPhotoEffect: CIFilterProtocol {
  var inputImage: CIImage? { get set }
}

public protocol CIColorInvert: CIFilterProtocol {
  var inputImage: CIImage? { get set }
}

public protocol CICompositeOperation: CIFilterProtocol {
  var inputImage: CIImage? { get set }
  var backgroundImage: CIImage? { get set }
}

public protocol CIConstantColorGenerator: CIFilterProtocol {
  var color: CIColor { get set }
}

public protocol CILinearGradient: CIFilterProtocol {
  var point0: CGPoint { get set }
  var point1: CGPoint { get set }
  var color0: CIColor { get set }
  var color1: CIColor { get set }
}

public protocol CIHueSaturationValueGradient: CIFilterProtocol {
  var value: Float { get set }
  var radius: Float { get set }
  var softness: Float { get set }
  var dither: Float { get set }
  var colorSpace: CGColorSpace? { get set }
}

/// A filter made by one of `CIFilter`'s typed class methods: its properties are its inputs.
final class CIBuiltinFilter: CIFilter, CIGaussianBlur, CIColorControls, CISepiaTone,
  CIColorMonochrome, CIPhotoEffect, CIColorInvert, CICompositeOperation,
  CIConstantColorGenerator, CILinearGradient, CIHueSaturationValueGradient, @unchecked Sendable
{
  private func number(_ key: String) -> Float {
    value(forKey: key).flatMap(KeyValueCoding.number).map(Float.init) ?? 0
  }

  private func point(_ key: String) -> CGPoint {
    (value(forKey: key) as? CIVector)?.cgPointValue ?? .zero
  }

  private func colour(_ key: String) -> CIColor {
    CIFilterInputs.color(value(forKey: key)) ?? .black
  }

  var inputImage: CIImage? {
    get { value(forKey: kCIInputImageKey) as? CIImage }
    set { setValue(newValue, forKey: kCIInputImageKey) }
  }
  var backgroundImage: CIImage? {
    get { value(forKey: kCIInputBackgroundImageKey) as? CIImage }
    set { setValue(newValue, forKey: kCIInputBackgroundImageKey) }
  }
  var radius: Float {
    get { number(kCIInputRadiusKey) }
    set { setValue(Double(newValue), forKey: kCIInputRadiusKey) }
  }
  var saturation: Float {
    get { number(kCIInputSaturationKey) }
    set { setValue(Double(newValue), forKey: kCIInputSaturationKey) }
  }
  var brightness: Float {
    get { number(kCIInputBrightnessKey) }
    set { setValue(Double(newValue), forKey: kCIInputBrightnessKey) }
  }
  var contrast: Float {
    get { number(kCIInputContrastKey) }
    set { setValue(Double(newValue), forKey: kCIInputContrastKey) }
  }
  var intensity: Float {
    get { number(kCIInputIntensityKey) }
    set { setValue(Double(newValue), forKey: kCIInputIntensityKey) }
  }
  var value: Float {
    get { number("inputValue") }
    set { setValue(Double(newValue), forKey: "inputValue") }
  }
  var softness: Float {
    get { number("inputSoftness") }
    set { setValue(Double(newValue), forKey: "inputSoftness") }
  }
  var dither: Float {
    get { number("inputDither") }
    set { setValue(Double(newValue), forKey: "inputDither") }
  }
  var colorSpace: CGColorSpace? {
    get { value(forKey: "inputColorSpace") as? CGColorSpace }
    set { setValue(newValue, forKey: "inputColorSpace") }
  }
  var color: CIColor {
    get { colour(kCIInputColorKey) }
    set { setValue(newValue, forKey: kCIInputColorKey) }
  }
  var color0: CIColor {
    get { colour("inputColor0") }
    set { setValue(newValue, forKey: "inputColor0") }
  }
  var color1: CIColor {
    get { colour("inputColor1") }
    set { setValue(newValue, forKey: "inputColor1") }
  }
  var point0: CGPoint {
    get { point("inputPoint0") }
    set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint0") }
  }
  var point1: CGPoint {
    get { point("inputPoint1") }
    set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint1") }
  }

  /// The filter `name`, which the catalog holds.
  static func make(_ name: String) -> CIBuiltinFilter {
    guard let filter = CIBuiltinFilter(name: name) else {
      preconditionFailure("no filter named \(name)")
    }
    return filter
  }
}

extension CIFilter {
  public static func gaussianBlur() -> CIFilter & CIGaussianBlur {
    CIBuiltinFilter.make("CIGaussianBlur")
  }
  public static func colorControls() -> CIFilter & CIColorControls {
    CIBuiltinFilter.make("CIColorControls")
  }
  public static func sepiaTone() -> CIFilter & CISepiaTone {
    CIBuiltinFilter.make("CISepiaTone")
  }
  public static func colorMonochrome() -> CIFilter & CIColorMonochrome {
    CIBuiltinFilter.make("CIColorMonochrome")
  }
  public static func photoEffectMono() -> CIFilter & CIPhotoEffect {
    CIBuiltinFilter.make("CIPhotoEffectMono")
  }
  public static func photoEffectNoir() -> CIFilter & CIPhotoEffect {
    CIBuiltinFilter.make("CIPhotoEffectNoir")
  }
  public static func photoEffectTonal() -> CIFilter & CIPhotoEffect {
    CIBuiltinFilter.make("CIPhotoEffectTonal")
  }
  public static func colorInvert() -> CIFilter & CIColorInvert {
    CIBuiltinFilter.make("CIColorInvert")
  }
  public static func sourceOverCompositing() -> CIFilter & CICompositeOperation {
    CIBuiltinFilter.make("CISourceOverCompositing")
  }
  public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator {
    CIBuiltinFilter.make("CIConstantColorGenerator")
  }
  public static func linearGradient() -> CIFilter & CILinearGradient {
    CIBuiltinFilter.make("CILinearGradient")
  }
  public static func hueSaturationValueGradient() -> CIFilter & CIHueSaturationValueGradient {
    CIBuiltinFilter.make("CIHueSaturationValueGradient")
  }
}
