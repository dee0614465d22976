import Components
import Foundation
import Raster

extension CIFilterDefinition {
  /// The filters that make an image from colours and numbers alone.
  static let generators: [String: CIFilterDefinition] = [
    "CIConstantColorGenerator": CIFilterDefinition(
      defaults: [kCIInputColorKey: CIColor(red: 1, green: 0, blue: 0)]
    ) { values in
      values.color(kCIInputColorKey).map(CIImage.init(color:))
    },
    "CILinearGradient": CIFilterDefinition(
      defaults: [
        "inputPoint0": CIVector(x: 0, y: 0), "inputPoint1": CIVector(x: 200, y: 200),
        "inputColor0": CIColor.white, "inputColor1": CIColor.black,
      ]
    ) { values in
      guard let start = values.vector("inputPoint0"), let end = values.vector("inputPoint1"),
        let first = values.color("inputColor0"), let last = values.color("inputColor1")
      else { return nil }
      let (x0, y0) = (Double(start.x), Double(start.y))
      let (dx, dy) = (Double(end.x) - x0, Double(end.y) - y0)
      let length = dx * dx + dy * dy
      let (from, to) = (CIPixel(first), CIPixel(last))
      return CIImage(
        extent: .infinite,
        content: .field { x, y in
          let t = length > 0 ? ((x - x0) * dx + (y - y0) * dy) / length : 0
          return from.mixed(with: to, by: min(max(t, 0), 1))
        })
    },
    "CIRadialGradient": CIFilterDefinition(
      defaults: [
        kCIInputCenterKey: CIVector(x: 150, y: 150), "inputRadius0": 5.0,
        "inputRadius1": 100.0, "inputColor0": CIColor.white, "inputColor1": CIColor.black,
      ]
    ) { values in
      guard let centre = values.vector(kCIInputCenterKey),
        let first = values.color("inputColor0"), let last = values.color("inputColor1")
      else { return nil }
      let inner = values.number("inputRadius0") ?? 5
      let outer = values.number("inputRadius1") ?? 100
      let (cx, cy) = (Double(centre.x), Double(centre.y))
      let (from, to) = (CIPixel(first), CIPixel(last))
      return CIImage(
        extent: .infinite,
        content: .field { x, y in
          let distance = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
          let t = outer != inner ? (distance - inner) / (outer - inner) : 0
          return from.mixed(with: to, by: min(max(t, 0), 1))
        })
    },
    "CIQRCodeGenerator": CIFilterDefinition(defaults: ["inputCorrectionLevel": "M"]) { values in
      guard let message = values.values["inputMessage"] as? Data,
        let level = QRCodeSymbol.Level(
          letter: values.values["inputCorrectionLevel"] as? String ?? "M"),
        let symbol = QRCodeSymbol(message: Array(message), level: level)
      else { return nil }
      return qrCodeImage(symbol)
    },
    "CIHueSaturationValueGradient": CIFilterDefinition(
      defaults: [
        "inputValue": 1.0, kCIInputRadiusKey: 300.0, "inputSoftness": 1.0, "inputDither": 1.0,
      ]
    ) { values in
      hueSaturationWheel(
        radius: values.number(kCIInputRadiusKey) ?? 300, value: values.number("inputValue") ?? 1,
        softness: values.number("inputSoftness") ?? 1)
    },
  ]

  /// A colour wheel of `radius` pixels centred on the origin: hue by angle (red along +x,
  /// turning counter-clockwise, y up), saturation by distance from the centre (0 there, 1
  /// at the rim), brightness `value`. The rim fades over `softness` pixels (a hard edge at
  /// 0). Dithering is not applied.
  static func hueSaturationWheel(radius: Double, value: Double, softness: Double) -> CIImage? {
    guard radius > 0, radius.isFinite, radius <= 8192 else { return nil }
    let extent = CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)
    let brightness = min(max(value, 0), 1)
    return CIImage.made(extent: extent) { x, y in
      let distance = (x * x + y * y).squareRoot()
      let alpha: Double
      if softness > 0 {
        alpha = min(max((radius - distance) / softness + 0.5, 0), 1)
      } else {
        alpha = distance <= radius ? 1 : 0
      }
      guard alpha > 0 else { return .clear }
      var angle = DeterministicMath.atan2(y, x)
      if angle < 0 { angle += DeterministicMath.twoPi }
      let hue = angle / DeterministicMath.twoPi
      let saturation = min(distance / radius, 1)
      var colour = CIPixel.hsv(hue: hue, saturation: saturation, value: brightness)
      colour.alpha = alpha
      return colour.premultiplied
    }
  }
}

extension CIFilterDefinition {
  /// One black pixel per dark module and one white per light module, with a light border
  /// one module wide, the bottom-left corner at the origin.
  static func qrCodeImage(_ symbol: QRCodeSymbol) -> CIImage {
    let side = symbol.size + 2
    var bitmap = Bitmap(width: side, height: side, fill: RGBA8(red: 255, green: 255, blue: 255))
    for row in 0..<symbol.size {
      for column in 0..<symbol.size where symbol.modules[row * symbol.size + column] {
        let index = ((row + 1) * side + column + 1) * 4
        bitmap.bytes[index..<index + 3] = [0, 0, 0]
      }
    }
    return CIImage(extent: CGRect(x: 0, y: 0, width: side, height: side), content: .picture(bitmap))
  }
}

extension CIPixel {
  /// The opaque colour of `hue` (0...1 round the circle from red), `saturation` and `value`.
  static func hsv(hue: Double, saturation: Double, value: Double) -> CIPixel {
    let sector = hue * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let p = value * (1 - saturation)
    let q = value * (1 - saturation * fraction)
    let t = value * (1 - saturation * (1 - fraction))
    let (r, g, b): (Double, Double, Double)
    switch index {
    case 0: (r, g, b) = (value, t, p)
    case 1: (r, g, b) = (q, value, p)
    case 2: (r, g, b) = (p, value, t)
    case 3: (r, g, b) = (p, q, value)
    case 4: (r, g, b) = (t, p, value)
    default: (r, g, b) = (value, p, q)
    }
    return CIPixel(red: r, green: g, blue: b, alpha: 1)
  }
}
