import Foundation

/// What `designable-registrations OUTPUT INPUT...` does, as a function tests can call.
public enum RegistrationsCommand {
  /// Reads `inputs` (Swift sources, and `.xib` documents to embed), writes the registrations to `output` if its text changed, and reports
  /// every diagnostic through `report` (standard error by default).
  ///
  /// - Returns: the exit status: 0, or 1 when a diagnostic is an error or `output` could not
  ///   be written. An unreadable input is an error; `output` is then left as it was.
  public static func run(
    output: String, inputs: [String],
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
        sources.append(SwiftSource(path: path, text: text))
      }
    }
    unreadable.forEach(report)
    let generated = RegistrationsGenerator.generate(sources, nibs: nibs)
    generated.diagnostics.forEach(report)
    guard unreadable.isEmpty else { return 1 }
    do {
      try RegistrationsFile.write(generated.text, to: output)
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
}
