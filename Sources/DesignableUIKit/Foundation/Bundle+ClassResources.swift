import Foundation

extension Bundle {
  /// The bundle holding `aClass`'s resources, as `Bundle(for:)` gives the framework that
  /// holds a class on iOS: the SwiftPM resource bundle of the class's module beside the
  /// executable (`Package_Module.resources`), else what `Bundle(for:)` gives here (the main
  /// bundle), when the module has no resources. `DesignableAdapterPlugin` reads
  /// `Bundle(for: Knob.self)` as `Bundle.resources(for: Knob.self)`, so a component that
  /// finds `Knob.bundle` or its images through the bundle of its class finds them in its
  /// target's `resources:`.
  public static func resources(for aClass: AnyClass) -> Bundle {
    let module = String(String(reflecting: aClass).prefix { $0 != "." })
    return ModuleResourceBundles.main.bundle(of: module) ?? Bundle(for: aClass)
  }
}

/// The SwiftPM resource bundles in a folder, by the module they belong to.
final class ModuleResourceBundles: @unchecked Sendable {
  /// Those beside the executable, where SwiftPM puts them.
  static let main = ModuleResourceBundles(folder: Bundle.main.bundlePath)

  private let folder: String
  private var found: [String: Bundle?] = [:]
  private let lock = NSLock()

  init(folder: String) { self.folder = folder }

  /// The resource bundle of `module` (`Package_Module.resources`), or `nil`.
  func bundle(of module: String) -> Bundle? {
    lock.withLock {
      if let known = found[module] { return known }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      let suffix = "_" + module + ".resources"
      let bundle = names.sorted().first { $0.hasSuffix(suffix) }.flatMap {
        Bundle(path: folder + "/" + $0)
      }
      found[module] = bundle
      return bundle
    }
  }
}
