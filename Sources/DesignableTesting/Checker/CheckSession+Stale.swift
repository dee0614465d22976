import Components
import Foundation
import Raster

extension CheckSession {
  /// Changes each attribute after a render, one at a time, as app code does later, and
  /// compares with a fresh build that had the new value from the start; then resizes the
  /// view the same way. Each step starts from the previous step's fresh build, already
  /// rendered, so an attribute that redraws everything cannot hide a stale one: two renders
  /// per attribute and two for the size.
  /// The view is the document's instance as the app builds it (run time), or the
  /// programmatic one when that path fails: standard properties a document archives (a
  /// `contentMode` that `init(coder:)` then replaces) are not forced on code-built views.
  /// - Parameters:
  ///   - rendered: the view built by `path`, rendered once already, to change first.
  ///   - path: the path that built it, and builds the fresh views.
  ///   - resizes: whether to try a new size (not for a view that sets its own).
  func checkStaleAttributes(rendered: View, path: LifecyclePath, resizes: Bool = true) {
    var current = attributes.attributes
    var view = rendered
    for attribute in attributes.attributes {
      guard let to = Self.variant(of: attribute.value) else { continue }
      var next = current
      for index in next.indices where next[index].keyPath == attribute.keyPath {
        next[index].value = to
      }
      guard (try? view.setValue(to, forKeyPath: attribute.keyPath)) != nil else { continue }
      let late = render(view)
      guard case .success(let fresh) = build(path, order: next) else { return }
      let freshPicture = render(fresh)
      if !same(late, freshPicture), !actsOnlyWhenLoaded(path, before: current, after: next) {
        addStale(
          attribute.keyPath, from: attribute.value, to: to, path: path, late: late,
          fresh: freshPicture)
      }
      (view, current) = (fresh, next)
    }
    let grown = CGRect(
      origin: frame.origin, size: CGSize(width: frame.width * 1.5, height: frame.height * 1.5))
    guard resizes, frame.width >= 1, frame.height >= 1 else { return }
    view.frame = grown
    let late = render(view)
    // A view that sets its own size when created (Cosmos fits its stars) has no "new size"
    // to compare with: what it does is the resizesItself finding's, not a stale frame.
    guard case .success(let freshView) = build(path, order: current, frame: grown),
      freshView.bounds.size == grown.size
    else { return }
    let fresh = render(freshView)
    guard !same(late, fresh) else { return }
    // Evidence for the cause: a redraw alone that gives the fresh picture means draw(_:)
    // was right and only never asked for again, as UIKit does for any content mode but
    // .redraw.
    view.setNeedsDisplay()
    let redrawn = render(view)
    let (explanation, fix) =
      same(redrawn, fresh)
      ? (
        "After the view is resized, its draw(_:) is not called again: its content mode is not "
          + ".redraw, so the old drawing is kept (UIKit stretches it) instead of drawn at the "
          + "new size.",
        "Set contentMode = .redraw in the initializers, or call setNeedsDisplay() when the "
          + "bounds change (in layoutSubviews())."
      )
      : (
        "After the view is resized, it does not draw what a view created at the new size "
          + "draws: its geometry was fixed when it was first laid out or created.",
        "Compute sizes and paths from bounds in layoutSubviews() or draw(_:), not in the "
          + "initializers."
      )
    add(
      Finding(
        kind: .staleAttribute, attributes: ["frame"], paths: [path],
        explanation: explanation, fix: fix,
        details: ["from": "\(frame.size)", "to": "\(grown.size)"],
        pictures: savedPair(("resized", late), ("createdAtNewSize", fresh), role: "resizeDiff")))
  }

  /// Whether an attribute changes the run-time picture only through `awakeFromNib()`: built
  /// without the hook, the old and the new value draw the same. Such an attribute is read
  /// once, when the view is loaded (Spring's `autohide`); changing it later is expected to do
  /// nothing, and what the hook does is reported as its own finding.
  private func actsOnlyWhenLoaded(
    _ path: LifecyclePath, before: [Attribute], after: [Attribute]
  ) -> Bool {
    guard path == .runTime, evidence.reach(from: "awakeFromNib()").count > 0 || !evidence.isKnown
    else { return false }
    let old = render(build(path, order: before, awake: false))
    let new = render(build(path, order: after, awake: false))
    return old != nil && same(old, new)
  }

  private func addStale(
    _ keyPath: String, from: AttributeValue, to: AttributeValue, path: LifecyclePath,
    late: Bitmap, fresh: Bitmap
  ) {
    let (cause, method) = staleCause(keyPath)
    var details = ["from": from.description, "to": to.description]
    details["method"] = method
    add(
      Finding(
        kind: .staleAttribute, attributes: [keyPath], paths: [path],
        explanation:
          "Changing \(keyPath) from \(from) to \(to) after the first render does not change the "
          + "picture the way a fresh render with \(to) does: \(cause).",
        fix: "Call setNeedsLayout() or setNeedsDisplay() in \(keyPath)'s didSet.",
        details: details,
        pictures: savedPair(("changedLater", late), ("fresh", fresh), role: "staleDiff")))
  }

  /// Why a change is not redrawn, from the source when it is known, and the observer's name.
  private func staleCause(_ keyPath: String) -> (String, String?) {
    guard evidence.isKnown else { return ("nothing invalidates layout or display", nil) }
    let names = SourceEvidence.propertyNames(keyPath)
    let observers = names.flatMap { ["\($0).didSet", "\($0).set", "\($0).willSet"] }
    guard let name = observers.first(where: { evidence.method($0) != nil }),
      let (facts, method) = evidence.method(name)
    else {
      return ("\(keyPath) has no didSet in the source, so nothing asks for a new layout or drawing", nil)
    }
    let reached = evidence.reach(from: name).compactMap { evidence.method($0)?.method }
    let invalidations = Array(Set(reached.flatMap(\.invalidations))).sorted()
    let place = "`\(name)` (\(facts.file):\(method.line))"
    if invalidations.isEmpty {
      return ("\(place) calls neither setNeedsDisplay() nor setNeedsLayout()", name)
    }
    return (
      "\(place) calls \(invalidations.joined(separator: " and ")), yet what that redoes does not "
        + "pick up the new \(keyPath) (layoutSubviews() or draw(_:) uses a value computed earlier)",
      name
    )
  }

  /// A clearly different value of the same kind, or `nil` when none can be made. Numbers
  /// double, so that a value clamped to another attribute stays within it.
  static func variant(of value: AttributeValue) -> AttributeValue? {
    switch value {
    case .boolean(let b): return .boolean(!b)
    case .integer(let i): return .integer(i == 0 ? 1 : i.multipliedReportingOverflow(by: 2).overflow ? i / 2 : i * 2)
    case .real(let r): return r.isFinite ? .real(r == 0 ? 1 : r * 2) : nil
    case .string(let s): return .string(s.isEmpty ? "Changed" : s + " changed")
    case .localizedString(let s): return .localizedString(s + " changed")
    case .point(let p): return .point(CGPoint(x: p.x / 2 + 1, y: p.y / 2 + 1))
    case .size(let s): return .size(CGSize(width: s.width / 2 + 1, height: s.height / 2 + 1))
    case .rect(let r): return .rect(r.insetBy(dx: r.width / 4, dy: r.height / 4))
    case .color(let c):
      return .color(Color(red: 1 - c.red, green: 1 - c.green, blue: 1 - c.blue, alpha: max(c.alpha, 0.5)))
    case .range, .image, .nil: return nil
    }
  }
}
