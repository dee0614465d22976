import SwiftSyntax

extension DeclModifierListSyntax {
  /// The access modifier that hides a declaration from the module's other files
  /// (`private`, `fileprivate`), if any; `private(set)` is not one.
  var hidingAccess: String? {
    first { $0.detail == nil && Self.hiding.contains($0.name.text) }?.name.text
  }

  /// The setter-only access modifier that hides a setter from other files (`private(set)`).
  var hidingSetterAccess: String? {
    first { $0.detail != nil && Self.hiding.contains($0.name.text) }
      .map { "\($0.name.text)(set)" }
  }

  /// Whether an access modifier other than a setter's is written.
  var hasAccessLevel: Bool {
    contains { $0.detail == nil && Self.levels.contains($0.name.text) }
  }

  /// Whether the declaration belongs to the type rather than its instances.
  var isStatic: Bool {
    contains { $0.name.text == "static" || $0.name.text == "class" }
  }

  /// Whether an initializer is a convenience one (it does not stop inheritance).
  var isConvenience: Bool { contains { $0.name.text == "convenience" } }

  private static let hiding: Set<String> = ["private", "fileprivate"]
  private static let levels: Set<String> = [
    "private", "fileprivate", "internal", "package", "public", "open",
  ]
}
