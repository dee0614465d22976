/// Writes a target's `DesignableRegistrations` from its Swift sources.
///
/// Every `@IBDesignable` class and every class with `@IBInspectable` properties, in its body
/// or in an extension in any file of the target, gets one registration: how to build it by
/// `init(frame:)`, if it can be, and its inspectables. Sources are parsed, not type-checked.
public enum RegistrationsGenerator {
  /// The generated file for `sources`, whatever order they come in.
  public static func generate(_ sources: [SwiftSource]) -> GeneratedRegistrations {
    let scans = sources.sorted { $0.path < $1.path }.map {
      FileScanner.scan(path: $0.path, text: $0.text)
    }
    var merger = RegistrationsMerger()
    merger.add(scans.flatMap(\.classes))
    merger.add(scans.flatMap(\.extensions))
    let registrations = merger.registrations()
    var imports: [FileScan.Import] = []
    for line in scans.flatMap(\.imports) where !imports.contains(line) {
      imports.append(line)
    }
    let diagnostics = (scans.flatMap(\.diagnostics) + merger.diagnostics).sorted {
      ($0.location.path, $0.location.line, $0.location.column)
        < ($1.location.path, $1.location.line, $1.location.column)
    }
    let text = RegistrationsRenderer.render(registrations, imports: imports)
    return GeneratedRegistrations(text: text, diagnostics: diagnostics)
  }
}
