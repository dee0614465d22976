import Components
import Foundation

extension IBDocument {
  /// A human-readable summary: the document's facts, each instance with its frame,
  /// standard properties and runtime attributes, then the warnings.
  public var readableDescription: String {
    let custom = instances
    let attributeCount = custom.reduce(0) { $0 + $1.runtimeAttributes.count }
    var lines = [file]
    lines.append("  type:     \(documentType) \(version)")
    lines.append("  tools:    \(toolsVersion), runtime \(targetRuntime)")
    lines.append(
      "  contents: \(custom.count) custom-class elements, \(attributeCount) runtime attributes, "
        + "\(warnings.count) warnings")
    for object in custom {
      var head = "  \(object.customClass ?? "")"
      if let module = object.customModule { head += " (\(module))" }
      head += " <\(object.elementKind)>"
      if let id = object.id { head += " id \(id)" }
      if let parent = object.parentID { head += " in \(parent)" }
      head += " line \(object.line)"
      lines.append(head)
      if let f = object.frame {
        lines.append("      frame \(f.origin.x), \(f.origin.y), \(f.width) × \(f.height)")
      }
      lines.append(contentsOf: Self.standardLines(object.standard))
      for attribute in object.runtimeAttributes {
        let value = attribute.value.map(\.description) ?? "(not decoded)"
        lines.append("      \(attribute.keyPath): \(attribute.type) = \(value)")
      }
    }
    for warning in warnings {
      let place = warning.line > 0 ? "line \(warning.line): " : ""
      lines.append("  warning: " + place + warning.message)
    }
    return lines.joined(separator: "\n")
  }

  private static func standardLines(_ s: StandardProperties) -> [String] {
    var parts: [String] = []
    if let c = s.backgroundColor { parts.append("backgroundColor \(c)") }
    if let a = s.alpha { parts.append("alpha \(a)") }
    if let h = s.isHidden { parts.append("hidden \(h)") }
    if let c = s.clipsToBounds { parts.append("clipsToBounds \(c)") }
    if let t = s.tintColor { parts.append("tintColor \(t)") }
    if let m = s.contentMode { parts.append("contentMode \(m.interfaceBuilderName)") }
    if let o = s.isOpaque { parts.append("opaque \(o)") }
    return parts.isEmpty ? [] : ["      " + parts.joined(separator: ", ")]
  }
}
