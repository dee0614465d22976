import Components
import Foundation
import Raster

extension CheckSession {
  /// Resizes a rendered view unevenly (``resizedSize(_:)``), as app code or Auto Layout does
  /// later, and compares with a view created at the new size; a difference is a stale `frame`, and its cause is
  /// told from two more facts: whether the resize ran the view's `draw(_:)` again, and
  /// whether a redraw alone gives the new picture.
  func checkStaleFrame(path: LifecyclePath) {
    let scale = Self.staleScale
    let grown = CGRect(origin: frame.origin, size: Self.resizedSize(frame.size))
    guard frame.width >= 1, frame.height >= 1, case .success(let view) = build(path) else {
      return
    }
    _ = render(view, scale: scale)
    let displays = view.layer.displayCount
    let subviewDrawings = SubviewDrawings(below: view)
    view.frame = grown
    let late = render(view, scale: scale)
    let drawnAgain = view.layer.displayCount > displays
    // A view that sets its own size when created (Cosmos fits its stars) has no "new size"
    // to compare with: what it does is the resizesItself finding's, not a stale frame.
    guard case .success(let freshView) = build(path, frame: grown),
      freshView.bounds.size == grown.size
    else { return }
    let fresh = render(freshView, scale: scale)
    guard !same(late, fresh, scale: scale) else {
      checkFrameOnly(path: path, resizedTo: grown, fresh: fresh, scale: scale)
      return
    }
    var details = ["from": "\(frame.size)", "to": "\(grown.size)"]
    let pictures = {
      self.savedPair(
        ("resized", late), ("createdAtNewSize", fresh), role: "resizeDiff", scale: scale)
    }
    if followsBoundsOnly(path: path, resizedTo: grown, fresh: fresh, scale: scale) {
      add(
        Finding(
          kind: .staleAttribute, attributes: ["frame"], paths: [path],
          explanation: Self.boundsOnlyExplanation, fix: Self.boundsOnlyFix, details: details,
          pictures: pictures()))
      return
    }
    // Where the layers differ, before a redraw moves what draw(_:) places.
    let differing = DifferingLayer(resized: view, fresh: freshView)
    // A redraw alone that gives the fresh picture means draw(_:) was right and only never
    // asked for again, as UIKit does for any content mode but .redraw.
    view.setNeedsDisplay()
    let redrawn = render(view, scale: scale)
    let redrawnIsFresh = same(redrawn, fresh, scale: scale)
    // Else a collection view's layout that kept its places for the old size, or a subview
    // that changed size and kept its old drawing, may be the cause.
    if !redrawnIsFresh,
      let (explanation, fix) = keptLayoutCause(
        in: view, path: path, resizedTo: grown, fresh: fresh, scale: scale)
        ?? staleSubviewCause(
          of: view, subviewDrawings, resized: redrawn, fresh: fresh, scale: scale)
    {
      add(
        Finding(
          kind: .staleAttribute, attributes: ["frame"], paths: [path], explanation: explanation,
          fix: fix, details: details, pictures: pictures()))
      return
    }
    let cause = resizeCause(
      redrawnIsFresh: redrawnIsFresh, drawnAgain: drawnAgain, path: path,
      sized: SizedConstraints(resized: view, madeAt: frame.size, fresh: freshView),
      differing: differing, remaining: { DifferingLayer(resized: view, fresh: freshView) })
    details["adds"] = cause.stacking?.location
    add(
      Finding(
        kind: .staleAttribute, attributes: ["frame"], paths: [path],
        explanation: cause.explanation, fix: cause.fix, details: details,
        pictures: pictures()))
  }

  /// Whether the view, built afresh and resized as Auto Layout resizes a view (its `bounds`
  /// size, then its `center`), draws what a view created at the new size draws: then it
  /// follows its size only through `bounds`, which UIKit's `frame` setter does not call.
  private func followsBoundsOnly(
    path: LifecyclePath, resizedTo grown: CGRect, fresh: Bitmap, scale: CGFloat
  ) -> Bool {
    guard let resized = resizedByAutoLayout(path: path, to: grown, scale: scale) else {
      return false
    }
    return same(resized, fresh, scale: scale)
  }

  /// The picture of the view built afresh, drawn, then resized as Auto Layout resizes a
  /// view (its `bounds` size, then its `center`) and drawn again; `nil` when it cannot be
  /// built.
  private func resizedByAutoLayout(path: LifecyclePath, to grown: CGRect, scale: CGFloat)
    -> Bitmap?
  {
    guard case .success(let view) = build(path) else { return nil }
    _ = render(view, scale: scale)
    view.bounds = CGRect(origin: view.bounds.origin, size: grown.size)
    view.center = CGPoint(x: grown.midX, y: grown.midY)
    return render(view, scale: scale)
  }

