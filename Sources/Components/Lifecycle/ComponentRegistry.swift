import Foundation

/// How to build one component class by `init(frame:)`, and the inspectable attributes its
/// source declares with `@IBInspectable`.
///
/// UIKit's `init(frame:)` is not `required`, so a view cannot be built from its type alone;
/// a registration says how. The `DesignablePlugin` build-tool plugin writes one for every
/// `@IBDesignable` class and every class with `@IBInspectable` properties in a target.
public struct ComponentRegistration: @unchecked Sendable {
  /// The registered class.
  public let type: View.Type
  /// Whether the class is marked `@IBDesignable` (Interface Builder renders it live).
  public let isDesignable: Bool
  /// Builds the class by `init(frame:)`; `nil` when it has no such initializer.
  public let makeWithFrame: ((CGRect) -> View)?
  /// The attributes the class itself declares (not its superclasses').
  public let inspectables: [Inspectable]
  /// The name `@objc(Name)` gives the class, which documents (a storyboard's
  /// `customClass`) use for it; `nil` when it has none.
  public let objectiveCName: String?
  /// What the class's own methods do, as its source says (`nil` when not known).
  public let source: SourceFacts?

  /// - Parameters:
  ///   - type: the class.
  ///   - designable: whether it is marked `@IBDesignable`.
  ///   - frame: builds it by `init(frame:)`, or `nil` when it has no such initializer.
  ///   - inspectables: its own `@IBInspectable` attributes.
  ///   - objectiveCName: the name `@objc(Name)` gives it, if any.
  ///   - source: what its methods do, for the checker's explanations.
  public init<V: View>(
    _ type: V.Type, designable: Bool = true, frame: ((CGRect) -> V)?,
    inspectables: [Inspectable] = [], objectiveCName: String? = nil, source: SourceFacts? = nil
  ) {
    self.type = type
    self.isDesignable = designable
    self.makeWithFrame = frame.map { make in { make($0) } }
    self.inspectables = inspectables
    self.objectiveCName = objectiveCName
    self.source = source
  }
}

extension ComponentRegistration {
  /// The registration of `type`, built by `frame`, as a helper view (not designable): a class
  /// whose superclass the plugin cannot see, such as a cell subclassing a library's cell.
  public static func ifView<V: View>(
    _ type: V.Type, frame: @escaping (CGRect) -> V, objectiveCName: String? = nil
  ) -> [ComponentRegistration] {
    [ComponentRegistration(type, designable: false, frame: frame, objectiveCName: objectiveCName)]
  }

  /// Nothing: `type` is not a view.
  @_disfavoredOverload
  public static func ifView<T>(
    _ type: T.Type, frame: @escaping (CGRect) -> T, objectiveCName: String? = nil
  ) -> [ComponentRegistration] { [] }
}

/// A target's registrations, as the `DesignablePlugin` generates them: a public type named
/// `DesignableRegistrations` in the component's module, found by that name at run time.
public protocol ComponentRegistrations {
  static var registrations: [ComponentRegistration] { get }
  /// The target's `.xib` documents, by name without the extension, as XML text: where a nib
  /// loader finds a nib the target's code loads by name.
  static var nibs: [String: String] { get }
  /// The `@IBOutlet` properties of the target's classes, for a nib loader to connect.
  static var outlets: [NibOutlet] { get }
  /// How to build the target's layer classes that views name as their `layerClass`.
  static var layers: [LayerRegistration] { get }
  /// How to build the target's other view classes, neither designable nor inspectable,
  /// that the library may have to build from their type (cells registered for reuse, views
  /// a nib names).
  static var views: [ComponentRegistration] { get }
}

extension ComponentRegistrations {
  public static var nibs: [String: String] { [:] }
  public static var outlets: [NibOutlet] { [] }
  public static var layers: [LayerRegistration] { [] }
  public static var views: [ComponentRegistration] { [] }
}

/// A view class that can be built from its type by `init(frame:)`: a `final` class with
/// `override init(frame:)`, or a class whose `init(frame:)` is `required`. Conforming is one
/// way to make a component buildable without the plugin.
public protocol FrameConstructible: View {
  init(frame: CGRect)
}

/// Where the lifecycle finds how to build a component: explicit registrations, the
/// generated `DesignableRegistrations` of the component's module, and ``FrameConstructible``.
public enum ComponentRegistry {
  /// Registers how to build `type` by `init(frame:)`, for a component the plugin does not
  /// cover. A later registration of the same class replaces the builder and adds to its
  /// attributes.
  public static func register<V: View>(
    _ type: V.Type, inspectables: [Inspectable] = [], frame: @escaping (CGRect) -> V
  ) {
    table.add(
      ComponentRegistration(type, designable: true, frame: frame, inspectables: inspectables))
  }

  /// Adds a registration, as a generated list does.
  public static func register(_ registration: ComponentRegistration) {
    table.add(registration)
  }

