import SwiftParser
import SwiftSyntax

/// What builds off Apple platforms of a file that imports SwiftUI beside UIKit (a component
/// with its preview provider, colours declared for both frameworks): the file with its
/// SwiftUI imports and every top-level declaration that names SwiftUI blanked, line breaks
/// kept so that every other line stays where it was.
public struct SwiftUIRemnant {
  /// The file's text with the SwiftUI parts blanked.
  public let text: String
  /// The text parsed.
  public let tree: SourceFileSyntax
  /// The lines (1-based, in the original) where each blanked declaration starts.
  public let blankedLines: [Int]

  /// The remnant of `tree` (whose text is `text`), if it imports SwiftUI (or Combine, which
  /// SwiftUI code uses with it) and no other of the ``AppleOnlyFrameworks`` at its top
  /// level, and keeps at least one declaration that names nothing of either. A declaration
  /// that names one of ``swiftUINames`` (but a type the file declares) goes, and so does one
  /// that names what only a declaration gone declared.
  public static func of(_ text: String, tree: SourceFileSyntax) -> SwiftUIRemnant? {
    var imports: [ImportDeclSyntax] = []
    var declarations: [CodeBlockItemSyntax] = []
    for item in tree.statements {
      if let node = item.item.as(ImportDeclSyntax.self) {
        guard let module = node.path.first?.name.text,
          AppleOnlyFrameworks.names.contains(module)
        else { continue }
        guard ["SwiftUI", "Combine"].contains(module) else { return nil }
        imports.append(node)
      } else {
        declarations.append(item)
      }
    }
    guard imports.contains(where: { $0.path.first?.name.text == "SwiftUI" }) else { return nil }
    // What each declaration names that it does not declare itself.
    let names = declarations.map { $0.identifiers.subtracting($0.innerDeclaredNames) }
    // A type the file declares itself (a component named `Slider`) is not SwiftUI's.
    let own = declarations.reduce(into: Set<String>()) {
      if let named = $1.item.asProtocol(NamedDeclSyntax.self) { $0.insert(named.name.text) }
    }
    let vocabulary = swiftUINames.subtracting(own)
    var gone = Set(declarations.indices.filter { !names[$0].isDisjoint(with: vocabulary) })
    // A declaration that names what a blanked one declared (and no kept one) goes too,
    // until none does.
    while true {
      let goneNames = declarations.indices.reduce(into: Set<String>()) {
        if gone.contains($1) { $0.formUnion(declarations[$1].declaredNames) }
      }.subtracting(
        declarations.indices.reduce(into: Set<String>()) {
          if !gone.contains($1) { $0.formUnion(declarations[$1].declaredNames) }
        })
      let more = declarations.indices.filter {
        !gone.contains($0) && !names[$0].isDisjoint(with: goneNames)
      }
      if more.isEmpty { break }
      gone.formUnion(more)
    }
    let kept = declarations.indices.filter { !gone.contains($0) }
    guard kept.contains(where: { declarations[$0].item.is(DeclSyntax.self) }) else { return nil }
    let blanked =
      imports.map { Syntax($0) } + gone.sorted().map { Syntax(declarations[$0]) }
    var bytes = Array(text.utf8)
    for node in blanked.sorted(by: { $0.position > $1.position }) {
      let range =
        node.positionAfterSkippingLeadingTrivia
        .utf8Offset..<node.endPositionBeforeTrailingTrivia
        .utf8Offset
      let breaks = bytes[range].filter { $0 == 10 }.count
      bytes.replaceSubrange(range, with: Array(repeating: 10, count: breaks))
    }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let remnant = String(decoding: bytes, as: UTF8.self)
    return SwiftUIRemnant(
      text: remnant, tree: Parser.parse(source: remnant),
      blankedLines: gone.sorted().map {
        declarations[$0].startLocation(converter: converter, afterLeadingTrivia: true).line
      })
  }

