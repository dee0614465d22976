import Components

extension CheckSession {
  /// Reports `#if TARGET_INTERFACE_BUILDER` in what building, laying out or drawing the view
  /// runs, as its source shows it. Interface Builder compiles the component with that flag
  /// and the app without it, so the two run different code; a render here is one build of
  /// the component, without the flag, and so shows the app's branch on every path.
  /// Declarations of the class or its extensions in such a clause (a conformance, an
  /// override, a member) count too: they exist in one build only.
  func checkInterfaceBuilderBranches(in methods: [(String, SourceFacts, SourceFacts.Method)]) {
    let places = methods.filter { !$0.2.interfaceBuilderBranches.isEmpty }
      .map { name, facts, method in
        (name, method.interfaceBuilderBranches.map { "\(method.file ?? facts.file):\($0)" })
      }
    let declarations = evidence.classes.flatMap { _, facts in
      facts.interfaceBuilderDeclarations.map { entry in
        (entry.names, "\(entry.file ?? facts.file):\(entry.line)")
      }
    }
    guard !places.isEmpty || !declarations.isEmpty else { return }
    let declared = type.declaresDesignTimeOnlyContent
    let listed =
      places.map { name, lines in
        "in `\(name)` (" + lines.joined(separator: ", ") + ")"
      }
      + declarations.map { names, place in
        "around " + names.map { "`\($0)`" }.joined(separator: ", ") + " (\(place))"
      }
    add(
      Finding(
        kind: .designTimeOnlyDrawing, paths: [.designTime],
        explanation:
          "`#if TARGET_INTERFACE_BUILDER` " + listed.joined(separator: "; ")
          + ": Interface Builder compiles the component with that flag and the app without "
          + "it, so on iOS the design-time picture comes from code other than the app's "
          + "(whichever branch holds it); every render here is the app's build, so the "
          + "design-time picture here is the app's.",
        fix: declared
          ? "None needed: the component declares design-time-only content."
          : "If the design-time branch is intended (placeholders, sample data), declare it "
            + "with declaresDesignTimeOnlyContent; otherwise draw the same in both branches. "
            + "To see the design-time branch here, test View.isInterfaceBuilder in the "
            + "#else of #if canImport(UIKit).",
        isExpected: declared,
        details: [
          "method": places.map(\.0).joined(separator: ", "),
          "declarations": declarations.map(\.1).joined(separator: ", "),
        ].filter { !$0.value.isEmpty }))
  }
}
