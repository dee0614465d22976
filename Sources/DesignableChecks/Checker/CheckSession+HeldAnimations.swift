import Components
import Foundation

extension CheckSession {
  /// Reports each layer animation a build added that is kept after it ends and fills
  /// forwards while the layer's own value differs, once per step and property: the device
  /// shows the animation's last value for good, Interface Builder and snapshots the layer's
  /// own. Those added in `prepareForInterfaceBuilder()` are left out, as the app never
  /// calls it.
  func checkHeldAnimations(_ traces: PathTraces) {
    let started = animationsStarted(in: traces) { step, animation in
      animation.held.map { "\(step.name) \($0.layer).\($0.keyPath)" }
    }
    for (paths, step, animation) in started {
      guard let held = animation.held else { continue }
      add(
        Finding(
          kind: .heldAnimation, paths: paths,
          explanation:
            "\(step) \(Self.verb("adds", for: step)) a \(held.animation) of \(held.keyPath) to a \(held.layer) that is kept "
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