  /// Names that, in a file importing SwiftUI, are SwiftUI's (or Combine's): its views,
  /// shapes, styles, property wrappers and wrapper protocols. Erring towards more names only
  /// leaves out more.
  public static let swiftUINames: Set<String> = [
    "AngularGradient", "Angle", "AnyShape", "AnyView", "App", "AppStorage", "Bindable", "Binding",
    "Button", "ButtonStyle", "Canvas", "Capsule", "Circle", "Color", "ColorScheme",
    "ContentMode", "Context", "DragGesture", "EdgeInsets", "Ellipse", "EmptyView",
    "Environment", "EnvironmentKey", "EnvironmentObject", "EnvironmentValues", "FocusState",
    "ForEach", "Font", "GeometryProxy", "GeometryReader", "Gesture", "GestureState",
    "GraphicsContext", "Group", "HStack", "Image", "InsettableShape", "LabelStyle",
    "LazyHStack", "LazyVStack", "LinearGradient", "List", "ModifiedContent", "Namespace",
    "NavigationStack", "NavigationView", "ObservedObject", "Path", "Picker", "PreferenceKey",
    "PreviewProvider", "PreviewDevice", "PrimitiveButtonStyle", "ProgressView",
    "ProgressViewStyle", "ProgressViewStyleConfiguration", "RadialGradient", "Rectangle",
    "RoundedRectangle", "ScaledMetric", "Scene", "SceneStorage", "ScrollView", "Shape",
    "ShapeStyle", "Slider", "Spacer", "State", "StateObject", "Stepper", "TapGesture", "Text",
    "Toggle", "ToggleStyle", "UIHostingController", "UIHostingConfiguration",
    "UIViewControllerRepresentable", "UIViewRepresentable", "UnitPoint", "VStack", "View",
    "ViewBuilder", "ViewModifier", "WindowGroup", "ZStack", "withAnimation",
    // Combine, which SwiftUI code uses with it.
    "AnyCancellable", "AnyPublisher", "Cancellable", "CurrentValueSubject", "Just",
    "ObservableObject", "PassthroughSubject", "Published", "Publisher", "Subscriber",
  ]
}

extension SyntaxProtocol {
  /// The identifiers written in the node (its types, calls and attributes), but a member of
  /// another type or value (`Fill.Color`, a type of the file's own, is not SwiftUI's `Color`;
  /// `SwiftUI.Color` is).
  fileprivate var identifiers: Set<String> {
    tokens(viewMode: .sourceAccurate).reduce(into: []) { names, token in
      guard case .identifier(let name) = token.tokenKind, !token.namesAMemberOutsideSwiftUI
      else { return }
      names.insert(name)
    }
  }
}

extension TokenSyntax {
  /// Whether the token is the member name after a base other than `SwiftUI`
  /// (`Fill.Color`, `style.Color`).
  fileprivate var namesAMemberOutsideSwiftUI: Bool {
    if let reference = parent?.as(DeclReferenceExprSyntax.self),
      let access = reference.parent?.as(MemberAccessExprSyntax.self),
      access.declName.id == reference.id, let base = access.base
    {
      return base.trimmedDescription != "SwiftUI"
    }
    if let member = parent?.as(MemberTypeSyntax.self), member.name.id == id {
      return member.baseType.trimmedDescription != "SwiftUI"
    }
    return false
  }
}

extension SyntaxProtocol {
  /// The names declared anywhere in the node: of types, functions, properties and cases.
  fileprivate var innerDeclaredNames: Set<String> {
    tokens(viewMode: .sourceAccurate).reduce(into: []) { names, token in
      guard case .identifier(let name) = token.tokenKind, let parent = token.parent else {
        return
      }
      if parent.is(IdentifierPatternSyntax.self)
        || parent.asProtocol(NamedDeclSyntax.self)?.name.id == token.id
      {
        names.insert(name)
      }
    }
  }
}

extension CodeBlockItemSyntax {
  /// What a top-level declaration declares for the rest of the file to name: a type's,
  /// function's or variable's name, or the members an extension adds.
  fileprivate var declaredNames: Set<String> {
    if let group = item.as(ExtensionDeclSyntax.self) {
      return group.memberBlock.members.reduce(into: []) {
        $0.formUnion($1.decl.ownNames)
      }
    }
    return item.as(DeclSyntax.self)?.ownNames ?? []
  }
}

extension DeclSyntax {
  /// The names the declaration itself introduces.
  fileprivate var ownNames: Set<String> {
    if let named = asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
    if let variable = self.as(VariableDeclSyntax.self) {
      return Set(
        variable.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        })
    }
    return []
  }
}