  /// Reports a view that follows a resize by `frame` (checked already) but not one by
  /// `bounds` and `center`, as Auto Layout makes: it updates what depends on its size in an
  /// override of `frame`, which constraints never call, so in an app laid out by them it
  /// keeps drawing at the size it was created at.
  private func checkFrameOnly(
    path: LifecyclePath, resizedTo grown: CGRect, fresh: Bitmap, scale: CGFloat
  ) {
    guard let resized = resizedByAutoLayout(path: path, to: grown, scale: scale),
      !same(resized, fresh, scale: scale)
    else { return }
    var details = ["from": "\(frame.size)", "to": "\(grown.size)", "resizedBy": "bounds"]
    let observer = ["frame.didSet", "frame.willSet", "frame.set"].lazy.compactMap { name in
      self.evidence.method(name).map {
        (name, "\($0.method.file ?? $0.facts.file):\($0.method.line)")
      }
    }.first
    details["where"] = observer?.1
    let place =
      observer.map { "in an override of `frame` (`\($0.0)`, \($0.1))" }
      ?? "only when its `frame` is set"
    add(
      Finding(
        kind: .staleAttribute, attributes: ["frame"], paths: [path],
        explanation:
          "Resized as Auto Layout resizes a view (its `bounds`, then its `center`), it does not "
          + "draw what a view created at the new size draws; resized by setting its `frame`, it "
          + "does: it follows its size \(place); constraints set `bounds` and `center`, never "
          + "`frame`, so in a layout made by them it keeps the size it was created at.",
        fix:
          "Update what depends on the size in layoutSubviews(), which runs after every change "
          + "of size, instead of in an observer of `frame`.",
        details: details,
        pictures: savedPair(
          ("resized", resized), ("createdAtNewSize", fresh), role: "resizeDiff", scale: scale)))
  }

  static let boundsOnlyExplanation =
    "After the view is resized by setting its `frame`, as app code does, it does not draw "
    + "what a view created at the new size draws; resized as Auto Layout resizes it (its "
    + "`bounds` and `center`), it does: it follows its size in an override of `bounds`, and "
    + "UIKit's `frame` setter does not call that override."

  static let boundsOnlyFix =
    "Update what depends on the size in layoutSubviews(), which runs after either change, "
    + "instead of in an observer of `bounds`."

  /// The size a stale frame is checked at: half as wide again and a quarter as tall again.
  /// The two factors differ so that a drawing stretched to the new bounds (any content mode
  /// but `.redraw`) changes its shape, a circle becoming an ellipse, and does not pass for
  /// one drawn afresh at a size of the same proportions.
  static func resizedSize(_ size: CGSize) -> CGSize {
    CGSize(width: size.width * 1.5, height: size.height * 1.25)
  }

  /// Why a resized view does not draw what one created at the new size draws, and the fix;
  /// with what its source adds at every drawing or layout, when that is part of it.
  /// - Parameters:
  ///   - redrawnIsFresh: whether asking for a new drawing gave the fresh picture.
  ///   - drawnAgain: whether the resize itself ran the view's drawing again.
  ///   - sized: the constraints whose constants the view computed from its size.
  ///   - differing: where the resized view's layers first differed from a new one's,
  ///     before the redraw.
  ///   - remaining: where they first differ after it.
  private func resizeCause(
    redrawnIsFresh: Bool, drawnAgain: Bool, path: LifecyclePath, sized: SizedConstraints,
    differing: DifferingLayer?, remaining: () -> DifferingLayer?
  ) -> (
    explanation: String, fix: String, stacking: SourceEvidence.Stacking?
  ) {
    let drawStacking = evidence.stacking(from: "draw(_:)")
    if redrawnIsFresh {
      // Right, but asking for draw(_:) again would stack what it adds.
      let (explanation, fix) = notRedrawnOnResize(differing: differing)
      return (
        explanation, fix + (drawStacking.map { " " + stackingCaveat($0) } ?? ""), drawStacking
      )
    }
    if !drawnAgain, evidence.method("draw(_:)") != nil, let drawStacking {
      // Both: the drawing is not asked for again, and asking would add to the old one.
      return (
        "After the view is resized, its draw(_:) is not called again: its content mode is not "
          + ".redraw, so what it made at the old size is kept. A redraw alone does not give the "
          + "new picture either: " + stackingClause(drawStacking)
          + ", so the old size's one stays beside the new one.",
        "Create the \(drawStacking.kind) once, in the initializers, and only update it (its "
          + "frame, path, colours) when the bounds change: in layoutSubviews(), or in draw(_:) "
          + "with contentMode = .redraw set in the initializers.",
        drawStacking
      )
    }
    if let stacking = (drawnAgain ? drawStacking : nil)
      ?? evidence.stacking(from: "layoutSubviews()")
    {
      // The resize runs the method again, which adds to what the old size made.
      return (
        "After the view is resized, \(stacking.method) runs again at the new size, but "
          + stackingClause(stacking) + ", so the old size's one stays beside the new one.",
        "Create the \(stacking.kind) once, in the initializers, and only update it (its frame, "
          + "path, colours) in \(stacking.method).",
        stacking
      )
    }
    if let fixed = fixedGeometry(path: path) { return (fixed.explanation, fixed.fix, nil) }
    if !sized.entries.isEmpty {
      return (
        "After the view is resized, it does not draw what a view created at the new size "
          + "draws, and a redraw does not either: its constraints' constants were computed "
          + "from the size the view had when it made them, and nothing updates them: "
          + sized.sentence + ".",
        sized.fix, nil
      )
    }
    let located = remaining().map { " The first part that differs: \($0.sentence)." } ?? ""
    return (
      "After the view is resized, it does not draw what a view created at the new size "
        + "draws: its geometry was fixed when it was first laid out or created." + located,
      "Compute sizes and paths from bounds in layoutSubviews() or draw(_:), not in the "
        + "initializers.",
      nil
    )
  }

