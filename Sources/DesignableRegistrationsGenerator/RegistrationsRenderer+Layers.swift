extension RegistrationsRenderer {
  /// `public static var layers: [LayerRegistration]`, each under the `#if` its class sits
  /// in; no lines when no view names a layer class of the target.
  static func layers(_ factories: [LayerFactory]) -> [String] {
    guard !factories.isEmpty else { return [] }
    let items = factories.map { factory in
      (factory.condition, "LayerRegistration(\(factory.typeName).self) { \(factory.typeName)() }")
    }
    return staticList("layers", of: "LayerRegistration", items)
  }

  /// `public static var views: [ComponentRegistration]`, each under the `#if` its class sits
  /// in; no lines when the target has no such view class.
  static func views(_ views: [Registration]) -> [String] {
    guard !views.isEmpty else { return [] }
    let items = views.map { view in
      let type = view.typeName
      let name = view.objectiveCName.map { ", objectiveCName: \"\($0)\"" } ?? ""
      guard view.mayNotBeView else {
        return (
          view.condition,
          "ComponentRegistration(\(type).self, designable: false, frame: { \(type)(frame: $0) }\(name))"
        )
      }
      return (
        view.condition,
        "ComponentRegistration.ifView(\(type).self, frame: { \(type)(frame: $0) }\(name))"
      )
    }
    guard views.contains(where: \.mayNotBeView) else {
      return staticList("views", of: "ComponentRegistration", items)
    }
    // A class that may not be a view gives no registration or one: a list of lists.
    let lists = zip(views, items).map { view, item in
      (item.0, view.mayNotBeView ? item.1 : "[\(item.1)]")
    }
    return staticList("allViews", of: "[ComponentRegistration]", lists, access: "private")
      + ["", "  public static var views: [ComponentRegistration] { allViews.flatMap { $0 } }"]
  }

  /// `public static var <name>: [<element>]` (or of another `access`) returning `items`:
  /// one array literal when none sits in an `#if`, else appends, each group under its
  /// condition.
  static func staticList(
    _ name: String, of element: String, _ items: [(BuildCondition, String)],
    access: String = "public"
  ) -> [String] {
    var lines = ["", "  \(access) static var \(name): [\(element)] {"]
    if items.allSatisfy(\.0.isAlways) {
      lines.append("    [")
      lines += items.map { "      \($0.1)," }
      lines.append("    ]")
    } else {
      lines.append("    var all: [\(element)] = []")
      lines += indent(conditional(items.map { ($0.0, ["all.append(\($0.1))"]) }), by: 4)
      lines.append("    return all")
    }
    return lines + ["  }"]
  }
}
