import DesignableRegistrationsGenerator
import Foundation

/// What `designable-adapt INPUT OUTPUT [INPUT OUTPUT ...]` does, as a function tests can call.
public enum AdaptCommand {
  /// Adapts each input (see ``SourceAdapter``) into the output paired with it, writing an
  /// output only when its text changes, and reports every diagnostic through `report`.
  ///
  /// - Returns: 0, or 1 when an input cannot be read or an output written (the outputs
  ///   already on disk then stay as they were).
  public static func run(
    pairs: [(input: String, output: String)],
    report: (Diagnostic) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
  ) -> Int32 {
    var files: [SwiftSource] = []
    var failed = false
    for pair in pairs {
      guard let data = FileManager.default.contents(atPath: pair.input) else {
        report(
          Diagnostic(
            .error, at: SourcePoint(path: pair.input, line: 1, column: 1),
            "cannot read this file to adapt it; check that it exists and is readable"))
        failed = true
        continue
      }
      files.append(
        SwiftSource(path: pair.input, text: String(decoding: data, as: UTF8.self)))
    }
    guard !failed else { return 1 }
    let adaptation = SourceAdapter.adapt(files)
    adaptation.diagnostics.forEach(report)
    for (pair, text) in zip(pairs, adaptation.texts) {
      do {
        try RegistrationsFile.write(text, to: pair.output)
      } catch {
        report(
          Diagnostic(
            .error, at: SourcePoint(path: pair.output, line: 1, column: 1),
            "cannot write the adapted file here (\(error.localizedDescription)); check that "
              + "the folder exists and is writable"))
        failed = true
      }
    }
    return failed ? 1 : 0
  }
}
