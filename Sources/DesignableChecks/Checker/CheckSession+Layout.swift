import Components
import Foundation
import Raster

/// Where every layer of a tree sits, in tree order, and whether any still needs layout.
struct LayoutState: Equatable {
  var frames: [CGRect]
  var hidden: [Bool]
  var needsLayout: Bool

  init(_ root: Layer) {
    var frames: [CGRect] = []
    var hidden: [Bool] = []
    var needsLayout = false
    var stack = [root]
    while let layer = stack.popLast() {
      frames.append(layer.frame)
      hidden.append(layer.isHidden)
      needsLayout = needsLayout || layer.needsLayout()
      stack += (layer.sublayers ?? []).reversed()
    }
    (self.frames, self.hidden, self.needsLayout) = (frames, hidden, needsLayout)
  }

  var layerCount: Int { frames.count }

  /// How many layers sit elsewhere (or are shown or hidden) in `other`, of a tree as large.
  func moved(in other: LayoutState) -> Int {
    zip(zip(frames, hidden), zip(other.frames, other.hidden)).count { $0 != $1 }
  }
}

extension CheckSession {
  /// Lays the view out a second time and renders again: the picture and the layer count
  /// must not change. When they do, more passes tell the cause apart: layout that adds
  /// content at every pass, drawing that moves what layout placed (or asks for layout
  /// again), or layout that does not settle.
  func checkLayoutIdempotence(_ view: View, first: Bitmap) {
    let drawn = LayoutState(view.layer)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    let after = view.layer.layerCount
    let second = render(view)
    guard after != drawn.layerCount || !same(first, second) else { return }
    // Two more passes without drawing, then a drawing with no layout between.
    view.setNeedsLayout()
    view.layoutIfNeeded()
    let laidOut = LayoutState(view.layer)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    let laidOutAgain = LayoutState(view.layer)
    Self.markForDisplay(view.layer)
    _ = render(view)
    let redrawn = LayoutState(view.layer)
    let details = ["layersBefore": String(drawn.layerCount), "layersAfter": String(after)]
    let pictures = savedPair(("firstLayout", first), ("secondLayout", second), role: "layoutDiff")
    let growth =
      after != drawn.layerCount
      ? (drawn.layerCount, after) : (laidOut.layerCount, laidOutAgain.layerCount)
    if growth.0 != growth.1 {
      add(
        Finding(
          kind: .layoutNotIdempotent, paths: [.runTime],
          explanation:
            "A second layoutSubviews() pass grows the layer tree from \(growth.0) to "
            + "\(growth.1) layers: layout adds content each time it runs.",
          fix:
            "Create sublayers and subviews once (in the initializers) and only size and place "
            + "them in layoutSubviews().",
          details: details, pictures: pictures))
    } else if laidOut == laidOutAgain, drawn.needsLayout || redrawn != laidOutAgain {
      add(
        drawingChangesLayout(
          drawn: drawn, laidOut: laidOut, details: details, pictures: pictures))
    } else {
      add(
        Finding(
          kind: .layoutNotIdempotent, paths: [.runTime],
          explanation:
            "A second layoutSubviews() pass changes the picture: layout does not give the same "
            + "result each time it runs, so iOS shows whichever pass ran last.",
          fix:
            "Make layoutSubviews() depend only on the bounds and the attributes, not on what an "
            + "earlier pass left (a size read back from a subview it resized, a value it "
            + "toggles or accumulates).",
          details: details, pictures: pictures))
    }
  }

  /// The finding when drawing moves what layout placed or asks for layout again, naming
  /// what the drawing methods set or invalidate when the source is known.
  private func drawingChangesLayout(
    drawn: LayoutState, laidOut: LayoutState, details: [String: String],
    pictures: [String: String]
  ) -> Finding {
    var what: [String] = []
    let moved = drawn.layerCount == laidOut.layerCount ? drawn.moved(in: laidOut) : 0
    if moved > 0 {
      what.append(
        "\(moved) \(moved == 1 ? "layer sits" : "layers sit") elsewhere after drawing than "
          + "layoutSubviews() places \(moved == 1 ? "it" : "them")")
    }
    if drawn.needsLayout { what.append("drawing asks for layout again") }
    if what.isEmpty { what.append("drawing changes what layoutSubviews() then places") }
    var explanation =
      "Drawing changes the layout: " + what.joined(separator: ", and ")
      + ", so the picture depends on whether layout runs again after drawing: a second pass "
      + "changes it, and on iOS any later layout (at the next frame, when drawing asks for "
      + "one) undoes what drawing did."
    var methods: [String] = []
    for (method, part) in drawingLayoutWrites() {
      methods.append(method)
      explanation += " " + part
    }
    var facts = details
    if !methods.isEmpty { facts["methods"] = methods.joined(separator: ",") }
    return Finding(
      kind: .layoutNotIdempotent, paths: [.runTime], explanation: explanation,
      fix:
        "Only draw in draw(_:): set frames, add or hide subviews and sublayers, and change "
        + "what layout reads in layoutSubviews() or when the attribute changes, never while "
        + "drawing.",
      details: facts, pictures: pictures)
  }

  /// What the component's drawing methods (and the methods they call) set that layout
  /// owns, or the layout they invalidate: each as the method and a sentence naming it.
  private func drawingLayoutWrites() -> [(method: String, sentence: String)] {
    guard evidence.isKnown else { return [] }
    let layoutProperties: Set<String> = [
      "frame", "bounds", "center", "position", "transform", "isHidden", "hidden",
      "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets", "size", "origin",
    ]
    let starts = SourceEvidence.methods(of: .draw, keyPath: "")
    var reached: [String] = []
    for start in starts where evidence.method(start) != nil {
      for name in evidence.reach(from: start).sorted() where !reached.contains(name) {
        reached.append(name)
      }
    }
    var result: [(String, String)] = []
    for name in reached {
      guard let (facts, method) = evidence.method(name) else { continue }
      let writes = method.assignments.filter { assignment in
        let parts = assignment.property.split(whereSeparator: { $0 == "." || $0 == "?" })
        return parts.contains { layoutProperties.contains(String($0)) }
      }
      let asks = method.invalidations.filter { $0.contains("Layout") }
      guard !writes.isEmpty || !asks.isEmpty else { continue }
      let file = method.file ?? facts.file
      var parts = writes.map { "sets `\($0.property)` (`\($0.text)`, \(file):\($0.line))" }
      parts += asks.map { "calls `\($0)`" }
      result.append((name, "`\(name)` " + parts.joined(separator: " and ") + "."))
    }
    return result
  }

  /// Marks every layer of the tree for drawing.
  private static func markForDisplay(_ layer: Layer) {
    layer.setNeedsDisplay()
    for sublayer in layer.sublayers ?? [] { markForDisplay(sublayer) }
  }
}
