import Components
import Foundation

/// `{keyPath, type, value, line}`; colours add `colorEncoding`. Values: booleans, numbers
/// and strings as JSON scalars, points `{x, y}`, sizes `{width, height}`, rects
/// `{x, y, width, height}`, ranges `{location, length}`, colours sRGB
/// `{red, green, blue, alpha}`, images by name, nil and undecodable values as `null`.
extension IBRuntimeAttribute: Encodable {
  private enum CodingKeys: String, CodingKey { case keyPath, type, value, colorEncoding, line }
  private enum GeometryKeys: String, CodingKey { case x, y, width, height, location, length }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(keyPath, forKey: .keyPath)
    try c.encode(type, forKey: .type)
    try c.encodeIfPresent(colorEncoding?.encodingName, forKey: .colorEncoding)
    try c.encode(line, forKey: .line)
    switch value {
    case .none, .nil?: try c.encodeNil(forKey: .value)
    case .boolean(let flag)?: try c.encode(flag, forKey: .value)
    case .integer(let number)?: try c.encode(number, forKey: .value)
    case .real(let number)?: try c.encode(number, forKey: .value)
    case .string(let text)?, .localizedString(let text)?, .image(let text)?:
      try c.encode(text, forKey: .value)
    case .color(let color)?: try c.encode(ColorComponents(color), forKey: .value)
    case .point(let p)?:
      var g = c.nestedContainer(keyedBy: GeometryKeys.self, forKey: .value)
      try g.encode(Double(p.x), forKey: .x)
      try g.encode(Double(p.y), forKey: .y)
    case .size(let s)?:
      var g = c.nestedContainer(keyedBy: GeometryKeys.self, forKey: .value)
      try g.encode(Double(s.width), forKey: .width)
      try g.encode(Double(s.height), forKey: .height)
    case .rect(let r)?:
      var g = c.nestedContainer(keyedBy: GeometryKeys.self, forKey: .value)
      try g.encode(Double(r.origin.x), forKey: .x)
      try g.encode(Double(r.origin.y), forKey: .y)
      try g.encode(Double(r.width), forKey: .width)
      try g.encode(Double(r.height), forKey: .height)
    case .range(let location, let length)?:
      var g = c.nestedContainer(keyedBy: GeometryKeys.self, forKey: .value)
      try g.encode(location, forKey: .location)
      try g.encode(length, forKey: .length)
    }
  }
}
