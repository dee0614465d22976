import Foundation
import PackagePlugin

/// Compiles a target's UIKit sources as they are: the Swift files in the target's folder that
/// the target leaves out of its own `sources:` are adapted by `designable-adapt` (see
/// `SourceAdapter`) and compiled in their place, and the target's components are registered
/// as `DesignablePlugin` registers them. Use it instead of `DesignablePlugin`.
///
/// ```swift
/// .target(
///   name: "MyComponents",
///   dependencies: [.product(name: "DesignableUIKit", package: "Designable")],
///   path: "MyApp/Components",
///   sources: ["Designable.swift"],
///   plugins: [.plugin(name: "DesignableAdapterPlugin", package: "Designable")])
/// ```
@main
struct DesignableAdapterPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    // SwiftPM lists the files of the target's folder that `sources:` leaves out as of
    // unknown type (those `exclude:` names not at all): those are the ones to adapt.
    let swiftFiles = module.sourceFiles.filter { $0.url.pathExtension == "swift" }
    let compiled = swiftFiles.filter { $0.type == .source }.map(\.url)
    let originals = swiftFiles.filter { $0.type == .unknown }.map(\.url)
    let folder = module.directoryURL
    if originals.isEmpty {
      Diagnostics.warning(
        "DesignableAdapterPlugin: \(module.name) compiles every Swift file in \(folder.path), "
          + "so there is nothing to adapt; name only your Linux-side files in the target's "
          + "`sources:` (an empty Designable.swift will do)")
    }
    let adaptedFolder = context.pluginWorkDirectoryURL.appending(path: "Adapted")
    try FileManager.default.createDirectory(at: adaptedFolder, withIntermediateDirectories: true)
    let outputs = originals.map { original in
      // One flat folder: a file's path below the target's folder, `/` as `+`, keeps names
      // apart.
      let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
      let relative =
        original.path.hasPrefix(prefix)
        ? String(original.path.dropFirst(prefix.count)) : original.lastPathComponent
      // `+Adapted`: the adapted file's own name differs from the one its `#sourceLocation`
      // gives, or the compiler sees two files with one `#fileID`.
      let flat = relative.replacingOccurrences(of: "/", with: "+")
      return adaptedFolder.appending(path: String(flat.dropLast(".swift".count)) + "+Adapted.swift")
    }
    let nibs = module.sourceFiles.filter { $0.url.pathExtension == "xib" }.map(\.url)
    let registered =
      (compiled + originals + nibs)
      .sorted { $0.path < $1.path }
    let registrations = context.pluginWorkDirectoryURL
      .appending(path: "\(module.name)+DesignableRegistrations.swift")
    var commands: [Command] = [
      .buildCommand(
        displayName: "Registering the designable components of \(module.name)",
        executable: try context.tool(named: "designable-registrations").url,
        arguments: ["--adapted", registrations.path] + registered.map(\.path),
        inputFiles: registered,
        outputFiles: [registrations])
    ]
    if !originals.isEmpty {
      commands.append(
        .buildCommand(
          displayName: "Adapting the UIKit sources of \(module.name)",
          executable: try context.tool(named: "designable-adapt").url,
          arguments: zip(originals, outputs).flatMap { [$0.path, $1.path] },
          inputFiles: originals,
          outputFiles: outputs))
    }
    return commands
  }
}
