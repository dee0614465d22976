import DesignableRegistrationsGenerator
import SwiftSyntax

/// Finds what in one file only compiles with Objective-C interoperability, and the edit that
/// makes each compile without it, keeping every other byte and every line where it was.
final class ObjectiveCEdits: SyntaxVisitor {
  /// The attributes Swift accepts only with Objective-C interoperability (`@IBOutlet` is
  /// allowed only on `@objc` types, `@IBAction` only with one argument, where iOS takes
  /// none, one or two), dropped: the registrations still read them from the original file.
  static let droppedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction",
  ]

  /// Apple's modules whose names DesignableUIKit holds here: `import CoreGraphics.CGContext`
  /// and `import struct CoreGraphics.CGPoint` import it, and `UIKit.UIColor` or
  /// `CoreImage.CIColor` name its declarations.
  static let modulesOfDesignableUIKit: Set<String> = [
    "UIKit", "CoreGraphics", "QuartzCore", "CoreImage", "CoreText",
  ]

  private let optionalRequirements: Set<OptionalRequirement>
  /// Classes other files build from their type, made internal when private: layer classes
  /// (``LayerClassNames``) and classes registered for reuse (``ReusedClassNames``).
  private let openedClasses: Set<String>
  private let targetClasses: ClassNames
  private let anyObjectMessages: AnyObjectMessages
  private let metatypeConstruction: MetatypeConstruction
  private(set) var edits: [SourceEdit] = []
  /// Whether the file imports DesignableUIKit once adapted (`import UIKit`).
  private var importsDesignableUIKit = false
  /// Extensions giving each optional requirement of this file's protocols a default.
  private(set) var defaults: [String] = []

  init(
    optionalRequirements: Set<OptionalRequirement>, openedClasses: Set<String>,
    targetClasses: ClassNames, anyObjectMessages: AnyObjectMessages,
    metatypeConstruction: MetatypeConstruction
  ) {
    self.optionalRequirements = optionalRequirements
    self.openedClasses = openedClasses
    self.targetClasses = targetClasses
    self.anyObjectMessages = anyObjectMessages
    self.metatypeConstruction = metatypeConstruction
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let first = node.path.first else { return .skipChildren }
    switch first.name.text {
    case "DesignableUIKit":
      importsDesignableUIKit = true
    case "UIKit":
      importsDesignableUIKit = true
      // `import UIKit.UIGestureRecognizerSubclass` too: DesignableUIKit holds it all.
      if node.importKindSpecifier == nil {
        replace(node.path, with: "DesignableUIKit")
      } else {
        replace(first.name, with: "DesignableUIKit")
      }
    case "CoreText":
      // What components use of Core Text (`CTFont`, `CTLine`) comes with DesignableUIKit.
      importsDesignableUIKit = true
      replace(node.path, with: "DesignableUIKit")
      if let kind = node.importKindSpecifier { replace(kind, with: "", trailing: true) }
    case "CoreGraphics", "QuartzCore", "CoreImage":
      // `import CoreGraphics.CGContext`, `import struct CoreGraphics.CGPoint`: the module
      // here has no submodules or declarations of its own; DesignableUIKit holds the names.
      guard node.path.count > 1 else { break }
      importsDesignableUIKit = true
      replace(node.path, with: "DesignableUIKit")
      if let kind = node.importKindSpecifier { replace(kind, with: "", trailing: true) }
    case "ObjectiveC":
      // What UIKit's Objective-C brings (associated objects, `objc_sync_enter`) comes with
      // DesignableUIKit.
      replace(node, with: "")
    case "Darwin":
      // `import Darwin.C` too: Foundation brings the C library here.
      if node.importKindSpecifier == nil {
        replace(node.path, with: "Foundation")
      } else {
        replace(first.name, with: "Foundation")
      }
    default:
      break
    }
    return .skipChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    // `-> UIKit.UIColor`, `let filter: CoreImage.CIFilter`.
    if let base = node.baseType.as(IdentifierTypeSyntax.self),
      Self.modulesOfDesignableUIKit.contains(base.name.text)
    {
      replace(base, with: "DesignableUIKit")
    }
    return .visitChildren
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    // The source is compiled as its iOS build is: `#if canImport(UIKit)` holds.
    for test in node.condition.map({ Self.calls(in: Syntax($0)) }) ?? []
    where IOSConditions.heldTests.contains(test.trimmedDescription.filter { !$0.isWhitespace }) {
      replace(test, with: "true")
    }
    return .visitChildren
  }

  /// The calls in an `#if` test (`canImport(UIKit)`, `os(iOS)`), outermost first.
  private static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
    if let call = node.as(FunctionCallExprSyntax.self) { return [call] }
    return node.children(viewMode: .sourceAccurate).flatMap(calls)
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.attributeName.trimmedDescription
    guard Self.droppedAttributes.contains(name) else { return .visitChildren }
    replace(node, with: "", trailing: true)
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    edits += PrivateExtensionLayers.edits(for: node, layerClasses: openedClasses)
    return .visitChildren
  }

  /// Foundation's classes DesignableUIKit stands in for with a subclass of the same name
  /// (`NSPredicate`, with the `init(format:)` Linux's lacks). In a file that imports
  /// DesignableUIKit, where a name Foundation also declares is ambiguous when the file
  /// imports Foundation too, each is named through DesignableUIKit
  /// (`extension DesignableUIKit.NSPredicate`, `DesignableUIKit.NSPredicate(format:)`).
  static let standInsOfFoundation: Set<String> = ["NSPredicate"]

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if importsDesignableUIKit, Self.standInsOfFoundation.contains(node.name.text) {
      replace(node.name, with: "DesignableUIKit." + node.name.text)
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
    if importsDesignableUIKit, !isMember, Self.standInsOfFoundation.contains(node.baseName.text) {
      replace(node.baseName, with: "DesignableUIKit." + node.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    // A `private` class other files build from its type: a view's `layerClass`, a cell.
    if openedClasses.contains(node.name.text) {
      for modifier in node.modifiers.hiding { replace(modifier, with: "", trailing: true) }
    }
    return .visitChildren
  }

  /// The methods of message forwarding, which Objective-C's `NSObject` declares and a class
  /// overrides to forward what it does not implement (a weak proxy): by name and labels.
  static let forwardingMethods: Set<String> = ["responds(to:)", "forwardingTarget(for:)"]

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    // `override func responds(to:)` in a class of `NSObject` or a view: those classes do not
    // declare it here, so the method is the class's own (no runtime forwards messages here).
    // Below a class of the target, which then declares it, the override stays. So for
    // `awakeFromNib()` in a class of `NSObject` (an object in a nib), which UIKit's nib
    // loading adds to `NSObject` on iOS.
    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
    let signature = node.name.text + "(" + labels.joined() + ")"
    guard let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
      let owner = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self),
      let superclass = owner.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
    else { return .visitChildren }
    let isNew =
      Self.forwardingMethods.contains(signature)
      ? !targetClasses.contains(superclass)
      : signature == "awakeFromNib()" && targetClasses.awakeFromNibIsNew(below: superclass)
    if isNew { replace(override, with: "", trailing: true) }
    return .visitChildren
  }

  /// The delegate protocols UIKit's scroll views narrow their `delegate` to, which a
  /// subclass overrides with (`override var delegate: UICollectionViewDelegate?`).
  static let narrowedDelegates: Set<String> = [
    "UICollectionViewDelegate", "UITableViewDelegate", "UITextViewDelegate",
  ]

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    narrowDelegateOverride(node)
    edits += DynamicPropertyObservers.edits(for: node, classes: targetClasses)
    // `@IBInspectable private var styleIB: String`: Interface Builder sets it by key-value
    // coding whatever its access; here the registrations set it from another file, so it
    // becomes internal (and a `private(set)` setter too).
    if node.attributes.contains(named: "IBInspectable")
      || node.attributes.contains(named: "IBOutlet")
    {
      for modifier in node.modifiers
      where [.private, .fileprivate].contains(where: { modifier.name.tokenKind == .keyword($0) }) {
        replace(modifier, with: "", trailing: true)
      }
    }
    // `@NSManaged var angle: Double` (a layer's animatable property, stored by Core
    // Animation) becomes a stored property that starts where Core Animation's does: zero,
    // false, empty or nil. One of another type (`UIColor`, `CGPath`), which Core Animation
    // leaves nil until it is set, becomes implicitly unwrapped: it reads as the type, and
    // reading it unset stops the app, as on iOS.
    guard
      let managed = node.attributes.first(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged"
      }), node.bindings.count == 1, let binding = node.bindings.first,
      binding.initializer == nil, binding.accessorBlock == nil,
      let type = binding.typeAnnotation?.type
    else { return .visitChildren }
    replace(managed, with: "", trailing: true)
    let after = type.endPositionBeforeTrailingTrivia.utf8Offset
    if let start = Self.startingValue(of: type) {
      if !start.isEmpty {
        edits.append(SourceEdit(range: after..<after, replacement: " = " + start))
      }
    } else if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) {
      edits.append(SourceEdit(range: after..<after, replacement: "!"))
    } else {
      let start = type.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(SourceEdit(range: start..<start, replacement: "("))
      edits.append(SourceEdit(range: after..<after, replacement: ")!"))
    }
    return .visitChildren
  }

  /// `override var delegate: UICollectionViewDelegate?`: Objective-C lets a subclass narrow
  /// a property's type (`UICollectionView` narrows `UIScrollView`'s `delegate`), Swift does
  /// not, and here the scroll views keep `UIScrollViewDelegate?`. The override takes that
  /// type, and its accessors read what they are given as the narrower one (`newValue` becomes
  /// `(newValue as? UICollectionViewDelegate)`), so what they store or forward keeps its type.
  private func narrowDelegateOverride(_ node: VariableDeclSyntax) {
    guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      node.bindings.count == 1, let binding = node.bindings.first,
      binding.pattern.trimmedDescription == "delegate",
      let annotation = binding.typeAnnotation?.type,
      let wrapped = annotation.as(OptionalTypeSyntax.self)?.wrappedType
        ?? annotation.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType,
      Self.narrowedDelegates.contains(wrapped.trimmedDescription)
    else { return }
    let narrow = wrapped.trimmedDescription
    replace(wrapped, with: "UIScrollViewDelegate")
    guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return }
    for accessor in accessors {
      let given = accessor.parameters?.name.text ?? "newValue"
      guard ["set", "willSet"].contains(accessor.accessorSpecifier.text), let body = accessor.body
      else { continue }
      for reference in body.tokens(viewMode: .sourceAccurate)
      where reference.tokenKind == .identifier(given)
        && reference.parent?.is(DeclReferenceExprSyntax.self) == true
      {
        replace(reference, with: "(\(given) as? \(narrow))")
      }
    }
  }

  /// What an unset `@NSManaged` property of `type` reads as: `0`, `false`, `.zero`, `""`,
  /// `[]`, or nothing to write for an optional; `nil` for a type with no such value.
  static func startingValue(of type: TypeSyntax) -> String? {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return ""
    }
    if type.is(ArrayTypeSyntax.self) { return "[]" }
    if type.is(DictionaryTypeSyntax.self) { return "[:]" }
    switch type.trimmedDescription {
    case "Double", "Float", "CGFloat", "Int", "UInt", "Int32", "UInt32", "Int64", "Int16",
      "TimeInterval", "CFTimeInterval", "NSInteger", "NSUInteger":
      return "0"
    case "Bool": return "false"
    case "String": return "\"\""
    case "CGPoint", "CGSize", "CGRect", "CGVector", "UIEdgeInsets": return ".zero"
    case "CGAffineTransform": return ".identity"
    case "CATransform3D": return "CATransform3DIdentity"
    default: return nil
    }
  }

  /// Members of `NSNumber` that code reads from a value cast to `AnyObject`, which only
  /// Objective-C's dynamic lookup finds.
  static let numberMembers: Set<String> = [
    "doubleValue", "floatValue", "intValue", "integerValue", "uintValue", "int64Value",
    "boolValue", "stringValue",
  ]

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    // `CoreFoundation.sqrt(5.0)`: Foundation brings the C library here, as Darwin does there.
    if let base = node.base?.as(DeclReferenceExprSyntax.self),
      ["CoreFoundation", "Darwin"].contains(base.baseName.text)
    {
      replace(base, with: "Foundation")
    }
    // `UIKit.UIColor.red`, `CoreImage.CIColor(color: c)`.
    if let base = node.base?.as(DeclReferenceExprSyntax.self),
      Self.modulesOfDesignableUIKit.contains(base.baseName.text)
    {
      replace(base, with: "DesignableUIKit")
    }
    // `(info[key] as AnyObject).doubleValue` becomes `(info[key] as? NSNumber)?.doubleValue`,
    // of the same type, `Double?`.
    if Self.numberMembers.contains(node.declName.baseName.text),
      let (tuple, cast) = Self.parenthesizedCast(node.base, to: "AnyObject")
    {
      edits.append(SourceEdit(range: cast, replacement: "as? NSNumber"))
      replace(tuple.rightParen, with: ")?")
    }
    // `(layer as AnyObject).isKind(of: Ring.self)`: NSObject's own messages, which any
    // value answers on iOS, bridged to an object there; here an `NSObject` answers them,
    // and any other value a plain one in its place.
    if AnyObjectMessages.objectMessageNames.contains(node.declName.baseName.text),
      let (_, cast) = Self.parenthesizedCast(node.base, to: "AnyObject")
    {
      edits.append(SourceEdit(range: cast, replacement: "as? NSObject ?? NSObject()"))
    }
    // `(data as NSData).bytes` points into the data's own memory on iOS, and into a copy
    // freed at once here: it becomes `(data).nsDataBytes`, the data's own memory.
    if node.declName.baseName.text == "bytes",
      let (_, cast) = Self.parenthesizedCast(node.base, to: "NSData")
    {
      edits.append(SourceEdit(range: cast, replacement: ""))
      replace(node.declName, with: "nsDataBytes")
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    edits += AttributeDictionaryCasts.edits(in: node)
    edits += CoreTextAttributeNames.edits(in: node)
    return .visitChildren
  }

  override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
    edits += AttributeDictionaryCasts.edits(for: node)
    edits += CoreTextAttributeNames.edits(for: node)
    return .visitChildren
  }

  /// `base` when it is a cast to `type` in parentheses (`(value as NSData)`), with the UTF-8
  /// range of `as NSData`.
  private static func parenthesizedCast(_ base: ExprSyntax?, to type: String) -> (
    tuple: TupleExprSyntax, cast: Range<Int>
  )? {
    guard let tuple = base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.label == nil,
      let last = element.expression.lastToken(viewMode: .sourceAccurate), last.text == type,
      let cast = last.previousToken(viewMode: .sourceAccurate), cast.tokenKind == .keyword(.as)
    else { return nil }
    return (
      tuple,
      cast.positionAfterSkippingLeadingTrivia
        .utf8Offset..<last.endPositionBeforeTrailingTrivia
        .utf8Offset
    )
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "selector":
      let name = SelectorName.selector(node.arguments) ?? node.arguments.trimmedDescription
      replace(node, with: "Selector(\(name.swiftLiteral))")
      return .skipChildren
    case "keyPath":
      if let path = SelectorName.keyPath(node.arguments) { replace(node, with: path.swiftLiteral) }
      return .skipChildren
    default:
      return .visitChildren
    }
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.attributes.contains(named: "objc") else { return .visitChildren }
    // An `@objc` protocol is class-bound: a `weak var delegate` of its type needs it to stay so.
    if node.inheritanceClause == nil {
      let after =
        node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia
        ?? node.name.endPositionBeforeTrailingTrivia
      edits.append(
        SourceEdit(range: after.utf8Offset..<after.utf8Offset, replacement: ": AnyObject"))
    }
    var members: [String] = []
    for member in node.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.isOptional {
        members.append(requirementDefault(function))
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.isOptional
      {
        members += requirementDefaults(variable)
      }
    }
    if !members.isEmpty {
      let access = node.modifiers.accessLevel.map { $0.name.text + " " } ?? ""
      defaults.append(
        "\(access)extension \(qualifiedName(node)) {\n" + members.joined(separator: "\n")
          + "\n}\n")
    }
    return .visitChildren
  }

  /// Foundation classes whose `init()` comes from Objective-C's `NSObject` on iOS and that
  /// Foundation's `NSObject` does not give here, with the arguments that make the same
  /// object: `NSMutableAttributedString()` is an empty one, and `Timer()` (a placeholder
  /// before the real timer is scheduled) one that is never scheduled and does nothing.
  static let emptyInitializerArguments: [String: String] = [
    "NSAttributedString": "string: \"\"", "NSMutableAttributedString": "string: \"\"",
    "Timer": "timeInterval: 0, repeats: false, block: { _ in }",
  ]

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      let arguments = Self.emptyInitializerArguments[callee.baseName.text],
      node.arguments.isEmpty, node.trailingClosure == nil, let open = node.leftParen,
      let close = node.rightParen
    {
      edits.append(
        SourceEdit(
          range: open.endPositionBeforeTrailingTrivia
            .utf8Offset..<close.positionAfterSkippingLeadingTrivia.utf8Offset,
          replacement: arguments))
    }
    // `Label(frame: .zero)` for a generic `Label` bound to views.
    edits += metatypeConstruction.edits(for: node)
    // `Bundle(for: Knob.self)` is the framework holding the class on iOS: here the resource
    // bundle of its module.
    if node.arguments.count == 1, node.arguments.first?.label?.text == "for",
      node.trailingClosure == nil
    {
      if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
        callee.baseName.text == "Bundle"
      {
        replace(callee, with: "Bundle.resources")
      } else if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
        callee.base?.trimmedDescription == "Bundle", callee.declName.baseName.text == "init"
      {
        replace(callee, with: "Bundle.resources")
      }
    }
    // `delegate?.tagPressed?(title)`: an optional requirement is now a plain one.
    let unwrapped: (member: ExprSyntax, mark: TokenSyntax)? =
      if let chain = node.calledExpression.as(OptionalChainingExprSyntax.self) {
        (chain.expression, chain.questionMark)
      } else if let force = node.calledExpression.as(ForceUnwrapExprSyntax.self) {
        (force.expression, force.exclamationMark)
      } else { nil }
    if let unwrapped, let member = unwrapped.member.as(MemberAccessExprSyntax.self),
      let requirement = requirement(member.declName.baseName.text, calledBy: node)
    {
      replace(unwrapped.mark, with: "")
      // Its value is optional now: `f?(x).first` goes on through `?`, as the call's `?`
      // did, and `source.f!(x)` outside an optional chain unwraps it after the call, so the
      // value keeps its type (in a chain it is optional either way, and left so: a
      // conformer's non-optional method does not implement the adapted requirement).
      if requirement.returnsValue {
        let forced = unwrapped.mark.tokenKind == .exclamationMark
        let mark: String? =
          forced
          ? (Self.isInOptionalChain(member.base) ? nil : "!")
          : (Self.isBaseOfPostfix(node) ? "?" : nil)
        if let mark {
          let end = node.endPositionBeforeTrailingTrivia.utf8Offset
          edits.append(SourceEdit(range: end..<end, replacement: mark))
        }
      }
    }
    // `delegate?.menuOpened?(self)` on an `AnyObject` outlet: cast to the protocol.
    let member =
      (unwrapped?.member ?? node.calledExpression).as(MemberAccessExprSyntax.self)
    if let member {
      edits += anyObjectMessages.cast(
        for: node, member: member,
        optionallyCalled: unwrapped?.mark.tokenKind == .postfixQuestionMark)
    }
    return .visitChildren
  }

  /// Whether `expression`, the receiver of a call, goes through `?` on its way.
  private static func isInOptionalChain(_ expression: ExprSyntax?) -> Bool {
    var current = expression
    while let step = current {
      if step.is(OptionalChainingExprSyntax.self) { return true }
      if let access = step.as(MemberAccessExprSyntax.self) {
        current = access.base
      } else if let call = step.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let subscripted = step.as(SubscriptCallExprSyntax.self) {
        current = subscripted.calledExpression
      } else if let forced = step.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else {
        return false
      }
    }
    return false
  }

  /// Whether `call` is followed by a member, a subscript or a call of its result.
  private static func isBaseOfPostfix(_ call: FunctionCallExprSyntax) -> Bool {
    guard let parent = call.parent else { return false }
    if let access = parent.as(MemberAccessExprSyntax.self) { return access.base?.id == call.id }
    if let subscripted = parent.as(SubscriptCallExprSyntax.self) {
      return subscripted.calledExpression.id == call.id
    }
    if let called = parent.as(FunctionCallExprSyntax.self) {
      return called.calledExpression.id == call.id
    }
    return false
  }

  // MARK: - Optional requirements

  /// The optional requirement named `name` that `call` matches: the same number of
  /// arguments, and the same labels where the call writes them out.
  private func requirement(_ name: String, calledBy call: FunctionCallExprSyntax)
    -> OptionalRequirement?
  {
    let written = call.writtenLabels
    return optionalRequirements.first { requirement in
      guard requirement.name == name, let labels = requirement.labels,
        labels.count == written.count + call.trailingClosureCount
      else { return false }
      return zip(labels, written).allSatisfy { $0 == $1 }
    }
  }

  /// Drops `optional` from a method requirement, makes a value it returns optional (a
  /// conformer may not implement it), and gives the method a default that does nothing.
  private func requirementDefault(_ function: FunctionDeclSyntax) -> String {
    dropOptional(function.modifiers)
    var returned = ""
    var body = "{}"
    if let type = function.signature.returnClause?.type, !type.isVoid {
      returned = " -> " + optional(type)
      body = "{ nil }"
    }
    let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    let signature = function.signature
    return "  \(isStatic ? "static " : "")func \(function.name.text)"
      + (function.genericParameterClause?.trimmedDescription ?? "")
      + signature.parameterClause.trimmedDescription
      + (signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? "") + returned
      + (function.genericWhereClause.map { " " + $0.trimmedDescription } ?? "") + " \(body)"
  }

  /// Drops `optional` from a property requirement, makes its type optional, and gives it a
  /// default of `nil`.
  private func requirementDefaults(_ variable: VariableDeclSyntax) -> [String] {
    dropOptional(variable.modifiers)
    let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    return variable.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type
      else { return nil }
      let settable = binding.accessorBlock?.trimmedDescription.contains("set") == true
      return "  \(isStatic ? "static " : "")var \(name): \(optional(type)) "
        + (settable ? "{ get { nil } set {} }" : "{ nil }")
    }
  }

  private func dropOptional(_ modifiers: DeclModifierListSyntax) {
    for modifier in modifiers where modifier.name.tokenKind == .keyword(.optional) {
      replace(modifier.name, with: "", trailing: true)
    }
  }

  /// `type` made optional, editing the requirement's own spelling to match.
  private func optional(_ type: TypeSyntax) -> String {
    if type.is(OptionalTypeSyntax.self) { return type.trimmedDescription }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.trimmedDescription + "?"
    }
    let simple =
      type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self)
      || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self)
    let made = simple ? type.trimmedDescription + "?" : "(\(type.trimmedDescription))?"
    replace(type, with: made)
    return made
  }

  /// The protocol's name as code at the top level spells it (`Outer.Delegate`).
  private func qualifiedName(_ node: ProtocolDeclSyntax) -> String {
    var names = [node.name.text]
    var parent = node.parent
    while let current = parent {
      if let group = current.asProtocol(NamedDeclSyntax.self) {
        names.insert(group.name.text, at: 0)
      } else if let extended = current.as(ExtensionDeclSyntax.self) {
        names.insert(extended.extendedType.trimmedDescription, at: 0)
      }
      parent = current.parent
    }
    return names.joined(separator: ".")
  }

  // MARK: - Edits

  private func replace(_ node: some SyntaxProtocol, with text: String, trailing: Bool = false) {
    edits.append(SourceEdit(replacing: node, with: text, trailing: trailing))
  }

}

extension AttributeListSyntax {
  /// Whether the list holds `@name` written plainly (not under `#if`).
  func contains(named name: String) -> Bool {
    contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
  }
}

extension FunctionCallExprSyntax {
  /// The labels the call writes in its parentheses, `_` for none.
  var writtenLabels: [String] { arguments.map { $0.label?.text ?? "_" } }

  /// How many closures follow the parentheses.
  var trailingClosureCount: Int {
    (trailingClosure == nil ? 0 : 1) + additionalTrailingClosures.count
  }
}
