import PackagePlugin

/// Registers a target's `@IBDesignable` classes and `@IBInspectable` properties: before the
/// target compiles, `designable-registrations` reads its Swift sources and writes
/// `DesignableRegistrations`, which Designable finds at run time by name.
///
/// ```swift
/// .target(
///   name: "MyComponents",
///   dependencies: [.product(name: "DesignableUIKit", package: "Designable")],
///   plugins: [.plugin(name: "DesignablePlugin", package: "Designable")])
/// ```
@main
struct DesignablePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let inputs = module.sourceFiles(withSuffix: "swift").map(\.url)
      .sorted { $0.path < $1.path }
    // Named after the target: Swift refuses two files of the same name in one module, and no
    // source file of the target is likely to be called this.
    let output = context.pluginWorkDirectoryURL
      .appending(path: "\(module.name)+DesignableRegistrations.swift")
    return [
      .buildCommand(
        displayName: "Registering the designable components of \(module.name)",
        executable: try context.tool(named: "designable-registrations").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
