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
    return fallback()
  }
}
