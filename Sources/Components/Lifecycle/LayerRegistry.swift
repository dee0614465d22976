import Foundation

/// How to build one layer class by `init()`, as a view makes its backing layer of
/// `layerClass`.
///
/// Core Animation builds a backing layer through the Objective-C runtime; Swift builds an
/// instance of a class known only at run time by an initializer that every subclass must
/// provide (`required`), which would oblige every layer subclass that declares initializers of
/// its own to write one more. A registration says how instead: the `DesignablePlugin` writes
/// one for every class of a target that a view names as its `layerClass`.
public struct LayerRegistration: @unchecked Sendable {
  /// The registered class.
  public let type: Layer.Type
  /// Builds the class by its `init()`.
  public let make: () -> Layer

  /// - Parameters:
  ///   - type: the layer class.
  ///   - make: builds it by `init()`.
  public init<L: Layer>(_ type: L.Type, make: @escaping () -> L) {
    self.type = type
    self.make = make
  }
}

/// Where a view finds how to build its backing layer: the library's own layer classes,
/// explicit registrations, and the generated `DesignableRegistrations` of the layer class's
/// module (its `layers`).
public enum LayerRegistry {
  /// Registers how to build `type`, for a layer class the plugin does not cover (a test
  /// target without the plugin). A later registration of the same class replaces it.
  public static func register<L: Layer>(_ type: L.Type, make: @escaping () -> L) {
    table.add(LayerRegistration(type, make: make))
  }

  /// A new layer of `type` built by its `init()`, as UIKit makes the backing layer of a view
  /// of class `view`. A class with no registration gives a layer of its nearest registered
  /// superclass, and a warning on standard error once per class (the view then lacks what
  /// the class draws).
  public static func backingLayer(of type: AnyClass, for view: AnyClass) -> Layer {
    guard let layerType = type as? Layer.Type else { return Layer() }
    if let make = table.maker(for: layerType) { return make() }
    var current: AnyClass? = _getSuperclass(layerType)
    while let ancestor = current as? Layer.Type {
      if let make = table.maker(for: ancestor) {
        table.warnOnce(about: layerType, view: view, using: ancestor)
        return make()
      }
      current = _getSuperclass(ancestor)
    }
    return Layer()
  }

  private static let table = LayerTable()
}

/// The layer registrations seen so far, by class, and the modules whose lists were loaded.
private final class LayerTable: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var byType: [ObjectIdentifier: () -> Layer] = [
    ObjectIdentifier(Layer.self): { Layer() },
    ObjectIdentifier(ShapeLayer.self): { ShapeLayer() },
    ObjectIdentifier(GradientLayer.self): { GradientLayer() },
    ObjectIdentifier(TextLayer.self): { TextLayer() },
    ObjectIdentifier(ReplicatorLayer.self): { ReplicatorLayer() },
  ]
  private var modulesLoaded: Set<String> = []

  func add(_ registration: LayerRegistration) {
    lock.withLock { byType[ObjectIdentifier(registration.type)] = registration.make }
  }

  /// How to build `type`, loading its module's generated list the first time.
  func maker(for type: Layer.Type) -> (() -> Layer)? {
    lock.withLock {
      if let make = byType[ObjectIdentifier(type)] { return make }
      guard let module = ModuleName.of(type), modulesLoaded.insert(module).inserted,
        let list = ComponentRegistry.generatedRegistrations(inModule: module)
      else { return nil }
      for registration in list.layers where byType[ObjectIdentifier(registration.type)] == nil {
        byType[ObjectIdentifier(registration.type)] = registration.make
      }
      return byType[ObjectIdentifier(type)]
    }
  }

  func warnOnce(about type: Layer.Type, view: AnyClass, using ancestor: Layer.Type) {
    ClassWarnings.warnOnce(
      about: type,
      "warning: \(String(reflecting: view)) names \(String(reflecting: type)) as its "
        + "layerClass, which has no layer registration, so its backing layer is a "
        + "\(String(reflecting: ancestor)) and lacks what \(type) adds; apply the "
        + "DesignablePlugin to its target (a private class needs to be internal), or call "
        + "LayerRegistry.register(\(type).self) { \(type)() }\n")
  }
}
