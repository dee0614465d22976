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
  /// that shows a camera capture view of AVFoundation's), or calls a member that only a
  /// left-out extension declares (`frames.exportGIF()` of an `extension Array` beside a
  /// `MobileCoreServices` import), is left out too, until none does.
  public static func parts(of texts: [String], trees: [SourceFileSyntax]) -> [Part] {
    var parts: [Part] = zip(texts, trees).map { text, tree in
      guard let reason = AppleOnlyFrameworks.reason(in: tree) else { return .whole }
      return SwiftUIRemnant.of(text, tree: tree).map { .remnant($0, reason) } ?? .leftOut(reason)
    }
    guard parts.contains(where: { if case .whole = $0 { false } else { true } }) else {
      return parts
    }
    // The types each file declares, and each remnant keeps; the members its extensions
    // declare, and every name it declares at all.
    let declared = trees.map(\.topLevelTypeNames)
    let kept = parts.map { part -> Set<String>? in
      if case .remnant(let remnant, _) = part { remnant.tree.topLevelTypeNames } else { nil }
    }
    let found = trees.map(\.declaredNames)
    let extended = found.map(\.extensionMembers)
    let named = found.map(\.all)
    let keptNamed = parts.map { part -> Set<String>? in
      if case .remnant(let remnant, _) = part { remnant.tree.declaredNames.all } else { nil }
    }
    while true {
      var built = Set<String>()
      var gone = Set<String>()
      var builtNames = Set<String>()
      var goneMembers = Set<String>()
      for index in parts.indices {
        switch parts[index] {
        case .whole:
          built.formUnion(declared[index])
          builtNames.formUnion(named[index])
        case .remnant:
          built.formUnion(kept[index] ?? [])
          builtNames.formUnion(keptNamed[index] ?? [])
          gone.formUnion(declared[index])
          goneMembers.formUnion(extended[index])
        case .leftOut:
          gone.formUnion(declared[index])
          goneMembers.formUnion(extended[index])
        }
      }
      let missing = gone.subtracting(built)
      // A member counts only where it is written after a period, and only if no file built
      // declares anything of that name (a method of its own, a local).
      let missingMembers = goneMembers.subtracting(builtNames)
      var changed = false
      for index in parts.indices {
        let tree: SourceFileSyntax
        switch parts[index] {
        case .whole: tree = trees[index]
        case .remnant(let remnant, _): tree = remnant.tree
        case .leftOut: continue
        }
        guard
          let token = tree.tokens(viewMode: .sourceAccurate).first(where: { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return missing.contains(name)
              || (missingMembers.contains(name)
                && token.previousToken(viewMode: .sourceAccurate)?
                  .tokenKind == .period)
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

/// The names a file declares anywhere (functions, properties, locals, parameters), and those
/// its top-level extensions declare as members.
private final class DeclaredNameFinder: SyntaxVisitor {
  var names: Set<String> = []
  var extensionMembers: Set<String> = []

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.identifier.text)
    return .visitChildren
  }
  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    for member in node.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        extensionMembers.insert(function.name.text)
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
            extensionMembers.insert(name.identifier.text)
          }
        }
      }
    }
    return .visitChildren
  }
}

extension SourceFileSyntax {
  /// Every name the file declares (functions, properties, locals and parameters), and the
  /// functions and properties its extensions declare, from one walk.
  fileprivate var declaredNames: (all: Set<String>, extensionMembers: Set<String>) {
    let finder = DeclaredNameFinder(viewMode: .sourceAccurate)
    finder.walk(self)
    return (finder.names, finder.extensionMembers)
  }

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
