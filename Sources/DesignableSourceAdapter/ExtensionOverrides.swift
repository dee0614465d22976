import DesignableRegistrationsGenerator
import SwiftSyntax

/// Overrides written in an extension of one of the target's classes
/// (`extension Slider { override func awakeFromNib() }`), which Swift allows only of `@objc`
/// methods: each moves into its class's body, between `#sourceLocation` lines that keep the
/// compiler's messages on the extension's file and line; the extension keeps blank lines in
/// its place.
enum ExtensionOverrides {
  /// A class of the target: where its closing brace is, to add members before it.
  private struct ClassBody: Hashable {
    let file: Int
    let closingBrace: Int
    let closingLine: Int
  }

  /// Adds to `edits` (one list a file) the moves of every override in an extension of a
  /// class of `trees`, adapting each moved member with the edits that fell inside it.
  static func move(
    in trees: [SourceFileSyntax], paths: [String], converters: [SourceLocationConverter],
    edits: inout [[SourceEdit]]
  ) {
    var classes: [String: (body: ClassBody, rank: Int)] = [:]
    var extensions: [(file: Int, node: ExtensionDeclSyntax)] = []
    // The names the target's classes override: an `@objc` method of an extension that a
    // subclass overrides (`extension Base { @objc func colorDidChange() }`) moves into its
    // class too, as only Objective-C's dispatch lets a subclass override it where it is.
    var overridden: Set<String> = []
    for (index, tree) in trees.enumerated() {
      let finder = Finder(viewMode: .sourceAccurate)
      finder.walk(tree)
      let converter = converters[index]
      for (name, node) in finder.classes {
        for member in node.memberBlock.members where member.decl.isOverride {
          if let memberName = member.decl.memberName { overridden.insert(memberName) }
        }
        // A class declared in several `#if` clauses receives the members in the clause its
        // iOS build compiles, not in one the compiler skips.
        let rank = activity(of: node)
        if let found = classes[name], found.rank >= rank { continue }
        let brace = node.memberBlock.rightBrace
        let body = ClassBody(
          file: index, closingBrace: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
          closingLine: brace.startLocation(converter: converter).line)
        classes[name] = (body, rank)
      }
      extensions += finder.extensions.map { (index, $0) }
    }
    func moves(_ decl: DeclSyntax) -> Bool {
      decl.isOverride || decl.holdsOverride
        || (decl.isObjC && decl.memberName.map(overridden.contains) == true)
    }
    // The members each class receives, in the order their extensions come.
    var insertions: [ClassBody: [String]] = [:]
    for (file, node) in extensions {
      guard let body = classes[node.extendedType.trimmedDescription]?.body else { continue }
      let converter = converters[file]
      let access = node.modifiers.accessLevel?.name.text
      let condition = enclosingCondition(of: node)
      // An array of the members in place: a syntax collection's own `filter` makes a new
      // collection, whose members' positions are not those in the file.
      // An `#if` holding an override (`#if os(macOS) override func draw(_: NSRect) #else
      // override func draw(_: CGRect) #endif`) moves whole.
      let moving: [MemberBlockItemSyntax] = node.memberBlock.members.filter { moves($0.decl) }
      if !moving.isEmpty {
        // What the moved members call in their extension must stay visible from the class's
        // file: its private members become internal.
        for member in node.memberBlock.members where !moves(member.decl) {
          for modifier in member.decl.modifiers?.hiding ?? [] {
            edits[file].append(SourceEdit(replacing: modifier, with: "", trailing: true))
          }
        }
      }
      for member in moving {
        let decl = member.decl
        let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
        let range = start..<decl.endPositionBeforeTrailingTrivia.utf8Offset
        // The member's own edits go with it.
        let inside = edits[file].filter { range.contains($0.range.lowerBound) }
        edits[file].removeAll { range.contains($0.range.lowerBound) }
        var local = inside.map {
          SourceEdit(
            range: ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound
              - range.lowerBound), replacement: $0.replacement)
        }
        if let access, !decl.hasAccessLevel, !decl.is(IfConfigDeclSyntax.self) {
          // A member of `public extension` is public; in the class body it says so itself.
          let at = decl.modifiersStart - range.lowerBound
          local.append(SourceEdit(range: at..<at, replacement: access + " "))
        }
        let text = SourceEdit.apply(local, to: decl.trimmedDescription)
        edits[file].append(SourceEdit(blanking: decl))
        let line = decl.startLocation(converter: converter).line
        var moved = "#sourceLocation(file: \(paths[file].swiftLiteral), line: \(line))\n\(text)\n"
        if let condition { moved = "#if \(condition)\n" + moved + "#endif\n" }
        insertions[body, default: []].append(moved)
      }
    }
    for (body, texts) in insertions {
      let restore =
        "#sourceLocation(file: \(paths[body.file].swiftLiteral), line: \(body.closingLine))\n"
      edits[body.file].append(
        SourceEdit(
          range: body.closingBrace..<body.closingBrace,
          replacement: "\n" + texts.joined() + restore))
    }
  }

  /// How surely a declaration is compiled in the iOS build: 2 under no `#if` or only tests
  /// that hold there, 0 in a clause those tests rule out (`#else` of `#if os(iOS)`), 1 under
  /// other tests.
  private static func activity(of node: some SyntaxProtocol) -> Int {
    guard let condition = enclosingCondition(of: node) else { return 2 }
    return condition.contains("!(true)") || condition.contains("(false)") ? 0 : 1
  }

  /// The `#if` an extension sits under, as one test (`nil` when none, or only tests an
  /// adapted source holds).
  private static func enclosingCondition(of node: some SyntaxProtocol) -> String? {
    var terms: [String] = []
    var current = Syntax(node).parent
    while let parent = current {
      if let clause = parent.as(IfConfigClauseSyntax.self),
        let block = clause.parent?.as(IfConfigClauseListSyntax.self)
      {
        for earlier in block {
          if earlier.id == clause.id { break }
          if let test = earlier.condition { terms.append("!(\(test.trimmedDescription))") }
        }
        if let test = clause.condition { terms.append("(\(test.trimmedDescription))") }
      }
      current = parent.parent
    }
    let held = terms.map(IOSConditions.holding).filter { $0 != "(true)" }
    return held.isEmpty ? nil : held.joined(separator: " && ")
  }

  /// The target's classes, by their names as an extension names them (`Overlay.Bar` for a
  /// class nested in a type), and its extensions.
  private final class Finder: SyntaxVisitor {
    var classes: [(name: String, node: ClassDeclSyntax)] = []
    var extensions: [ExtensionDeclSyntax] = []
    /// The types the walk is inside, outermost first.
    private var outer: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      classes.append(((outer + [node.name.text]).joined(separator: "."), node))
      outer.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { outer.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      extensions.append(node)
      // A class an extension declares (`public extension Sparkline { class DataSource }`)
      // is named through the extended type.
      outer = node.extendedType.trimmedDescription.split(separator: ".").map(String.init)
      return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { outer = [] }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      outer.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { outer.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      outer.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { outer.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      .skipChildren
    }
  }
}

extension DeclSyntax {
  /// Whether the declaration overrides (`override func`, `override var`).
  fileprivate var isOverride: Bool {
    modifiers?.contains { $0.name.tokenKind == .keyword(.override) } == true
  }

  /// The name a member is overridden by: a method's or a property's.
  fileprivate var memberName: String? {
    if let function = self.as(FunctionDeclSyntax.self) { return function.name.text }
    if let variable = self.as(VariableDeclSyntax.self),
      let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    {
      return pattern.identifier.text
    }
    return nil
  }

  /// Whether the declaration is marked `@objc`.
  fileprivate var isObjC: Bool {
    asProtocol(WithAttributesSyntax.self)?.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
    } == true
  }

  /// Whether the declaration is an `#if` one of whose clauses holds an override.
  fileprivate var holdsOverride: Bool {
    guard let block = self.as(IfConfigDeclSyntax.self) else { return false }
    return block.clauses.contains { clause in
      clause.elements?.as(MemberBlockItemListSyntax.self)?.contains {
        $0.decl.isOverride || $0.decl.holdsOverride
      } == true
    }
  }

  fileprivate var hasAccessLevel: Bool { modifiers?.accessLevel != nil }

  /// Where the modifiers start (after the attributes), as a UTF-8 offset in the file.
  fileprivate var modifiersStart: Int {
    (modifiers?.first?.positionAfterSkippingLeadingTrivia ?? positionAfterSkippingLeadingTrivia)
      .utf8Offset
  }

  fileprivate var modifiers: DeclModifierListSyntax? {
    asProtocol(WithModifiersSyntax.self)?.modifiers
  }
}
