import Components
import Foundation
import Raster

extension CheckSession {
  /// The pixels per point of the stale checks: a change that is not redrawn shows at any
  /// scale (the variants are large), and one point per pixel draws a quarter of the pixels
  /// of the usual 2x check.
  static let staleScale: CGFloat = 1

  /// Changes each attribute after a render, one at a time, as app code does later, and
  /// compares with a fresh build that had the new value from the start; then resizes the
  /// view the same way. Each attribute starts from a view built with the set's own values
  /// and rendered, so neither an attribute that redraws everything nor the state another
  /// attribute's new value leaves (a clamped value emptying an arc) can hide a stale one:
  /// three renders per attribute at ``staleScale``, and more only for a difference found.
  /// The view is the document's instance as the app builds it (run time), or the
  /// programmatic one when that path fails: standard properties a document archives (a
  /// `contentMode` that `init(coder:)` then replaces) are not forced on code-built views.
  /// - Parameters:
  ///   - path: the path that builds the views.
  ///   - resizes: whether to try a new size (not for a view that sets its own).
  ///   - awakeActs: whether `awakeFromNib()` changed a value when the view was built.
  func checkStaleAttributes(path: LifecyclePath, resizes: Bool = true, awakeActs: Bool = false) {
    let original = attributes.attributes
    // The set's own values built without awakeFromNib(), drawn once when first needed.
    var unawoken: Bitmap?? = nil
    attributes: for attribute in original {
      // An integer the component ignores (an enum's raw value that is no case) is changed
      // again to a nearby value before the attribute is judged.
      for to in Self.probes(of: attribute.value) {
        switch probeStale(
          attribute, to: to, path: path, awakeActs: awakeActs, unawoken: &unawoken)
        {
        case .failed: return
        case .judged: continue attributes
        case .ignored: continue
        }
      }
    }
    if resizes { checkStaleFrame(path: path) }
  }

  /// What one late change told about an attribute.
  enum StaleProbe {
    /// A view could not be built.
    case failed
    /// The attribute was judged: reported, or found redrawn.
    case judged
    /// The component ignores the integer: the late change drew nothing new, even laid out
    /// and drawn anew, and a fresh build with it draws as if the attribute were never set.
    case ignored
  }

  /// Changes `attribute` to `to` after a render and compares with a fresh build that had
  /// `to` from the start (three renders); reports a stale attribute when they differ for a
  /// reason other than an ignored integer or the order attributes are applied in.
  private func probeStale(
    _ attribute: Attribute, to: AttributeValue, path: LifecyclePath, awakeActs: Bool,
    unawoken: inout Bitmap??
  ) -> StaleProbe {
    let scale = Self.staleScale
    let original = attributes.attributes
    var next = original
    for index in next.indices where next[index].keyPath == attribute.keyPath {
      next[index].value = to
    }
    guard case .success(let view) = build(path) else { return .failed }
    let before = render(view, scale: scale)
    guard (try? view.setValue(to, forKeyPath: attribute.keyPath)) != nil else { return .judged }
    let late = render(view, scale: scale)
    guard case .success(let fresh) = build(path, order: next) else { return .failed }
    let freshPicture = render(fresh, scale: scale)
    guard !same(late, freshPicture, scale: scale),
      !(awakeActs && actsOnlyWhenLoaded(path, after: next, unawoken: &unawoken))
    else { return .judged }
    if appliedLast(attribute.keyPath, to, path: path, gives: late, unlike: (next, freshPicture)) {
      return .judged
    }
    // Evidence for the cause: whether a new layout and drawing of everything gives the
    // fresh picture (a missing invalidation), and if not, whether the change showed at all.
    Self.invalidateEverything(in: view)
    let relaidOut = render(view, scale: scale)
    let effect: StaleEffect =
      if same(relaidOut, freshPicture, scale: scale) {
        .notInvalidated
      } else if same(late, before, scale: scale), same(relaidOut, before, scale: scale) {
        .unused
      } else {
        .leavesState
      }
    // An integer that changes nothing, even laid out and drawn anew, and that a fresh build
    // treats as no value at all, is one the component ignores: another value is tried.
    if case .integer = to, effect == .unused,
      drawsAsNeverSet(attribute.keyPath, freshPicture, path: path)
    {
      return .ignored
    }
    let appliedBy =
      effect == .notInvalidated
      ? nil
      : attributeApplying(attribute.keyPath, to, path: path, fresh: freshPicture, among: original)
    addStale(
      attribute.keyPath, from: attribute.value, to: to, path: path, effect: effect,
      appliedBy: appliedBy, late: late, fresh: freshPicture)
    return .judged
  }

