import Components
import Foundation

/// The classes and nibs a table or collection view registered for reuse identifiers, and
/// how it builds a view for one: a nib's first top-level view of the right class, else the
/// class by `init(frame:)` through its registration (the plugin's, or ``ComponentRegistry``'s,
/// or ``FrameConstructible``), else `fallback`. Nothing is reused: each call builds anew.
struct ReuseRegistry {
  private var classes: [String: View.Type] = [:]
  private var nibs: [String: UINib] = [:]

  mutating func register(_ type: AnyClass?, for identifier: String) {
    nibs[identifier] = nil
    classes[identifier] = type as? View.Type
  }

  mutating func register(_ nib: UINib?, for identifier: String) {
    classes[identifier] = nil
    nibs[identifier] = nib
  }

  func isRegistered(_ identifier: String) -> Bool {
    classes[identifier] != nil || nibs[identifier] != nil
  }

  /// A view for `identifier`, or `nil` when nothing is registered for it.
  func make<V: View>(_ identifier: String, as kind: V.Type, fallback: () -> V) -> V? {
    if let nib = nibs[identifier] {
      let objects = nib.instantiate(withOwner: nil)
      return objects.lazy.compactMap { $0 as? V }.first ?? fallback()
    }
    guard let type = classes[identifier] else { return nil }
    if let make = ComponentRegistry.registration(for: type)?.makeWithFrame,
      let view = make(.zero) as? V
    {
      return view
    }
    if let constructible = type as? any FrameConstructible.Type,
      let view = constructible.init(frame: .zero) as? V
    {
      return view
    }
    ReuseRegistry.warnOnce(about: type, identifier: identifier, using: V.self)
    return fallback()
  }

  /// Says on standard error, once per class, that `type`, registered for `identifier`,
  /// cannot be built, so a plain `kind` stands in (and a cast of it to `type` will fail), and
  /// what to change.
  private static func warnOnce(about type: View.Type, identifier: String, using kind: View.Type) {
    ClassWarnings.warnOnce(
      about: type,
      "warning: \(String(reflecting: type)), registered for reuse identifier \"\(identifier)\", "
        + "cannot be built here (its init(frame:) can be called only through a registration), "
        + "so a plain \(kind) stands in for it; apply the DesignablePlugin to its target (a "
        + "private or fileprivate class needs to be internal), or call "
        + "ComponentRegistry.register with a closure that builds it\n")
  }
}
