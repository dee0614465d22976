import Components
import Foundation
import Raster

/// What one of Core Image's filters takes and makes: its default inputs and its output.
struct CIFilterDefinition: @unchecked Sendable {
  let defaults: [String: Any]
  let output: (CIFilterInputs) -> CIImage?

  /// The names of the inputs, sorted.
  var inputKeys: [String] { defaults.keys.sorted() }

  /// The filters here, by name.
  static let named: [String: CIFilterDefinition] = {
    var filters = colourFilters
    filters.merge(generators) { first, _ in first }
    filters.merge(geometryFilters) { first, _ in first }
    return filters
  }()

  /// A filter of an input image whose pixels `change` maps one by one, in straight colour.
  static func perPixel(
    _ defaults: [String: Any],
    _ change: @escaping (CIFilterInputs) -> (@Sendable (CIPixel) -> CIPixel)
  ) -> CIFilterDefinition {
    var inputs = defaults
    inputs[kCIInputImageKey] = nil
    return CIFilterDefinition(defaults: inputs) { values in
      values.image(kCIInputImageKey)?.mapped(change(values))
    }
  }

  static let colourFilters: [String: CIFilterDefinition] = [
    "CIColorControls": perPixel(
      [kCIInputSaturationKey: 1.0, kCIInputBrightnessKey: 0.0, kCIInputContrastKey: 1.0]
    ) { values in
      let saturation = values.number(kCIInputSaturationKey) ?? 1
      let brightness = values.number(kCIInputBrightnessKey) ?? 0
      let contrast = values.number(kCIInputContrastKey) ?? 1
      return { pixel in
        let grey = pixel.luma
        return pixel.mappingColour {
          ((grey + ($0 - grey) * saturation) - 0.5) * contrast + 0.5 + brightness
        }
      }
    },
    "CIColorInvert": perPixel([:]) { _ in { $0.mappingColour { 1 - $0 } } },
    "CIColorMonochrome": perPixel(
      [kCIInputColorKey: CIColor(red: 0.6, green: 0.45, blue: 0.3), kCIInputIntensityKey: 1.0]
    ) { values in
      let tint = values.color(kCIInputColorKey) ?? CIColor(red: 0.6, green: 0.45, blue: 0.3)
      let intensity = values.number(kCIInputIntensityKey) ?? 1
      return { pixel in
        let grey = pixel.luma
        let mono = CIPixel(
          red: grey * Double(tint.red), green: grey * Double(tint.green),
          blue: grey * Double(tint.blue), alpha: pixel.alpha)
        return pixel.mixed(with: mono, by: intensity)
      }
    },
    "CISepiaTone": perPixel([kCIInputIntensityKey: 1.0]) { values in
      let intensity = values.number(kCIInputIntensityKey) ?? 1
      return { pixel in
        let (r, g, b) = (pixel.red, pixel.green, pixel.blue)
        let sepia = CIPixel(
          red: 0.393 * r + 0.769 * g + 0.189 * b, green: 0.349 * r + 0.686 * g + 0.168 * b,
          blue: 0.272 * r + 0.534 * g + 0.131 * b, alpha: pixel.alpha)
        return pixel.mixed(with: sepia, by: intensity)
      }
    },
    "CIPhotoEffectMono": perPixel([:]) { _ in { $0.greyed } },
    "CIPhotoEffectNoir": perPixel([:]) { _ in { $0.greyed } },
    "CIPhotoEffectTonal": perPixel([:]) { _ in { $0.greyed } },
    "CIExposureAdjust": perPixel([kCIInputEVKey: 0.0]) { values in
      let gain = DeterministicMath.exp(
        (values.number(kCIInputEVKey) ?? 0) * 0.693_147_180_559_945_3)
      return { pixel in pixel.mappingColour { $0 * gain } }
    },
    "CIColorMatrix": perPixel(
      [
        "inputRVector": CIVector(x: 1, y: 0, z: 0, w: 0),
        "inputGVector": CIVector(x: 0, y: 1, z: 0, w: 0),
        "inputBVector": CIVector(x: 0, y: 0, z: 1, w: 0),
        "inputAVector": CIVector(x: 0, y: 0, z: 0, w: 1),
        "inputBiasVector": CIVector(x: 0, y: 0, z: 0, w: 0),
      ]
    ) { values in
      let rows = ["inputRVector", "inputGVector", "inputBVector", "inputAVector"].map {
        key -> [Double] in
        let vector = values.vector(key)
        return (0..<4).map { Double(vector?.value(at: $0) ?? 0) }
      }
      let bias = (0..<4).map { Double(values.vector("inputBiasVector")?.value(at: $0) ?? 0) }
      return { pixel in
        let v = [pixel.red, pixel.green, pixel.blue, pixel.alpha]
        let out = (0..<4).map { row in
          (0..<4).reduce(bias[row]) { $0 + rows[row][$1] * v[$1] }
        }
        return CIPixel(red: out[0], green: out[1], blue: out[2], alpha: out[3])
      }
    },
    "CIMaskToAlpha": perPixel([:]) { _ in
      { CIPixel(red: 1, green: 1, blue: 1, alpha: $0.luma * $0.alpha) }
    },
  ]

