import Components
import Foundation

extension IBObject: Encodable {
  private enum CodingKeys: String, CodingKey {
    case elementKind, customClass, customModule, id, userLabel, frame, parentID, line
    case standard, attributes
  }

  private enum FrameKeys: String, CodingKey { case x, y, width, height }

  private enum StandardKeys: String, CodingKey {
    case backgroundColor, alpha, hidden, clipsToBounds, tintColor, contentMode, opaque
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(elementKind, forKey: .elementKind)
    try c.encode(customClass, forKey: .customClass)
    try c.encode(customModule, forKey: .customModule)
    try c.encode(id, forKey: .id)
    try c.encodeIfPresent(userLabel, forKey: .userLabel)
    if let frame {
      var f = c.nestedContainer(keyedBy: FrameKeys.self, forKey: .frame)
      try f.encode(Double(frame.origin.x), forKey: .x)
      try f.encode(Double(frame.origin.y), forKey: .y)
      try f.encode(Double(frame.width), forKey: .width)
      try f.encode(Double(frame.height), forKey: .height)
    } else {
      try c.encodeNil(forKey: .frame)
    }
    try c.encode(parentID, forKey: .parentID)
    try c.encode(line, forKey: .line)
    var s = c.nestedContainer(keyedBy: StandardKeys.self, forKey: .standard)
    try s.encodeIfPresent(
      standard.backgroundColor.map(ColorComponents.init), forKey: .backgroundColor)
    try s.encodeIfPresent(standard.alpha.map { Double($0) }, forKey: .alpha)
    try s.encodeIfPresent(standard.isHidden, forKey: .hidden)
    try s.encodeIfPresent(standard.clipsToBounds, forKey: .clipsToBounds)
    try s.encodeIfPresent(standard.tintColor.map(ColorComponents.init), forKey: .tintColor)
    try s.encodeIfPresent(standard.contentMode?.interfaceBuilderName, forKey: .contentMode)
    try s.encodeIfPresent(standard.isOpaque, forKey: .opaque)
    try c.encode(runtimeAttributes, forKey: .attributes)
  }
}
