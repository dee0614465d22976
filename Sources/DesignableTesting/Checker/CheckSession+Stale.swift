import Components
import Foundation
import Raster

extension CheckSession {
  /// Changes every attribute and the view's size after the first render, as app code does
  /// later, and compares with a fresh build that had the new values from the start: two
  /// renders. Only when they differ is each change tried alone, to name the stale ones.
  /// - Parameter rendered: the programmatic view, rendered once already, to change first.
  func checkStaleAttributes(rendered: View) {
    let changes = attributes.attributes.compactMap { attribute in
      Self.variant(of: attribute.value).map { (attribute.keyPath, attribute.value, $0) }
    }
    let grown = CGRect(
      origin: frame.origin, size: CGSize(width: frame.width * 1.5, height: frame.height * 1.5))
    let resizes = frame.width >= 1 && frame.height >= 1
    guard !changes.isEmpty || resizes else { return }
    guard
      let (late, fresh) = lateAndFresh(
        changes.map { ($0.0, $0.2) }, frame: resizes ? grown : frame, rendered: rendered),
      !same(late, fresh)
    else { return }
    for (keyPath, from, to) in changes {
      if let (late, fresh) = lateAndFresh([(keyPath, to)], frame: frame), !same(late, fresh) {
        addStale(keyPath, from: from, to: to, late: late, fresh: fresh)
      }
    }
    if resizes, let (late, fresh) = lateAndFresh([], frame: grown), !same(late, fresh) {
      add(
        Finding(
          kind: .staleAttribute, attributes: ["frame"], paths: [.programmatic],
          explanation:
            "After the view is resized, it does not draw what a view created at the new size "
            + "draws: its geometry was fixed when it was first laid out or created.",
          fix:
            "Compute sizes and paths from bounds in layoutSubviews() or draw(_:), not in the "
            + "initializers.",
          details: ["from": "\(frame.size)", "to": "\(grown.size)"],
          pictures: savedPair(("resized", late), ("createdAtNewSize", fresh), role: "resizeDiff")))
    }
  }

  /// Renders a view built with the set, then changed to `values` and `frame`; and a view
  /// built with them from the start.
  private func lateAndFresh(
    _ values: [(String, AttributeValue)], frame newFrame: CGRect, rendered: View? = nil
  ) -> (late: Bitmap, fresh: Bitmap)? {
    var changed = attributes.attributes
    for (keyPath, value) in values {
      for index in changed.indices where changed[index].keyPath == keyPath {
        changed[index].value = value
      }
    }
    let view: View
    if let rendered {
      view = rendered
    } else {
      guard case .success(let built) = build(.programmatic) else { return nil }
      view = built
      _ = render(view)
    }
    guard let fresh = render(build(.programmatic, order: changed, frame: newFrame)) else {
      return nil
    }
    for (keyPath, value) in values {
      guard (try? view.setValue(value, forKeyPath: keyPath)) != nil else { return nil }
    }
    if newFrame != frame { view.frame = newFrame }
    return (render(view), fresh)
  }

  private func addStale(_ keyPath: String, from: AttributeValue, to: AttributeValue, late: Bitmap, fresh: Bitmap) {
    add(
      Finding(
        kind: .staleAttribute, attributes: [keyPath], paths: [.programmatic],
        explanation:
          "Changing \(keyPath) from \(from) to \(to) after the first render does not change the "
          + "picture the way a fresh render with \(to) does: nothing invalidates layout or display.",
        fix: "Call setNeedsLayout() or setNeedsDisplay() in \(keyPath)'s didSet.",
        details: ["from": from.description, "to": to.description],
        pictures: savedPair(("changedLater", late), ("fresh", fresh), role: "staleDiff")))
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
