import SwiftSyntax

/// `@objc dynamic var isOn = false` in a view or layer class: on iOS, key-value observing
/// replaces the setter of a dynamic property, so `addObserver(_:forKeyPath: "isOn", ...)`
/// hears every set. Here the property gets observers that tell the view's observers, on the
/// lines it had: a `willSet` that calls `willChangeValue(forKey:)` first, and a `didSet`
/// whose `defer` calls `didChangeValue(forKey:)` last, after the property's own observer, as
/// Foundation's replaced setter does.
///
/// Only a class's own stored properties are changed (not an `override`, a computed, `lazy`
/// or `static` one), in a class that descends, through the target's classes, from a UIKit
/// view or a Core Animation layer: those declare the two calls here.
enum DynamicPropertyObservers {
  /// The UIKit and Core Animation classes whose subclasses' dynamic properties are observed.
  static let observableBases: Set<String> = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UITextField", "UITextView",
    "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell",
    "UICollectionReusableView", "UITableViewHeaderFooterView", "UIStackView", "UISlider",
    "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl", "UIProgressView",
    "UIActivityIndicatorView", "UIDatePicker", "UIPickerView", "UIVisualEffectView",
    "UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar", "UIWindow", "CALayer",
    "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
  ]

  /// The edits that make `node`'s sets heard, or none.
  static func edits(for node: VariableDeclSyntax, classes: ClassNames) -> [SourceEdit] {
    let modifiers = Set(node.modifiers.map(\.name.text))
    guard modifiers.contains("dynamic"),
      modifiers.isDisjoint(with: ["override", "static", "class", "lazy"]),
      node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1,
      let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let owner = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self),
      let superclass = owner.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
      observableBases.contains(classes.firstExternalAncestor(from: superclass))
    else { return [] }
    let key = name.filter { $0 != "`" }
    let tellBefore = "willChangeValue(forKey: \"\(key)\")"
    let tellAfter = "didChangeValue(forKey: \"\(key)\")"
    guard let block = binding.accessorBlock else {
      guard binding.initializer != nil || binding.typeAnnotation != nil else { return [] }
      let end = binding.endPositionBeforeTrailingTrivia.utf8Offset
      return [
        SourceEdit(
          range: end..<end,
          replacement: " { willSet { \(tellBefore) } didSet { \(tellAfter) } }")
      ]
    }
    guard case .accessors(let accessors) = block.accessors,
      accessors.allSatisfy({
        [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
      })
    else { return [] }
    let open = block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    var edits: [SourceEdit] = []
    func observer(_ kind: Keyword) -> AccessorDeclSyntax? {
      accessors.first { $0.accessorSpecifier.tokenKind == .keyword(kind) }
    }
    if let willSet = observer(.willSet), let body = willSet.body {
      let start = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(SourceEdit(range: start..<start, replacement: " \(tellBefore);"))
    } else {
      edits.append(SourceEdit(range: open..<open, replacement: " willSet { \(tellBefore) }"))
    }
    if let didSet = observer(.didSet), let body = didSet.body {
      let start = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
      edits.append(SourceEdit(range: start..<start, replacement: " defer { \(tellAfter) };"))
    } else {
      edits.append(SourceEdit(range: open..<open, replacement: " didSet { \(tellAfter) }"))
    }
    return edits
  }
}
