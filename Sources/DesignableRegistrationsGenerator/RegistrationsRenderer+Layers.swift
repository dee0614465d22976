extension RegistrationsRenderer {
  /// `public static var layers: [LayerRegistration]`, each under the `#if` its class sits
  /// in; no lines when no view names a layer class of the target.
  static func layers(_ factories: [LayerFactory]) -> [String] {
    guard !factories.isEmpty else { return [] }
    let items = factories.map { factory in
      (
        factory.condition,
        "LayerRegistration(\(factory.typeName).self) { \(factory.typeName)() }"
      )
    }
    var lines = ["", "  public static var layers: [LayerRegistration] {"]
    if items.allSatisfy(\.0.isAlways) {
      lines.append("    [")
      lines += items.map { "      \($0.1)," }
      lines.append("    ]")
    } else {
      lines.append("    var all: [LayerRegistration] = []")
      lines += indent(conditional(items.map { ($0.0, ["all.append(\($0.1))"]) }), by: 4)
      lines.append("    return all")
    }
    return lines + ["  }"]
  }
}
