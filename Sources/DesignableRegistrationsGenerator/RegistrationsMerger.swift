/// Gathers every file's classes and extensions into one registration per class, and says
/// which classes cannot be registered and why.
struct RegistrationsMerger {
  private(set) var diagnostics: [Diagnostic] = []
  private var classes: [ClassDeclaration] = []
  /// Indices into `classes` by name (one per `#if` branch that declares it).
  private var classesByName: [String: [Int]] = [:]
  /// Classes extended here but declared elsewhere (`UIView`), in order of first extension.
  private var elsewhere: [String: [ClassExtension]] = [:]
  private var elsewhereOrder: [String] = []
  /// The methods the whole target declares: calls of anything else are not recorded.
  private let declared: DeclaredMethods

  init(declared: DeclaredMethods) {
    self.declared = declared
  }

  /// Adds classes in file and source order; a second class of the same name under the same
  /// condition is an error, as it is for the compiler.
  mutating func add(_ declarations: [ClassDeclaration]) {
    for declaration in declarations {
      let twins = classesByName[declaration.name, default: []]
      if let first = twins.map({ classes[$0] }).first(where: {
        $0.condition == declaration.condition
      }) {
        diagnostics.append(
          Diagnostic(
            .error, at: declaration.location,
            "class '\(declaration.name)' is declared twice in this target (first at "
              + "\(first.location)); rename one of them so each class has one registration"))
        continue
      }
      classesByName[declaration.name, default: []].append(classes.count)
      classes.append(declaration)
    }
  }

  /// Adds extensions in file and source order to the classes they extend; `notClasses` are
  /// the target's structs, enums and actors, which cannot be registered.
  mutating func add(_ extensions: [ClassExtension], notClasses: Set<String>) {
    for addition in extensions {
      if let indices = classesByName[addition.name] {
        for index in indices { merge(addition, into: index) }
        continue
      }
      guard addition.isDesignable || !addition.inspectables.isEmpty else { continue }
      // An extension of a UIKit class that is no view (`extension UIBarButtonItem`) names
      // nothing Interface Builder renders.
      if Self.nonViewClasses.contains(addition.name) { continue }
      if notClasses.contains(addition.name) {
        diagnostics.append(
          Diagnostic(
            .warning, at: addition.location,
            "'\(addition.name)' is not a class, so its @IBInspectable properties are not "
              + "registered; Interface Builder inspects views, which are classes"))
        continue
      }
      if elsewhere[addition.name] == nil { elsewhereOrder.append(addition.name) }
      elsewhere[addition.name, default: []].append(addition)
    }
  }

  /// Adds what an extension declares to the class at `index`.
  private mutating func merge(_ addition: ClassExtension, into index: Int) {
    classes[index].inspectables += addition.inspectables
    classes[index].hiddenInspectables += addition.hiddenInspectables
    classes[index].isDesignable = classes[index].isDesignable || addition.isDesignable
    classes[index].methods += addition.methods
    classes[index].flagged += addition.flagged
  }

  /// Marks designable every class whose superclass, declared in this target, is designable.
  private mutating func inheritDesignable() {
    var changed = true
    while changed {
      changed = false
      for index in classes.indices where !classes[index].isDesignable {
        let byName = classesByName
        let superclass = classes[index].superclassCandidates.lazy.compactMap { byName[$0] }.first
        guard let superclass, superclass.contains(where: { classes[$0].isDesignable })
        else { continue }
        classes[index].isDesignable = true
        changed = true
      }
    }
  }

  /// One registration per class that asks for one, in order of declaration (file, then line).
  mutating func registrations() -> [Registration] {
    inheritDesignable()
    var result: [Registration] = []
    for declaration in classes where declaration.isDesignable || !declaration.inspectables.isEmpty {
      // A class that inherits from nothing is no view (a settings object with inspectable
      // properties): Interface Builder never builds it, so it is left out, as it compiles.
      if declaration.superclassCandidates.isEmpty { continue }
      // Nor is one that inherits, through the target's classes, from a UIKit or Foundation
      // class that is no view (a tab bar item, a view controller, an animation object set up
      // by a document): Interface Builder renders none of them.
      if let base = externalSuperclass(of: declaration), Self.nonViewClasses.contains(base) {
        continue
      }
      if let obstacle = declaration.obstacle {
        diagnostics.append(Self.diagnostic(obstacle, for: declaration))
        continue
      }
      result.append(
        Registration(
          typeName: declaration.name, location: declaration.location,
          condition: declaration.condition, isDesignable: declaration.isDesignable,
          hasFrameInitializer: checkFrameInitializer(of: declaration),
          inspectables: declaration.inspectables,
          hiddenInspectables: declaration.hiddenInspectables,
          objectiveCName: declaration.objectiveCName,
          methods: declaration.methods.compactMap(declared.filter),
          storedProperties: declaration.storedProperties,
          flagged: declaration.flagged))
    }
    for name in elsewhereOrder {
      guard let additions = elsewhere[name], let first = additions.first else { continue }
      let condition = additions.dropFirst().reduce(first.condition) {
        $0.common(with: $1.condition)
      }
      result.append(
        Registration(
          typeName: name, location: first.location, condition: condition,
          isDesignable: additions.contains(where: \.isDesignable), hasFrameInitializer: false,
          inspectables: additions.flatMap(\.inspectables),
          hiddenInspectables: additions.flatMap(\.hiddenInspectables),
          methods: additions.flatMap(\.methods).compactMap(declared.filter),
          flagged: additions.flatMap(\.flagged)))
    }
    return result.sorted {
      ($0.location.path, $0.location.line, $0.location.column)
        < ($1.location.path, $1.location.line, $1.location.column)
    }
  }