  /// Whether a fresh build draws `picture` without `keyPath` in the set at all: the value it
  /// had was ignored (a raw value that is no case of its enum). One build and render.
  private func drawsAsNeverSet(_ keyPath: String, _ picture: Bitmap, path: LifecyclePath)
    -> Bool
  {
    let without = attributes.attributes.filter { $0.keyPath != keyPath }
    guard case .success(let view) = build(path, order: without) else { return false }
    return same(render(view, scale: Self.staleScale), picture, scale: Self.staleScale)
  }

  /// Whether the late change drew what a fresh build gives with `keyPath` set to `value` after
  /// the other attributes, as the late change sees them; when it did, the picture depends on
  /// the order attributes are applied in, not on a missing update. That is reported once, as
  /// order dependence: by the order check when it names `keyPath`, here otherwise. One build
  /// and render when `keyPath` is not already last.
  private func appliedLast(
    _ keyPath: String, _ value: AttributeValue, path: LifecyclePath, gives late: Bitmap,
    unlike fresh: (order: [Attribute], picture: Bitmap)
  ) -> Bool {
    let inPlace = fresh.order
    let last = inPlace.filter { $0.keyPath != keyPath } + [Attribute(keyPath, value)]
    guard last != inPlace, case .success(let view) = build(path, order: last) else {
      return false
    }
    let lastPicture = render(view, scale: Self.staleScale)
    guard same(lastPicture, late, scale: Self.staleScale) else { return false }
    let named = findings.contains {
      $0.kind == .orderDependence && $0.attributes.contains(keyPath)
    }
    guard !named else { return true }
    let file = SafeFileName.ensure(keyPath)
    add(
      Finding(
        kind: .orderDependence, attributes: [keyPath], paths: [path],
        explanation:
          "Changing \(keyPath) to \(value) after the view is built draws what setting it after "
          + "the other attributes does, and not what a build with \(value) in its place in the "
          + "set draws: an attribute set after \(keyPath) changes what it shows, so the picture "
          + "depends on the order attributes are applied in.",
        fix:
          "Do not derive one attribute from another in its didSet or setter; store each value "
          + "as given and reconcile them in layoutSubviews() or draw(_:).",
        details: [
          "to": value.description, "order": inPlace.map(\.keyPath).joined(separator: ", "),
        ],
        pictures: savedPair(
          ("appliedLast.\(file)", lastPicture), ("inPlace.\(file)", fresh.picture),
          role: "appliedLastDiff.\(file)", scale: Self.staleScale)))
    return true
  }

  /// The values a late change tries in turn: ``variant(of:)``, then, for an integer, the
  /// nearby values i + 1, i - 1 and 0, for a component that ignores some integers (the raw
  /// value of an enum with fewer cases than the doubled value).
  static func probes(of value: AttributeValue) -> [AttributeValue] {
    guard let first = variant(of: value) else { return [] }
    guard case .integer(let i) = value else { return [first] }
    let nearby = [i.addingReportingOverflow(1), i.subtractingReportingOverflow(1), (0, false)]
    var values = [first]
    for (candidate, overflow) in nearby where !overflow && candidate != i {
      if !values.contains(.integer(candidate)) { values.append(.integer(candidate)) }
    }
    return values
  }

  /// Whether an attribute changes the run-time picture only through `awakeFromNib()`: built
  /// without the hook, the old and the new value draw the same. Such an attribute is read
  /// once, when the view is loaded (Spring's `autohide`); changing it later is expected to do
  /// nothing, and what the hook does is reported as its own finding.
  /// `unawoken` is the set's own values built that way, rendered on first use and kept.
  private func actsOnlyWhenLoaded(
    _ path: LifecyclePath, after: [Attribute], unawoken: inout Bitmap??
  ) -> Bool {
    guard path == .runTime else { return false }
    let old: Bitmap?
    if let drawn = unawoken {
      old = drawn
    } else {
      old = render(build(path, awake: false), scale: Self.staleScale)
      unawoken = .some(old)
    }
    let new = render(build(path, order: after, awake: false), scale: Self.staleScale)
    return old != nil && same(old, new, scale: Self.staleScale)
  }