  static let geometryFilters: [String: CIFilterDefinition] = [
    "CIGaussianBlur": CIFilterDefinition(defaults: [kCIInputRadiusKey: 10.0]) { values in
      values.image(kCIInputImageKey)?.applyingGaussianBlur(
        sigma: values.number(kCIInputRadiusKey) ?? 10)
    },
    "CIBoxBlur": CIFilterDefinition(defaults: [kCIInputRadiusKey: 10.0]) { values in
      // A Gaussian of the box's variance, r(r + 1) / 3.
      let radius = max(values.number(kCIInputRadiusKey) ?? 10, 0)
      return values.image(kCIInputImageKey)?.applyingGaussianBlur(
        sigma: (radius * (radius + 1) / 3).squareRoot())
    },
    "CISourceOverCompositing": CIFilterDefinition(defaults: [:]) { values in
      guard let image = values.image(kCIInputImageKey),
        let background = values.image(kCIInputBackgroundImageKey)
      else { return nil }
      return image.composited(over: background)
    },
    "CICrop": CIFilterDefinition(
      defaults: ["inputRectangle": CIVector(x: 0, y: 0, z: 300, w: 300)]
    ) { values in
      guard let rectangle = values.vector("inputRectangle") else { return nil }
      return values.image(kCIInputImageKey)?.cropped(to: rectangle.cgRectValue)
    },
    "CIAffineTransform": CIFilterDefinition(
      defaults: [kCIInputTransformKey: CGAffineTransform.identity]
    ) { values in
      values.image(kCIInputImageKey)?.transformed(
        by: values.transform(kCIInputTransformKey) ?? .identity)
    },
    "CILanczosScaleTransform": CIFilterDefinition(
      defaults: [kCIInputScaleKey: 1.0, "inputAspectRatio": 1.0]
    ) { values in
      let scale = values.number(kCIInputScaleKey) ?? 1
      let aspect = values.number("inputAspectRatio") ?? 1
      return values.image(kCIInputImageKey)?.transformed(
        by: CGAffineTransform(scaleX: CGFloat(scale * aspect), y: CGFloat(scale)))
    },
  ]
}

extension CIPixel {
  /// Red, green and blue each changed by `change`; alpha kept.
  func mappingColour(_ change: (Double) -> Double) -> CIPixel {
    CIPixel(red: change(red), green: change(green), blue: change(blue), alpha: alpha)
  }

  /// This colour moved toward `other` by `amount` (0 keeps it, 1 gives `other`).
  func mixed(with other: CIPixel, by amount: Double) -> CIPixel {
    CIPixel(
      red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
      blue: blue + (other.blue - blue) * amount, alpha: alpha + (other.alpha - alpha) * amount)
  }

  /// The grey of the same luma.
  var greyed: CIPixel {
    let grey = luma
    return CIPixel(red: grey, green: grey, blue: grey, alpha: alpha)
  }
}