  /// A registration (not designable, without attributes) for each view class of the
  /// target that the library may have to build from its type alone: a cell or supplementary
  /// view registered for reuse, a view a nib names. Only classes other files can reach and
  /// build by `init(frame:)` are listed; the others are left out without a word, since most
  /// are never built that way, and the library names one when it has to stand in for it.
  ///
  /// A class whose superclass comes from another module (a library's cell class, such as a
  /// calendar's day cell) is listed when it declares `init(frame:)` itself, so that building
  /// it compiles whatever that superclass is; whether it is a view at all is left to the
  /// compiler (``Registration/mayNotBeView``).
  ///
  /// `opened` names the classes the adapter makes internal (``ReusedClassNames``): one of
  /// them hidden only by its own `private` or `fileprivate` is listed too.
  func helperViews(opened: Set<String> = []) -> [Registration] {
    classes.compactMap { declaration in
      guard !declaration.isDesignable, declaration.inspectables.isEmpty,
        declaration.obstacle == nil || Self.isOpened(declaration, by: opened),
        let base = externalSuperclass(of: declaration)
      else { return nil }
      // UITableView and UICollectionView are built with more than a frame.
      let elsewhere =
        !Self.viewClasses.contains(base) && !Self.nonViewClasses.contains(base)
        && !["UITableView", "UICollectionView", "UIWindow"].contains(base)
      guard
        Self.viewClasses.contains(base) && buildsByFrame(declaration)
          || elsewhere && declaration.initializers.frame != nil
            && frameInitializerProblem(of: declaration) == nil
      else { return nil }
      var registration = Registration(
        typeName: declaration.name, location: declaration.location,
        condition: declaration.condition, isDesignable: false, hasFrameInitializer: true,
        inspectables: [], objectiveCName: declaration.objectiveCName)
      registration.mayNotBeView = elsewhere
      return registration
    }
  }

  /// Whether `declaration` is hidden by its own access alone and `opened` makes it internal.
  private static func isOpened(_ declaration: ClassDeclaration, by opened: Set<String>) -> Bool {
    guard case .notReachable(let type, _) = declaration.obstacle, type == declaration.name,
      let own = declaration.name.split(separator: ".").last
    else { return false }
    return opened.contains(String(own))
  }

  /// Whether `X(frame:)` compiles for `declaration`: it declares a usable `init(frame:)`, or
  /// inherits one (it declares no designated initializer, or only those over which its
  /// superclass's `init(frame:)` is a convenience) from a superclass for which it compiles.
  private func buildsByFrame(_ declaration: ClassDeclaration, depth: Int = 0) -> Bool {
    guard depth < 32, frameInitializerProblem(of: declaration) == nil else { return false }
    if declaration.initializers.frame != nil || declaration.initializers.otherDesignated != nil {
      return true
    }
    let superclass = declaration.superclassCandidates.lazy.compactMap { classesByName[$0]?.first }
    guard let index = superclass.first else { return true }
    return buildsByFrame(classes[index], depth: depth + 1)
  }