  /// The component's own methods that build the view on `path`, by the names its source
  /// facts use.
  static func buildingMethods(_ path: LifecyclePath) -> [String] {
    switch path {
    case .designTime: ["init(frame:)", "prepareForInterfaceBuilder()"]
    case .runTime: ["init(coder:)", "awakeFromNib()"]
    case .programmatic: ["init(frame:)"]
    }
  }

  /// The observers and setters of the attributes set, by the names the source facts use.
  var attributeMethods: [String] {
    attributes.attributes.flatMap {
      SourceEvidence.methods(of: .attribute($0.keyPath), keyPath: $0.keyPath)
    }
  }

  /// Whether the method of `write` also assigns the object whose geometry it sets (`band`
  /// for `band.frame`): made there, under a test that holds only once, the object keeps
  /// the size it was placed at when the method runs again.
  private func makesWhatItPlaces(_ write: SourceEvidence.Write) -> Bool {
    let parts = write.assignment.property.split(separator: ".")
    guard parts.count > 1, let (_, method) = evidence.method(write.method) else { return false }
    let owner = parts.dropLast().joined(separator: ".")
    return method.assignments.contains { $0.property == owner }
  }

  /// Whether a resize or a redraw runs the method that makes `write` again.
  private func rerunsOnResize(_ write: SourceEvidence.Write) -> Bool {
    Self.rerunOnResize.contains(write.method)
      || write.chain.first.map(Self.rerunOnResize.contains) == true
  }

  /// The methods a resize and a redraw run again at the new size.
  static let rerunOnResize: Set<String> = ["draw(_:)", "layoutSubviews()", "layoutSublayers(of:)"]