  /// The other attribute of the set whose observer applies a late change of `keyPath`: set
  /// again to the value it holds (its `didSet` runs on every assignment, as in Swift on iOS),
  /// it gives the fresh picture. Each is tried on a view of its own, built and rendered anew.
  private func attributeApplying(
    _ keyPath: String, _ value: AttributeValue, path: LifecyclePath, fresh: Bitmap,
    among original: [Attribute]
  ) -> String? {
    var tried: Set<String> = [keyPath]
    for other in original where tried.insert(other.keyPath).inserted {
      guard case .success(let view) = build(path) else { return nil }
      _ = render(view, scale: Self.staleScale)
      guard (try? view.setValue(value, forKeyPath: keyPath)) != nil,
        let current = view.value(forKeyPath: other.keyPath),
        (try? view.setValue(current, forKeyPath: other.keyPath)) != nil
      else { continue }
      if same(render(view, scale: Self.staleScale), fresh, scale: Self.staleScale) {
        return other.keyPath
      }
    }
    return nil
  }

  /// What changing an attribute after a render did, as the pictures show it.
  enum StaleEffect: String {
    /// A new layout and drawing give the fresh picture: nothing asked for them.
    case notInvalidated
    /// The picture did not change, and a new layout and drawing do not change it either.
    case unused
    /// Even a new layout and drawing do not give the fresh picture: state from the old value
    /// stays.
    case leavesState
  }

  /// Asks the view, its subviews and every layer below them for a new layout and drawing.
  static func invalidateEverything(in view: View) {
    view.setNeedsLayout()
    view.setNeedsDisplay()
    for subview in view.subviews { invalidateEverything(in: subview) }
    var layers = [view.layer]
    while let layer = layers.popLast() {
      layer.setNeedsDisplay()
      layers += layer.sublayers ?? []
    }
  }

  private func addStale(
    _ keyPath: String, from: AttributeValue, to: AttributeValue, path: LifecyclePath,
    effect: StaleEffect, appliedBy: String? = nil, late: Bitmap, fresh: Bitmap
  ) {
    var (cause, method) = staleCause(keyPath, effect: effect)
    var applyFix: String?
    if let appliedBy {
      (cause, applyFix) = appliedLater(keyPath, by: appliedBy, effect: effect)
    }
    // Each attribute's pictures apart; a document's key path is not trusted as a file name.
    let file = SafeFileName.ensure(keyPath)
    var details = ["from": from.description, "to": to.description, "effect": effect.rawValue]
    details["method"] = method
    details["appliedBy"] = appliedBy
    // What a new layout or drawing would run again, when it adds a layer at every run.
    let redoneStacking =
      effect == .notInvalidated
      ? evidence.stacking(from: "draw(_:)") ?? evidence.stacking(from: "layoutSubviews()") : nil
    details["adds"] = redoneStacking?.location
    let setter = method?.hasSuffix(".set") == true ? "setter" : "didSet"
    let fix =
      switch effect {
      case .notInvalidated:
        "Call setNeedsLayout() or setNeedsDisplay() in \(keyPath)'s \(setter)."
          + (redoneStacking.map { " " + stackingCaveat($0) } ?? "")
      case .unused:
        "Read \(keyPath) where the view is laid out or drawn (layoutSubviews() or draw(_:)), "
          + "or apply it in its \(setter), not only once when the view is built."
      case .leavesState:
        "Make \(keyPath)'s \(setter) leave the view as a fresh build with the new value would: "
          + "remove or reset what the old value made (sublayers it added, properties it set) "
          + "before applying the new one."
      }
    add(
      Finding(
        kind: .staleAttribute, attributes: [keyPath], paths: [path],
        explanation:
          "Changing \(keyPath) from \(from) to \(to) after the first render does not change the "
          + "picture the way a fresh render with \(to) does: \(cause).",
        fix: applyFix ?? fix,
        details: details,
        pictures: savedPair(
          ("changedLater.\(file)", late), ("fresh.\(file)", fresh),
          role: "staleDiff.\(file)", scale: Self.staleScale)))
  }

  /// The cause and fix of a change that shows only once `other` is set again: its observer
  /// applies what the change left ready (a formatter, a private property), and the
  /// changed attribute's own observer does not.
  private func appliedLater(_ keyPath: String, by other: String, effect: StaleEffect)
    -> (String, String)
  {
    let own = staleObserver(keyPath).map { "`\($0.name)` (\($0.location))" }
    let applier = staleObserver(other).map { "`\($0.name)` (\($0.location))" }
    let before =
      effect == .unused
      ? "the picture stays as it was, even after a new layout and drawing of every layer"
      : "even a new layout and drawing of every layer do not give the fresh picture"
    return (
      before + ", but setting \(other) again to the value it holds gives it: "
        + (applier ?? "\(other)'s observer") + " applies what the new \(keyPath) changed, and "
        + (own.map { "\($0) does not" } ?? "\(keyPath) has no observer that does")
        + ", so the change shows only when \(other) is next set",
      "Make \(keyPath)'s didSet update the view as \(other)'s does (call the same update from "
        + "both), so the change shows at once."
    )
  }

