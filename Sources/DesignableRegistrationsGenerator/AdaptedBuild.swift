import SwiftSyntax

/// What DesignableAdapterPlugin builds of each file of a target: the file, what of it names
/// nothing of SwiftUI (``SwiftUIRemnant``), or nothing, with the reason. The adapter and the
/// registrations decide alike.
public enum AdaptedBuild {
  /// What is built of one file.
  public enum Part {
    /// The whole file.
    case whole
    /// What of a file importing SwiftUI names nothing of it, and why the rest is not built.
    case remnant(SwiftUIRemnant, AppleOnlyFrameworks.Reason)
    /// Nothing.
    case leftOut(AppleOnlyFrameworks.Reason)
  }

  /// The parts of the files whose texts are `texts`, parsed as `trees`. A file that needs a
  /// framework only Apple platforms have (``AppleOnlyFrameworks``) is left out, or keeps its
  /// SwiftUI remnant; then a file that names a type that only left-out code declares (a view
  /// that shows a camera capture view of AVFoundation's) is left out too, until none does.
  public static func parts(of texts: [String], trees: [SourceFileSyntax]) -> [Part] {
    var parts: [Part] = zip(texts, trees).map { text, tree in
      guard let reason = AppleOnlyFrameworks.reason(in: tree) else { return .whole }
      return SwiftUIRemnant.of(text, tree: tree).map { .remnant($0, reason) } ?? .leftOut(reason)
    }
    // The types each file declares, and each remnant keeps.
    let declared = trees.map(\.topLevelTypeNames)
    let kept = parts.map { part -> Set<String>? in
      if case .remnant(let remnant, _) = part { remnant.tree.topLevelTypeNames } else { nil }
    }
    while true {
      var built = Set<String>()
      var gone = Set<String>()
      for index in parts.indices {
        switch parts[index] {
        case .whole: built.formUnion(declared[index])
        case .remnant:
          built.formUnion(kept[index] ?? [])
          gone.formUnion(declared[index])
        case .leftOut: gone.formUnion(declared[index])
        }
      }
      let missing = gone.subtracting(built)
      var changed = false
      for index in parts.indices {
        let tree: SourceFileSyntax
        switch parts[index] {
        case .whole: tree = trees[index]
        case .remnant(let remnant, _): tree = remnant.tree
        case .leftOut: continue
        }
        guard
          let token = tree.tokens(viewMode: .sourceAccurate).first(where: {
            if case .identifier(let name) = $0.tokenKind { missing.contains(name) } else { false }
          })
        else { continue }
        // The token in the original tree, where the warning points: a remnant keeps every
        // line and column of what it keeps.
        let here = token.startLocation(converter: SourceLocationConverter(fileName: "", tree: tree))
        let position = SourceLocationConverter(fileName: "", tree: trees[index])
          .position(ofLine: here.line, column: here.column)
        let original = trees[index].token(at: position) ?? token
        parts[index] = .leftOut(
          AppleOnlyFrameworks.Reason(
            node: Syntax(original),
            what: "names \(token.text), which only a file left out of the build declares",
            remedy: "build what it needs of that file without it"))
        changed = true
      }
      if !changed { return parts }
    }
  }
}

extension SourceFileSyntax {
  /// The names of the types declared at the top level, under `#if` too.
  fileprivate var topLevelTypeNames: Set<String> {
    func names(_ items: CodeBlockItemListSyntax) -> Set<String> {
      items.reduce(into: []) { found, item in
        if let config = item.item.as(IfConfigDeclSyntax.self) {
          for clause in config.clauses {
            if let nested = clause.elements?.as(CodeBlockItemListSyntax.self) {
              found.formUnion(names(nested))
            }
          }
        } else if item.item.is(ClassDeclSyntax.self) || item.item.is(StructDeclSyntax.self)
          || item.item.is(EnumDeclSyntax.self) || item.item.is(ProtocolDeclSyntax.self)
          || item.item.is(ActorDeclSyntax.self) || item.item.is(TypeAliasDeclSyntax.self),
          let named = item.item.asProtocol(NamedDeclSyntax.self)
        {
          found.insert(named.name.text)
        }
      }
    }
    return names(statements)
  }
}