  /// Where the source fixes the geometry that a resize and a redraw leave stale: the
  /// assignments that set a frame or path from the view's size, reached from the methods
  /// that build the view on `path`, the observers of the attributes set, and its drawing and
  /// layout where they make what they place; else the first layer or view such a method
  /// makes and adds. `nil` when the source is not known or shows neither.
  private func fixedGeometry(path: LifecyclePath) -> (explanation: String, fix: String)? {
    guard evidence.isKnown else { return nil }
    let entries =
      Self.buildingMethods(path) + ["draw(_:)", "layoutSubviews()", "layoutSublayers(of:)"]
      + attributeMethods
    let lead =
      "After the view is resized, it does not draw what a view created at the new size draws, "
      + "and a redraw does not either: "
    var writes: [SourceEvidence.Write] = []
    // The nearest such assignment of each method, each once. What layout and drawing set
    // from the size they set again at the new size (the resize lays the view out, and the
    // redraw draws it), unless the method made what it places too (once, as it seems), or
    // sets it under a test that holds only the first time.
    for entry in entries {
      guard let write = evidence.geometry(from: entry),
        !writes.contains(where: { $0.location == write.location }),
        !Self.rerunOnResize.contains(entry) || makesWhatItPlaces(write) || write.assignment.once
      else { continue }
      writes.append(write)
    }
    if !writes.isEmpty, writes.allSatisfy({ $0.assignment.once && rerunsOnResize($0) }) {
      let shown = writes.prefix(3)
      let properties = shown.map { "`\($0.assignment.property)`" }
      let methods = Array(Set(shown.map { "`\($0.method)`" })).sorted()
      return (
        lead + "its geometry is set from the view's size only the first time "
          + methods.joined(separator: " and ") + " runs, under a test that holds once: "
          + shown.map(\.sentence).joined(separator: "; ") + ".",
        "Set " + properties.joined(separator: ", ") + " from bounds at every run of "
          + methods.joined(separator: " and ") + ", outside the test that lets it run once "
          + "(add what it places once; place it every time)."
      )
    }
    if !writes.isEmpty {
      let shown = writes.prefix(3)
      let properties = shown.map {
        SourceEvidence.placesGeometry($0.assignment)
          ? "`\($0.assignment.property)`" : "`\($0.assignment.property)`'s frame"
      }
      let methods = Array(Set(shown.map { "`\($0.chain.first ?? $0.method)`" })).sorted()
      return (
        lead + "its geometry is fixed where the source sets it from the view's size, and "
          + "nothing sets it again at the new size: "
          + shown.map(\.sentence).joined(separator: "; ") + ".",
        "Set " + properties.joined(separator: ", ") + " from bounds in layoutSubviews(), which "
          + "runs at every size change (make what it places once, in the initializers), "
          + "instead of only in " + methods.joined(separator: " and ") + "."
      )
    }
    // A view given to Auto Layout follows the constraints, not the size it was made at.
    for entry in entries {
      guard let addition = evidence.addition(from: entry, where: { !$0.followsConstraints })
      else { continue }
      let maker = "`\(addition.chain.last ?? addition.method)`"
      let made: String =
        addition.chain.count > 1 ? addition.sentence : "\(maker) runs \(addition.sentence)"
      // A view's autoresizing mask may stretch it with its superview; that is not placing it
      // where a view made at the new size puts it.
      let stretched = addition.kind == "view" ? " (an autoresizing mask only stretches it)" : ""
      let explanation: String =
        lead + "its geometry is fixed when the source makes it: " + made + ", a "
        + addition.kind + " made at the size the view had then, whose frame nothing the source "
        + "shows sets again when the bounds change" + stretched + "."
      return (
        explanation,
        "Make the \(addition.kind) once, in the initializers, and set its frame (and path) "
          + "from bounds in layoutSubviews(), instead of building it at the current size in "
          + "\(maker)."
      )
    }
    return nil
  }

  /// "`draw(_:)` makes and adds a new layer at every run and removes none (`addOutline()`,
  /// called from `draw(_:)`, runs `layer.insertSublayer(outline, at: 0)`, Caption.swift:12)".
  func stackingClause(_ stacking: SourceEvidence.Stacking) -> String {
    "`\(stacking.method)` makes and adds a new \(stacking.kind) at every run and removes none "
      + "(\(stacking.sentence))"
  }

  /// What to add to a fix that asks for `stacking`'s method to run again: that each run adds
  /// one more layer or view, and how to build it once instead.
  func stackingCaveat(_ stacking: SourceEvidence.Stacking) -> String {
    "But " + stackingClause(stacking) + ", so each new run stacks another: create the "
      + "\(stacking.kind) once, in the initializers, and only update it (its frame, path, "
      + "colours) in \(stacking.method)."
  }

  /// Why a resized view keeps its old drawing when a redraw alone gives the new one, and the
  /// fix: its own `draw(_:)`, or, when its source declares none, its backing layer's
  /// `draw(in:)` or `display()` (a custom `layerClass`), which a bounds change does not ask
  /// for again either.
  /// When `differing` names a layer, `draw(_:)` placed layers (a redraw moves them), and
  /// those stay as they were rather than a drawing being stretched.
  private func notRedrawnOnResize(differing: DifferingLayer?) -> (
    explanation: String, fix: String
  ) {
    guard evidence.isKnown, evidence.method("draw(_:)") == nil else {
      let kept =
        differing.map {
          "so what it placed at the old size stays where it was (the first part that differs: "
            + "\($0.sentence))"
        } ?? "so the old drawing is kept (UIKit stretches it)"
      return (
        "After the view is resized, its draw(_:) is not called again: its content mode is not "
          + ".redraw, \(kept) instead of drawn at the new size.",
        "Set contentMode = .redraw in the initializers, or call setNeedsDisplay() when the "
          + "bounds change (in layoutSubviews())."
      )
    }
    return (
      "After the view is resized, its layer is not drawn again: the view has no draw(_:) of "
        + "its own, and its layer's draw(in:) (or display()) runs again on a bounds change only "
        + "when needsDisplayOnBoundsChange is set, so the old drawing is kept (stretched) "
        + "instead of drawn at the new size.",
      "Set contentMode = .redraw in the initializers (it makes the view's own layer redraw "
        + "when the bounds change), set needsDisplayOnBoundsChange = true on the layer, or call "
        + "layer.setNeedsDisplay() in layoutSubviews()."
    )
  }
}
