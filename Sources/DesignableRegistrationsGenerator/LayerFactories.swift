/// A layer class of the target that the generated list builds by `init()`, because a view
/// names it as its `layerClass`.
struct LayerFactory: Sendable {
  /// The class's name as other files write it (`Outer.Inner`).
  let typeName: String
  let condition: BuildCondition
}

/// Finds the target's layer classes that views name as their `layerClass`, and says which
/// cannot be built from another file and why.
///
/// A `layerClass` that is not declared in the target (`CAShapeLayer`) needs nothing: the
/// library builds its own. One declared here is built by its `init()`, which UIKit calls to
/// make the backing layer; a class without one would stop the app on iOS.
struct LayerFactoryFinder {
  private let classes: [ClassDeclaration]
  private var byName: [String: Int] = [:]
  /// Whether a layer class hidden by its own `private` is built anyway: the adapter makes it
  /// internal.
  private let opensPrivateLayers: Bool
  private(set) var diagnostics: [Diagnostic] = []

  init(classes: [ClassDeclaration], opensPrivateLayers: Bool = false) {
    self.classes = classes
    self.opensPrivateLayers = opensPrivateLayers
    for (index, declaration) in classes.enumerated() where byName[declaration.name] == nil {
      byName[declaration.name] = index
    }
  }

  /// One factory per layer class named by some view, in order of first mention.
  mutating func factories() -> [LayerFactory] {
    var result: [LayerFactory] = []
    var seen: Set<String> = []
    for view in classes {
      for named in view.layerClasses {
        guard let index = resolve(named.name, from: view.name) else { continue }
        let layer = classes[index]
        guard seen.insert(layer.name).inserted else { continue }
        let opened: Bool
        if case .notReachable(let type, _) = layer.obstacle {
          opened = opensPrivateLayers && type == layer.name
        } else {
          opened = false
        }
        if case .notReachable(let type, let access) = layer.obstacle, !opened {
          warn(
            named.location,
            "'\(view.name)' names '\(layer.name)' as its layerClass, but '\(type)' is "
              + "\(access), so the generated list cannot build it and the view's backing "
              + "layer is one of its superclass; make '\(type)' internal")
          continue
        }
        if layer.obstacle != nil, !opened { continue }
        if let problem = missingInitializer(of: index) {
          warn(
            named.location,
            "'\(view.name)' names '\(layer.name)' as its layerClass, which UIKit builds by "
              + "init(), but \(problem) (on iOS the app stops when it makes the view); add "
              + "'override init() { super.init() }' and set the layer up there")
          continue
        }
        result.append(LayerFactory(typeName: layer.name, condition: layer.condition))
      }
    }
    return result
  }

  /// The target's class that `name`, written inside class `view`, refers to: a class nested
  /// in the view or in a type enclosing it, innermost first, then a top-level one.
  private func resolve(_ name: String, from view: String) -> Int? {
    var scopes = view.split(separator: ".").map(String.init)
    while true {
      let qualified = (scopes + [name]).joined(separator: ".")
      if let index = byName[qualified] { return index }
      if scopes.isEmpty { return nil }
      scopes.removeLast()
    }
  }

  /// Why `X()` cannot be called for the class at `index` from another file, or `nil`.
  private func missingInitializer(of index: Int, depth: Int = 0) -> String? {
    let declaration = classes[index]
    if let plain = declaration.initializers.plain {
      return plain.problem.map { "'\(declaration.name)' cannot be built by init(): \($0)" }
    }
    if declaration.initializers.declaresDesignated {
      let signature =
        declaration.initializers.frame != nil
        ? "init(frame:)" : declaration.initializers.otherDesignatedSignatures[0]
      return "'\(declaration.name)' declares \(signature) and not init(), so it has none"
    }
    // It inherits its superclass's initializers: a class of this target may lack init() too.
    guard depth < 32,
      let superclass = declaration.superclassCandidates.lazy.compactMap({ byName[$0] }).first
    else { return nil }
    return missingInitializer(of: superclass, depth: depth + 1)
  }

  private mutating func warn(_ location: SourcePoint, _ message: String) {
    diagnostics.append(Diagnostic(.warning, at: location, message))
  }
}
