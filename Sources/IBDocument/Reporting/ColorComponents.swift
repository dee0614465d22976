import Components

/// A colour as JSON: sRGB `red`, `green`, `blue` and `alpha`, each from 0 to 1.
struct ColorComponents: Encodable {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  init(_ color: Color) {
    red = color.red
    green = color.green
    blue = color.blue
    alpha = color.alpha
  }
}