  /// UIKit's view classes whose subclasses are built by `init(frame:)` (the collection and
  /// table views, whose designated initializers take more, are left out).
  static let viewClasses: Set<String> = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIActivityIndicatorView",
    "UICollectionReusableView", "UICollectionViewCell", "UINavigationBar", "UIPageControl",
    "UIProgressView", "UIScrollView", "UISearchBar", "UISearchTextField", "UISegmentedControl",
    "UISlider", "UIStackView", "UIStepper", "UISwitch", "UITabBar", "UITableViewCell",
    "UITableViewHeaderFooterView", "UITextField", "UITextView", "UIToolbar",
    "UIVisualEffectView",
  ]

  /// UIKit's, Core Animation's and Foundation's classes that are not views, whose
  /// subclasses' inspectable properties Interface Builder sets on objects it never renders
  /// (controllers, bar items, recognizers, constraints, collection layouts) or never sees
  /// (layers, animations).
  static let nonViewClasses: Set<String> = [
    "NSObject", "UIResponder", "UIViewController", "UITabBarController",
    "UINavigationController", "UITableViewController", "UICollectionViewController",
    "UIPageViewController", "UISplitViewController", "UIAlertController", "UIBarItem",
    "UITabBarItem", "UIBarButtonItem", "UINavigationItem", "UIGestureRecognizer",
    "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
    "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
    "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer", "NSLayoutConstraint",
    "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewLayoutAttributes",
    "UIStoryboardSegue", "UIPresentationController", "UIPercentDrivenInteractiveTransition",
    "UIDynamicBehavior", "UIFont", "UIImage", "UIColor", "UIBezierPath", "CALayer",
    "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
    "CATransformLayer", "CAScrollLayer", "CAAnimation", "CABasicAnimation",
    "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CATransition",
  ]

  /// The class outside the target that `declaration` inherits from, following superclasses
  /// declared in the target; `nil` for a cycle or a chain deeper than 32.
  private func externalSuperclass(of declaration: ClassDeclaration) -> String? {
    var current = declaration
    for _ in 0..<32 {
      guard let name = current.superclassCandidates.last else { return nil }
      let inTarget = current.superclassCandidates.lazy.compactMap { classesByName[$0]?.first }
      guard let index = inTarget.first else { return name }
      current = classes[index]
    }
    return nil
  }

  /// Every class's `@IBOutlet` properties, in order of declaration, for the nib loader; a
  /// class other files cannot reach is left out with a warning.
  mutating func outlets() -> [InspectableProperty.Outlet] {
    var result: [InspectableProperty.Outlet] = []
    for declaration in classes where !declaration.outlets.isEmpty {
      if declaration.obstacle != nil {
        diagnostics.append(
          Diagnostic(
            .warning, at: declaration.location,
            "the @IBOutlet properties of '\(declaration.name)' cannot be connected when a nib "
              + "is loaded: other files cannot reach the class; make it internal and "
              + "non-generic"))
        continue
      }
      result += declaration.outlets.map { .init(typeName: declaration.name, property: $0) }
    }
    return result
  }

  /// The designated initializer over which the class `name`'s `init(frame:)` is a
  /// convenience initializer (UIKit's `UITextView` and `UITableViewCell`, and the target's
  /// classes that inherit theirs), or `nil` when it is designated or missing.
  private func frameConvenience(of name: String, depth: Int = 0) -> String? {
    if let designated = InitializerFacts.frameConveniences[name] { return designated }
    guard depth < 32, let index = classesByName[name]?.first else { return nil }
    let declaration = classes[index]
    guard declaration.initializers.frame == nil,
      let designated = frameConvenience(
        of: declaration.superclassCandidates.last ?? "", depth: depth + 1)
    else { return nil }
    guard declaration.initializers.otherDesignated != nil else { return designated }
    return declaration.initializers.overridesDesignated(designated) ? designated : nil
  }

  /// Whether `X(frame:)` can be called; if not, warns why.
  private mutating func checkFrameInitializer(of declaration: ClassDeclaration) -> Bool {
    guard let problem = frameInitializerProblem(of: declaration) else { return true }
    diagnostics.append(problem)
    return false
  }

  /// Why `X(frame:)` cannot be called from the generated file, or `nil` when it can.
  private func frameInitializerProblem(of declaration: ClassDeclaration) -> Diagnostic? {
    let name = declaration.name
    if let frame = declaration.initializers.frame {
      guard let problem = frame.problem else { return nil }
      return Diagnostic(
        .warning, at: frame.location,
        "'\(name)' cannot be built by init(frame:) outside this file: \(problem)")
    }
    guard let other = declaration.initializers.otherDesignated else { return nil }
    let superclass = declaration.superclassCandidates.last ?? ""
    if let designated = frameConvenience(of: superclass),
      declaration.initializers.overridesDesignated(designated)
    {
      return nil
    }
    let fix =
      superclass == "UITableViewCell"
      ? "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"
      : "override init(frame: CGRect)"
    return Diagnostic(
      .warning, at: other.location,
      "'\(name)' declares \(other.signature) but not init(frame:), so it does not inherit "
        + "init(frame:) and is registered without it; add '\(fix)' to build it at design "
        + "time")
  }

  private static func diagnostic(
    _ obstacle: ClassDeclaration.Obstacle, for declaration: ClassDeclaration
  ) -> Diagnostic {
    let name = declaration.name
    let message: String
    switch obstacle {
    case .notReachable(let type, let access) where type == name:
      message =
        "class '\(name)' is \(access), so other files cannot reach it and it is not "
        + "registered; make it internal"
    case .notReachable(let type, let access):
      message =
        "class '\(name)' is inside \(access) '\(type)', so other files cannot reach it "
        + "and it is not registered; make '\(type)' internal"
    case .generic(let type) where type == name:
      message =
        "class '\(name)' is generic, so it is not registered (IB cannot choose its "
        + "type arguments); register a non-generic subclass instead"
    case .generic(let type):
      message =
        "class '\(name)' is inside generic '\(type)', so it is not registered (IB "
        + "cannot choose type arguments); move it out of '\(type)'"
    case .unavailable(let type):
      message =
        "class '\(name)' is \(type == name ? "" : "inside '\(type)', which is ")marked "
        + "unavailable, so no code can name it and it is not registered"
    }
    return Diagnostic(.warning, at: declaration.location, message)
  }
}
