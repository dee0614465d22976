import Foundation

/// What `designable-registrations OUTPUT INPUT...` does, as a function tests can call.
public enum RegistrationsCommand {
  /// Reads `inputs` (Swift sources, and `.xib` documents to embed), writes the registrations to `output` if its text changed, and reports
  /// every diagnostic through `report` (standard error by default).
  ///
  /// With `adapted`, the sources are compiled adapted (DesignableAdapterPlugin), so their
  /// `#if canImport(UIKit)` and `#if os(iOS)` hold (``IOSConditions``) and a `private` class
  /// that a view names as its `layerClass` is internal; a file that needs one of the
  /// ``AppleOnlyFrameworks`` is left out, as the adapter leaves it out of the build.
  ///
  /// - Returns: the exit status: 0, or 1 when a diagnostic is an error or `output` could not
  ///   be written. An unreadable input is an error; `output` is then left as it was.
  public static func run(
    output: String, inputs: [String], adapted: Bool = false,
    report: (Diagnostic) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
  ) -> Int32 {
    var sources: [SwiftSource] = []
    var nibs: [NibSource] = []
    var unreadable: [Diagnostic] = []
    for path in inputs {
      guard let data = FileManager.default.contents(atPath: path) else {
        unreadable.append(
          Diagnostic(
            .error, at: SourcePoint(path: path, line: 1, column: 1),
            "cannot read this file to register its components; check that it exists and is "
              + "readable"))
        continue
      }
      let text = String(decoding: data, as: UTF8.self)
      if path.hasSuffix(".xib") {
        nibs.append(NibSource(path: path, text: text))
      } else {
        sources.append(
          SwiftSource(path: path, text: adapted ? IOSConditions.holding(in: text) : text))
      }
    }
    unreadable.forEach(report)
    let generated = RegistrationsGenerator.generate(sources, nibs: nibs, adapted: adapted)
    generated.diagnostics.forEach(report)
    guard unreadable.isEmpty else { return 1 }
    var text = generated.text
    if let module = moduleName(output: output), text.contains("enum DesignableRegistrations") {
      text += RegistrationsRenderer.alias(module: module)
    }
    do {
      try RegistrationsFile.write(text, to: output)
    } catch {
      report(
        Diagnostic(
          .error, at: SourcePoint(path: output, line: 1, column: 1),
          "cannot write the registrations here (\(error.localizedDescription)); check that "
            + "the folder exists and is writable"))
      return 1
    }
    return generated.hasErrors ? 1 : 0
  }

  /// The module the plugin writes `output` for, from the file name it gives
  /// (`<target>+DesignableRegistrations.swift`), spelt as Swift names the module (characters
  /// other than letters, digits and `_` become `_`, as SwiftPM's module names do); `nil`
  /// for another name.
  static func moduleName(output: String) -> String? {
    let suffix = "+DesignableRegistrations.swift"
    let file = (output as NSString).lastPathComponent
    guard file.hasSuffix(suffix), file.count > suffix.count else { return nil }
    let target = file.dropLast(suffix.count)
    var name = String(
      target.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
    if name.first?.isNumber == true { name = "_" + name }
    return name
  }
}
