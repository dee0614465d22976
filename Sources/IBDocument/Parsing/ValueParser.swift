import Foundation

/// Decoding of the scalar values IB documents write in attributes.
enum ValueParser {
  /// `YES`/`NO` (IB's spelling); `nil` for anything else.
  static func bool(_ text: String) -> Bool? {
    switch text {
    case "YES": true
    case "NO": false
    default: nil
    }
  }

  /// A finite decimal number; `nil` for anything else (including `nan` and `inf`).
  static func number(_ text: String?) -> Double? {
    guard let text, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The named numeric attributes of an element, all required; `nil` when one is missing
  /// or does not parse.
  static func numbers(_ attributes: XMLAttributes, _ keys: [String]) -> [Double]? {
    var values: [Double] = []
    values.reserveCapacity(keys.count)
    for key in keys {
      guard let value = number(attributes[key]) else { return nil }
      values.append(value)
    }
    return values
  }

  /// The colour a `<color>` element writes, or a message saying why it cannot be read.
  static func color(_ attributes: XMLAttributes) -> Result<IBColorEncoding, ColorProblem> {
    if let name = attributes["systemColor"] { return .success(.systemColor(name)) }
    if let name = attributes["cocoaTouchSystemColor"] {
      return .success(.cocoaTouchSystemColor(name))
    }
    if let catalog = attributes["catalog"], let name = attributes["name"] {
      return .success(.catalog(catalog: catalog, name: name))
    }
    let declared = attributes["colorSpace"]
    let space = declared == "custom" ? attributes["customColorSpace"] ?? "sRGB" : declared ?? "sRGB"
    let alphaText = attributes["alpha"]
    let alpha = alphaText == nil ? 1 : number(alphaText)
    if attributes["red"] != nil || attributes["green"] != nil || attributes["blue"] != nil {
      guard let c = numbers(attributes, ["red", "green", "blue"]), let alpha else {
        return .failure(ColorProblem("colour components do not parse as numbers"))
      }
      return .success(.rgb(space: space, red: c[0], green: c[1], blue: c[2], alpha: alpha))
    }
    if let whiteText = attributes["white"] {
      guard let white = number(whiteText), let alpha else {
        return .failure(ColorProblem("colour components do not parse as numbers"))
      }
      return .success(.white(space: space, white: white, alpha: alpha))
    }
    if let name = attributes["name"] { return .success(.named(name)) }
    return .failure(ColorProblem("colour element has no components, name or system colour"))
  }
}
