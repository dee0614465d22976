import Components
import Foundation

extension CheckSession {
  /// Reports each layer animation a build added that is kept after it ends and fills
  /// forwards while the layer's own value differs, once per step and property: the device
  /// shows the animation's last value for good, Interface Builder and snapshots the layer's
  /// own. Those added in `prepareForInterfaceBuilder()` are left out, as the app never
  /// calls it.
  func checkHeldAnimations(_ traces: PathTraces) {
    var order: [String] = []
    var found: [String: (paths: [LifecyclePath], step: String, held: LifecycleTrace.HeldValue)] =
      [:]
    for path in LifecyclePath.allCases {
      for step in traces.trace(path).steps where step.kind != .hook("prepareForInterfaceBuilder()")
      {
        for held in step.animations.compactMap(\.held) {
          let key = "\(step.name) \(held.layer).\(held.keyPath)"
          if found[key] == nil {
            order.append(key)
            found[key] = ([], step.name, held)
          }
          if found[key]?.paths.contains(path) == false { found[key]?.paths.append(path) }
        }
      }
    }
    for key in order {
      guard let (paths, step, held) = found[key] else { continue }
      add(
        Finding(
          kind: .heldAnimation, paths: paths,
          explanation:
            "\(step) adds a \(held.animation) of \(held.keyPath) to a \(held.layer) that is kept "
            + "after it ends (isRemovedOnCompletion = false, fillMode = .forwards): on the "
            + "device the layer goes on showing \(held.keyPath) \(held.held), while its own "
            + "value stays \(held.model), which is what Interface Builder and snapshots draw.",
          fix:
            "Set the layer's \(held.keyPath) to \(held.held) itself when adding the animation, "
            + "and let the animation be removed when it ends: the device then rests where "
            + "Interface Builder and snapshots draw.",
          details: [
            "by": step, "keyPath": held.keyPath, "layer": held.layer, "model": held.model,
            "held": held.held,
          ]))
    }
  }
}
