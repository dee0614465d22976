import PackagePlugin

/// Registers a target's `@IBDesignable` classes, `@IBInspectable` and `@IBOutlet` properties
/// and `.xib` documents: before the target compiles, `designable-registrations` reads its
/// Swift sources and nibs and writes `DesignableRegistrations`, which Designable finds at run
/// time by name.
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
    // The `.xib` documents too: the generated file embeds them, so that code loading a nib
    // by name finds it with no `resources:` entry.
    let files =
      Array(module.sourceFiles(withSuffix: "swift"))
      + Array(module.sourceFiles(withSuffix: "xib"))
    let inputs = files.map(\.url).sorted { $0.path < $1.path }
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