  /// Why a change is not redrawn, from the pictures and, when it is known, the source; and
  /// the observer's name.
  private func staleCause(_ keyPath: String, effect: StaleEffect) -> (String, String?) {
    let observer = staleObserver(keyPath)
    let place = observer.map { "`\($0.name)` (\($0.location))" }
    switch effect {
    case .notInvalidated: break
    case .unused:
      return (
        "the picture stays as it was, even after a new layout and drawing of every layer, so "
          + "\(keyPath) is used only while the view is built or first laid out"
          + (place.map { " (\($0) does not apply it)" } ?? ""),
        observer?.name
      )
    case .leavesState:
      var runs = ""
      if let observer, let place, !observer.calls.isEmpty {
        runs =
          "\(place) calls " + observer.calls.map { "`\($0)`" }.joined(separator: ", ") + ", but "
      }
      return (
        runs + "even a new layout and drawing of every layer after the change do not give the "
          + "fresh picture: the view keeps what building it with the old value made (layers or "
          + "values a fresh build never has), so asking for layout or display would not help",
        observer?.name
      )
    }
    guard evidence.isKnown else { return ("nothing invalidates layout or display", nil) }
    guard let observer else {
      return (
        "\(keyPath) has no didSet in the source, so nothing asks for a new layout or drawing", nil
      )
    }
    if observer.invalidations.isEmpty, !observer.calls.isEmpty {
      let calls = observer.calls.map { "`\($0)`" }.joined(separator: ", ")
      return (
        "\(place ?? keyPath) calls \(calls), which updates the view itself but not as a new layout "
          + "and drawing do (those give the fresh picture), and calls neither setNeedsDisplay() "
          + "nor setNeedsLayout()",
        observer.name
      )
    }
    if observer.invalidations.isEmpty {
      return (
        "\(place ?? keyPath) calls neither setNeedsDisplay() nor setNeedsLayout()", observer.name
      )
    }
    return (
      "\(place ?? keyPath) calls \(observer.invalidations.joined(separator: " and ")), yet what "
        + "that redoes does not pick up the new \(keyPath) (layoutSubviews() or draw(_:) uses a "
        + "value computed earlier)",
      observer.name
    )
  }

  /// The attribute's observer in the source (`value.didSet`, or a computed `value.set`): its
  /// name, file and line, the class's own methods it calls, and the invalidations it reaches.
  private func staleObserver(
    _ keyPath: String
  ) -> (name: String, location: String, calls: [String], invalidations: [String])? {
    guard evidence.isKnown else { return nil }
    let names = SourceEvidence.propertyNames(keyPath)
    let observers = names.sorted().flatMap { ["\($0).didSet", "\($0).set", "\($0).willSet"] }
    guard let name = observers.first(where: { evidence.method($0) != nil }),
      let (facts, method) = evidence.method(name)
    else { return nil }
    let reached = evidence.reach(from: name).compactMap { evidence.method($0)?.method }
    return (
      name, "\(facts.file):\(method.line)",
      method.calls.filter { evidence.method($0) != nil },
      Array(Set(reached.flatMap(\.invalidations))).sorted()
    )
  }

  /// A clearly different value of the same kind, or `nil` when none can be made. Numbers
  /// double, so that a value clamped to another attribute stays within it.
  static func variant(of value: AttributeValue) -> AttributeValue? {
    switch value {
    case .boolean(let b): return .boolean(!b)
    case .integer(let i):
      return .integer(i == 0 ? 1 : i.multipliedReportingOverflow(by: 2).overflow ? i / 2 : i * 2)
    case .real(let r): return r.isFinite ? .real(r == 0 ? 1 : r * 2) : nil
    case .string(let s): return .string(s.isEmpty ? "Changed" : s + " changed")
    case .localizedString(let s): return .localizedString(s + " changed")
    case .point(let p): return .point(CGPoint(x: p.x / 2 + 1, y: p.y / 2 + 1))
    case .size(let s): return .size(CGSize(width: s.width / 2 + 1, height: s.height / 2 + 1))
    case .rect(let r): return .rect(r.insetBy(dx: r.width / 4, dy: r.height / 4))
    case .color(let c):
      return .color(
        Color(red: 1 - c.red, green: 1 - c.green, blue: 1 - c.blue, alpha: max(c.alpha, 0.5)))
    case .range, .image, .nil: return nil
    }
  }
}