  /// The registration of `type`, looking in its module's generated list the first time.
  public static func registration(for type: View.Type) -> ComponentRegistration? {
    table.registration(for: type)
  }

  /// The name of the module that declares `type`, a view or any other type (a nib's owner
  /// need not be a view); `nil` for a type with no module name.
  public static func moduleName(of type: Any.Type) -> String? {
    ModuleName.of(type)
  }

  /// The generated registrations of the module named `module`, if it has them.
  public static func generatedRegistrations(inModule module: String)
    -> (any ComponentRegistrations.Type)?
  {
    table.list(inModule: module)
  }

  /// The modules whose generated registrations have been looked up so far, in that order.
  public static var modulesSeen: [String] { table.modulesSeen }

  /// The view class `name` declared at the top level of module `module`, if there is one,
  /// found by the runtime's type lookup (registered or not), as a document's
  /// `customClass`/`customModule` names it.
  public static func viewClass(named name: String, inModule module: String) -> View.Type? {
    ModuleName.topLevelClass(name, in: module) as? View.Type
  }

  /// What the source of `type` and of its registered superclasses says their methods do,
  /// nearest class first.
  public static func sourceFacts(of type: View.Type) -> [(type: View.Type, facts: SourceFacts)] {
    var result: [(type: View.Type, facts: SourceFacts)] = []
    var current: AnyClass? = type
    while let view = current as? View.Type {
      if let facts = registration(for: view)?.source { result.append((view, facts)) }
      if view == View.self { break }
      current = _getSuperclass(view)
    }
    return result
  }

  /// The attributes registered for exactly `type` (not its superclasses).
  static func registeredInspectables(of type: View.Type) -> [Inspectable] {
    registration(for: type)?.inspectables ?? []
  }

  /// Builds `type` by `init(frame:)`.
  /// - Throws: ``LifecycleError/notRegistered(component:module:)`` when nothing says how;
  ///   ``LifecycleError/noFrameInitializer(component:)`` when its registration says the class
  ///   has no `init(frame:)`.
  static func make<V: View>(_ type: V.Type, frame: CGRect) throws(LifecycleError) -> V {
    let registered = registration(for: type)
    if let make = registered?.makeWithFrame, let view = make(frame) as? V {
      return view
    }
    if let constructible = type as? any FrameConstructible.Type,
      let view = constructible.init(frame: frame) as? V
    {
      return view
    }
    if registered != nil { throw .noFrameInitializer(component: String(describing: type)) }
    throw .notRegistered(
      component: String(describing: type), module: ModuleName.of(type) ?? "(unknown)")
  }

  private static let table = RegistrationTable()
}

/// The registrations seen so far, by class, and the modules whose lists were loaded.
private final class RegistrationTable: @unchecked Sendable {
  /// Recursive, so that a generated list that itself looks something up cannot deadlock.
  private let lock = NSRecursiveLock()
  /// The library's own views, buildable like any registered component.
  private var byType: [ObjectIdentifier: ComponentRegistration] = [
    ObjectIdentifier(View.self): ComponentRegistration(View.self, frame: { View(frame: $0) }),
    ObjectIdentifier(Label.self): ComponentRegistration(Label.self, frame: { Label(frame: $0) }),
    ObjectIdentifier(ImageView.self): ComponentRegistration(
      ImageView.self, frame: { ImageView(frame: $0) }),
    ObjectIdentifier(Control.self): ComponentRegistration(
      Control.self, frame: { Control(frame: $0) }),
    ObjectIdentifier(Button.self): ComponentRegistration(
      Button.self, frame: { Button(frame: $0) }),
  ]
  /// The modules looked up, with their lists (`nil` for a module that has none).
  private var lists: [String: (any ComponentRegistrations.Type)?] = [:]
  /// The keys of `lists`, in the order they were looked up.
  private var moduleOrder: [String] = []
  /// The classes whose module's list has been loaded: a lookup of one of them is a
  /// dictionary read, with no module name to work out (attributes are looked up per set).
  private var seenTypes: Set<ObjectIdentifier> = []

  func add(_ registration: ComponentRegistration) {
    lock.withLock { merge(registration) }
  }

  /// The registration of `type`, loading its module's generated list the first time a class
  /// of that module is asked for. The module counts as loaded only once its list is merged,
  /// so a lookup on another thread meanwhile waits for it rather than finding nothing.
  func registration(for type: View.Type) -> ComponentRegistration? {
    let key = ObjectIdentifier(type)
    return lock.withLock {
      if seenTypes.insert(key).inserted, let module = ModuleName.of(type) {
        load(module)
      }
      return byType[key]
    }
  }

  /// The generated list of `module`, merging its registrations the first time.
  func list(inModule module: String) -> (any ComponentRegistrations.Type)? {
    lock.withLock { load(module) }
  }

