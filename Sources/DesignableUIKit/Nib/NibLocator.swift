import Foundation

/// Where a nib is looked for by name, in this order: the bundle given (a `.xib` among its
/// resources: `Bundle.module` with `.copy("Name.xib")`), the nibs the `DesignablePlugin`
/// embedded in the generated registrations of the owner's module and its superclasses'
/// modules, then of every module whose registrations were looked up so far, then the main
/// bundle.
struct NibLocator {
  /// A nib's bytes, the name messages use for it, and the module it belongs to (`nil` for a
  /// file found in a bundle).
  struct Found {
    let data: Data
    let file: String
    let module: String?
  }

  let name: String
  let bundle: Bundle?

  /// The library's own modules, whose registrations embed no nibs.
  private static let libraryModules: Set<String> = ["DesignableUIKit", "Components"]

  /// The nib, or what was searched.
  /// - Throws: ``NibError/notFound(name:searched:)``.
  func locate(owner: AnyObject?) throws(NibError) -> Found {
    var searched: [String] = []
    if let bundle, let found = file(in: bundle, searched: &searched) { return found }
    var modules: [String] = []
    var current: AnyClass? = owner.map { type(of: $0) }
    while let type = current {
      if let module = ComponentRegistry.moduleName(of: type), !modules.contains(module) {
        modules.append(module)
      }
      current = _getSuperclass(type)
    }
    for module in modules where !Self.libraryModules.contains(module) {
      if let found = embedded(in: module) { return found }
    }
    for module in ComponentRegistry.modulesSeen where !modules.contains(module) {
      modules.append(module)
      if let found = embedded(in: module) { return found }
    }
    let listed = modules.filter { !Self.libraryModules.contains($0) }
    searched.append(
      listed.isEmpty
        ? "no module's embedded nibs (no owner, and no registrations looked up yet)"
        : "the nibs embedded in the registrations of " + listed.joined(separator: ", "))
    if bundle !== Bundle.main, let found = file(in: Bundle.main, searched: &searched) {
      return found
    }
    throw .notFound(name: name, searched: searched)
  }

  private func embedded(in module: String) -> Found? {
    guard let text = ComponentRegistry.generatedRegistrations(inModule: module)?.nibs[name]
    else { return nil }
    return Found(data: Data(text.utf8), file: "\(module)/\(name).xib", module: module)
  }

  private func file(in bundle: Bundle, searched: inout [String]) -> Found? {
    let folder = bundle.resourcePath ?? bundle.bundlePath
    let candidates = [
      bundle.path(forResource: name, ofType: "xib"),
      (folder as NSString).appendingPathComponent(name + ".xib"),
    ].compactMap { $0 }
    for path in candidates {
      if let data = FileManager.default.contents(atPath: path) {
        return Found(data: data, file: path, module: nil)
      }
    }
    searched.append("the bundle at \(folder)")
    return nil
  }
}
