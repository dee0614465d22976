import SwiftParser
import SwiftSyntax

/// Writes a target's `DesignableRegistrations` from its Swift sources.
///
/// Every `@IBDesignable` class and every class with `@IBInspectable` properties, in its body
/// or in an extension in any file of the target, gets one registration: how to build it by
/// `init(frame:)`, if it can be, its inspectables, and what its methods do (`SourceFacts`).
/// Sources are parsed, not type-checked.
public enum RegistrationsGenerator {
  /// The generated file for `sources` and `nibs`, whatever order they come in. The `.xib`
  /// documents are embedded by name; of two with the same name, the first by path wins.
  /// With `adapted`, the sources compile adapted, which makes a `private` layer class that a
  /// view names as its `layerClass` internal, so it is built, and `private` and
  /// `fileprivate` `@IBInspectable` and `@IBOutlet` properties internal, so they are set;
  /// of a file that needs one of the ``AppleOnlyFrameworks``, only what the adapter builds
  /// is read (``AdaptedBuild``).
  public static func generate(
    _ sources: [SwiftSource], nibs: [NibSource] = [], adapted: Bool = false
  ) -> GeneratedRegistrations {
    let sorted = sources.sorted { $0.path < $1.path }
    let trees = sorted.map { Parser.parse(source: $0.text) }
    // Adapted, only what DesignableAdapterPlugin builds is registered.
    let parts =
      adapted ? AdaptedBuild.parts(of: sorted.map(\.text), trees: trees) : trees.map { _ in .whole }
    let scans = sorted.indices.compactMap { index -> FileScan? in
      let tree: SourceFileSyntax? =
        switch parts[index] {
        case .whole: trees[index]
        case .remnant(let remnant, _): remnant.tree
        case .leftOut: nil
        }
      return tree.map { FileScanner.scan(path: sorted[index].path, tree: $0, adapted: adapted) }
    }
    var merger = RegistrationsMerger(declared: DeclaredMethods(scans.flatMap(\.declaredMethods)))
    merger.add(scans.flatMap(\.classes))
    merger.add(scans.flatMap(\.extensions), notClasses: Set(scans.flatMap(\.otherTypes)))
    let registrations = merger.registrations()
    var imports: [FileScan.Import] = []
    for line in scans.flatMap(\.imports) where !imports.contains(line) {
      imports.append(line)
    }
    let outlets = merger.outlets()
    var layers = LayerFactoryFinder(
      classes: scans.flatMap(\.classes), opensPrivateLayers: adapted)
    let factories = layers.factories()
    var diagnostics = scans.flatMap(\.diagnostics) + merger.diagnostics + layers.diagnostics
    var embedded: [(name: String, text: String)] = []
    var firstPath: [String: String] = [:]
    for nib in nibs.sorted(by: { $0.path < $1.path }) {
      if let first = firstPath[nib.name] {
        diagnostics.append(
          Diagnostic(
            .warning, at: SourcePoint(path: nib.path, line: 1, column: 1),
            "another nib named '\(nib.name)' (\(first)) is embedded instead of this one; "
              + "rename one of them"))
        continue
      }
      firstPath[nib.name] = nib.path
      embedded.append((nib.name, nib.text))
    }
    var text = RegistrationsRenderer.render(
      registrations, imports: imports, outlets: outlets, nibs: embedded, layers: factories,
      views: merger.helperViews(opened: adapted ? ReusedClassNames.opened(in: trees) : []))
    let ownLists = scans.flatMap(\.ownLists)
    if !ownLists.isEmpty {
      // A list written by hand keeps working; the generated file then declares nothing.
      text = RegistrationsRenderer.header + "\n"
      diagnostics += ownLists.map {
        Diagnostic(
          .warning, at: $0,
          "this target declares DesignableRegistrations itself, so the plugin does not write "
            + "it; remove this declaration to have every @IBDesignable class registered")
      }
    }
    diagnostics.sort {
      ($0.location.path, $0.location.line, $0.location.column)
        < ($1.location.path, $1.location.line, $1.location.column)
    }
    return GeneratedRegistrations(text: text, diagnostics: diagnostics)
  }
}