  var modulesSeen: [String] { lock.withLock { moduleOrder } }

  @discardableResult
  private func load(_ module: String) -> (any ComponentRegistrations.Type)? {
    if let known = lists[module] { return known }
    let list = ModuleName.generatedList(in: module)
    lists[module] = .some(list)
    moduleOrder.append(module)
    list?.registrations.forEach(merge)
    list?.views.forEach(merge)
    return list
  }

  /// Keeps one entry per class: a new builder replaces the old one, attributes accumulate
  /// (an extension in another file may declare some), the newer winning on a key path.
  private func merge(_ registration: ComponentRegistration) {
    let key = ObjectIdentifier(registration.type)
    guard let old = byType[key] else {
      byType[key] = registration
      return
    }
    let newKeys = Set(registration.inspectables.map(\.keyPath))
    byType[key] = ComponentRegistration(
      type: registration.type, isDesignable: old.isDesignable || registration.isDesignable,
      makeWithFrame: registration.makeWithFrame ?? old.makeWithFrame,
      inspectables: old.inspectables.filter { !newKeys.contains($0.keyPath) }
        + registration.inspectables,
      objectiveCName: registration.objectiveCName ?? old.objectiveCName,
      source: Self.merged(old.source, registration.source))
  }

  /// Both lists of method facts; the newer wins for a method named in both. Declarations on
  /// the Interface Builder flag are kept from both, each clause once.
  private static func merged(_ old: SourceFacts?, _ new: SourceFacts?) -> SourceFacts? {
    guard let old, let new else { return new ?? old }
    let names = Set(new.methods.map(\.name))
    // Each clause named by its file, once, then the new file's own left unnamed again.
    var flagged: [SourceFacts.FlaggedDeclarations] = []
    for (facts, entry) in old.interfaceBuilderDeclarations.map({ (old, $0) })
      + new.interfaceBuilderDeclarations.map({ (new, $0) })
    {
      var named = entry
      named.file = entry.file ?? facts.file
      flagged.removeAll { $0.file == named.file && $0.line == named.line }
      flagged.append(named)
    }
    for index in flagged.indices where flagged[index].file == new.file {
      flagged[index].file = nil
    }
    // Hidden inspectables by key, the newer winning, each named by its file as above.
    let newKeys = Set(new.hiddenInspectables.map(\.key))
    var hidden = old.hiddenInspectables.filter { !newKeys.contains($0.key) }
    for index in hidden.indices {
      let file = hidden[index].file ?? old.file
      hidden[index].file = file == new.file ? nil : file
    }
    return SourceFacts(
      file: new.file, methods: old.methods.filter { !names.contains($0.name) } + new.methods,
      interfaceBuilderDeclarations: flagged, hiddenInspectables: hidden + new.hiddenInspectables)
  }
}

extension ComponentRegistration {
  fileprivate init(
    type: View.Type, isDesignable: Bool, makeWithFrame: ((CGRect) -> View)?,
    inspectables: [Inspectable], objectiveCName: String?, source: SourceFacts?
  ) {
    self.type = type
    self.isDesignable = isDesignable
    self.makeWithFrame = makeWithFrame
    self.inspectables = inspectables
    self.objectiveCName = objectiveCName
    self.source = source
  }
}

/// A type's module, and the generated list in a module, found by the runtime's type lookup.
enum ModuleName {
  /// The name of the module that declares `type`, the first part of its qualified name.
  static func of(_ type: Any.Type) -> String? {
    let qualified = String(reflecting: type)
    guard let dot = qualified.firstIndex(of: ".") else { return nil }
    let module = String(qualified[..<dot])
    return module.isEmpty ? nil : module
  }

  /// `<module>.DesignableRegistrations`, if the module has one. The runtime resolves a
  /// mangled name (`<length><module><length><name>O` for an enum) without demangling.
  static func generatedList(in module: String) -> (any ComponentRegistrations.Type)? {
    guard module.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    let name = "DesignableRegistrations"
    for suffix in ["O", "V", "C"] {
      let mangled = "\(module.utf8.count)\(module)\(name.utf8.count)\(name)\(suffix)"
      if let type = _typeByName(mangled) as? any ComponentRegistrations.Type { return type }
    }
    return nil
  }

  /// The class `name` declared at the top level of `module`, by its mangled name
  /// (`<length><module><length><name>C`); `nil` for a name that is not a plain ASCII
  /// identifier (letters, digits and `_`, not starting with a digit), which a document could
  /// hold and the mangling cannot spell.
  static func topLevelClass(_ name: String, in module: String) -> AnyClass? {
    let plain = { (text: String) in
      guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else {
        return false
      }
      return text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_"
      }
    }
    guard plain(module), plain(name) else { return nil }
    return _typeByName("\(module.utf8.count)\(module)\(name.utf8.count)\(name)C") as? AnyClass
  }
}
