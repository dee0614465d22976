import Components
import Foundation
import Raster

extension CheckSession {
  /// Explains differences between the three paths' pictures that overrides and order did not.
  func classifyPathDifferences(
    design: Bitmap?, runTime: Bitmap?, code: Bitmap?, traces: PathTraces, overrides: [String],
    explained: Bool
  ) {
    guard let design, let runTime, let code else { return }
    // Pictures of different sizes differ by the view's own resizing on some path, which the
    // resizesItself finding reports; they say nothing of setup.
    let sizes = [design, runTime, code].map { [$0.width, $0.height] }
    guard sizes.allSatisfy({ $0 == sizes[0] }) else { return }
    let designMatchesRun = same(design, runTime)
    if !designMatchesRun {
      guard !explained else { return }
      let plain = render(build(.designTime, flag: false, prepare: false))
      if same(plain, runTime) {
        addDesignTimeOnly(design: design, runTime: runTime)
        return
      }
      let pictures = savedPair(("designTime", design), ("runTime", runTime), role: "pathDiff")
      if explainValueDifferences(traces, skipping: overrides, pictures: pictures) { return }
      if same(code, design) {
        addSetup(
          paths: [.runTime], holders: ["init(frame:)"], missing: "init(coder:)",
          pictures: pictures, traces: traces)
      } else {
        addSetup(
          paths: [.designTime, .runTime], holders: [], missing: nil,
          pictures: savedPair(("designTime", design), ("runTime", runTime), role: "pathDiff"))
      }
    } else if !same(code, runTime) {
      if codeDiffersOnlyByOverriddenStandards(overrides, runTime: runTime) { return }
      var holders: [String] = []
      if !same(render(build(.designTime, prepare: false)), design) {
        holders.append("prepareForInterfaceBuilder()")
      }
      if !same(render(build(.runTime, awake: false)), runTime) { holders.append("awakeFromNib()") }
      if hooksRepeatInitialization(holders) { return }
      addSetup(
        paths: [.programmatic], holders: holders, missing: "init(frame:)",
        pictures: savedPair(("runTime", runTime), ("programmatic", code), role: "pathDiff"))
    }
  }

  /// Whether a view built in code draws the app's picture once the standard properties that
  /// initialization overrode on the run-time path (reported as overrides) read back as they
  /// do in the app. Code assigns them after `init(frame:)`, so its value wins, as on iOS; the
  /// difference is then the override's, not setup missing from a path.
  private func codeDiffersOnlyByOverriddenStandards(_ overrides: [String], runTime: Bitmap)
    -> Bool
  {
    let standards = overrides.filter(isStandard)
    guard !standards.isEmpty, case .success(let app) = build(.runTime),
      case .success(let code) = build(.programmatic)
    else { return false }
    for keyPath in standards {
      guard let value = app.value(forKeyPath: keyPath) else { return false }
      do { try code.setValue(value, forKeyPath: keyPath) } catch { return false }
    }
    return same(render(.success(code)), runTime)
  }

  private func addDesignTimeOnly(design: Bitmap, runTime: Bitmap) {
    let declared = type.declaresDesignTimeOnlyContent
    // Named only when leaving out prepareForInterfaceBuilder() alone (the flag still on)
    // already gives the app's picture.
    let hook = "prepareForInterfaceBuilder()"
    let work =
      same(render(build(.designTime, prepare: false)), runTime) ? designTimeWork(of: hook) : nil
    var explanation =
      "Interface Builder shows something the app does not: without prepareForInterfaceBuilder() "
      + "and with the Interface Builder flag off, the design-time picture matches the app's."
      + (work.map { " " + $0.sentence } ?? "")
    var fix =
      declared
      ? "None needed: the component declares design-time-only content."
      : "If the design-time content is intended (placeholders, sample data), declare it with "
        + "declaresDesignTimeOnlyContent; otherwise move that code out of "
        + "prepareForInterfaceBuilder() and isInterfaceBuilder branches."
    var details = work?.details ?? [:]
    if work != nil, !declared, let growth = preparationGrowth() {
      explanation +=
        " It adds layers each time it runs (once more, the layer tree grows from "
        + "\(growth.before) to \(growth.after) layers), so Interface Builder shows another set "
        + "on top of those the initializer made."
      fix =
        "Make what prepareForInterfaceBuilder() runs add nothing when it runs again (remove "
        + "the layers it added before, or create them once in the initializers and only update "
        + "them); then the design-time picture is the app's."
      details["layersAdded"] = String(growth.after - growth.before)
    }
    add(
      Finding(
        kind: .designTimeOnlyDrawing, paths: [.designTime],
        explanation: explanation, fix: fix,
        isExpected: declared, details: details,
        pictures: savedPair(("designTime", design), ("runTime", runTime), role: "designOnlyDiff")))
  }

  /// How the layer tree of a design-time build grows when `prepareForInterfaceBuilder()`
  /// runs once more; `nil` when it does not.
  private func preparationGrowth() -> (before: Int, after: Int)? {
    guard case .success(let view) = build(.designTime) else { return nil }
    _ = render(view)
    let before = view.layer.layerCount
    view.prepareForInterfaceBuilder()
    let after = view.layer.layerCount
    return after > before ? (before, after) : nil
  }

  /// What the source shows `hook` doing itself: the properties it assigns and the methods
  /// it calls, as a sentence and details; `nil` when the source is not known or shows none.
  private func designTimeWork(of hook: String)
    -> (sentence: String, details: [String: String])?
  {
    guard let (facts, method) = evidence.method(hook),
      !method.assignments.isEmpty || !method.calls.isEmpty
    else { return nil }
    let file = method.file ?? facts.file
    // One entry per property, its assignments in source order: `a` (`a = 0`, line 4;
    // `a = b`, line 5).
    var properties: [String] = []
    var assignmentsOf: [String: [String]] = [:]
    for assignment in method.assignments {
      if assignmentsOf[assignment.property] == nil { properties.append(assignment.property) }
      assignmentsOf[assignment.property, default: []].append(
        "`\(assignment.text)`, line \(assignment.line)")
    }
    let writes = properties.map { property in
      "`\(property)` (" + (assignmentsOf[property] ?? []).joined(separator: "; ") + ")"
    }
    var parts: [String] = []
    if !writes.isEmpty { parts.append("sets " + Self.list(writes)) }
    if !method.calls.isEmpty {
      parts.append("calls " + Self.list(method.calls.map { "`\($0)`" }))
    }
    var details = ["by": hook]
    if !method.assignments.isEmpty {
      details["sets"] = properties.joined(separator: ", ")
    }
    if !method.calls.isEmpty { details["calls"] = method.calls.joined(separator: ", ") }
    let sentence =
      "`\(hook)` (\(file):\(method.line)), which the app never calls, "
      + parts.joined(separator: " and ") + "."
    return (sentence, details)
  }

  /// "a", "a and b", "a, b and c".
  private static func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  private func addSetup(
    paths: [LifecyclePath], holders: [String], missing: String?, pictures: [String: String],
    traces: PathTraces? = nil
  ) {
    let place = holders.isEmpty ? "one initializer" : holders.joined(separator: " and ")
    var details = holders.isEmpty ? [:] : ["setupIn": holders.joined(separator: ", ")]
    let explanation: String
    if let missing, let traced = setupFromSource(holders: holders, missing: missing) {
      explanation = traced.sentence
      details["by"] = traced.methods.joined(separator: ", ")
    } else if let traces, missing == "init(coder:)", explainEarlyRead(traces, pictures: pictures) {
      return
    } else if let missing, missing == "init(coder:)", evidence.isKnown {
      // Only this case guesses its holder; the others found theirs by rendering without it.
      explanation =
        "Built through \(missing), the component draws differently, but \(place) and \(missing) "
        + "reach the same methods of its source and no attribute or standard property reads back "
        + "differently: the evidence does not single out a cause (it lies in state the checker "
        + "cannot read, such as sublayers or private properties). Compare the two pictures."
    } else {
      explanation =
        missing.map {
          "Built through \($0), the component draws differently, because its setup lives only in \(place)."
        } ?? "The design-time and run-time pictures differ, and neither hooks nor order explain it."
    }
    add(
      Finding(
        kind: .setupOnOnePath, paths: paths, explanation: explanation,
        fix:
          "Move the setup into one method (for example setUp()) called from both init(frame:) and "
          + "init(coder:), and keep only path-specific work in the hooks.",
        details: details, pictures: pictures))
  }

  /// Whether the source shows each hook in `holders` running only what `init(frame:)` runs
  /// too (a setup that `prepareForInterfaceBuilder()` or `awakeFromNib()` repeats): the tools
  /// then agree, and a view built in code differs only in that what code sets after
  /// `init(frame:)` (here the document's values) is not set over again, as on iOS.
  private func hooksRepeatInitialization(_ holders: [String]) -> Bool {
    guard evidence.isKnown, !holders.isEmpty else { return false }
    let initialization = evidence.reach(from: "init(frame:)")
    return holders.allSatisfy { holder in
      guard let (_, method) = evidence.method(holder), !method.calls.isEmpty,
        method.assignments.isEmpty, method.additions.isEmpty, method.animations.isEmpty,
        method.interfaceBuilderBranches.isEmpty
      else { return false }
      return evidence.reach(from: holder).subtracting([holder]).isSubset(of: initialization)
    }
  }

  /// The methods the source reaches from `holders` but not from `missing`, and a sentence
  /// naming them; `nil` when the source is not known or shows no such method.
  private func setupFromSource(holders: [String], missing: String)
    -> (sentence: String, methods: [String])?
  {
    guard evidence.isKnown else { return nil }
    // A storyboard's path runs awakeFromNib() right after init(coder:): what it reaches is
    // not missing from that path.
    let wakes = missing == "init(coder:)" && evidence.method("awakeFromNib()") != nil
    var absent = evidence.reach(from: missing)
    if wakes { absent.formUnion(evidence.reach(from: "awakeFromNib()")) }
    var found: [(holder: String, methods: [String])] = []
    let absentWrites = Set(
      absent.compactMap { evidence.method($0)?.method }.flatMap { $0.assignments.map(\.property) })
    for holder in holders {
      guard let (_, method) = evidence.method(holder) else { continue }
      let only = evidence.reach(from: holder).subtracting(absent).subtracting([holder]).sorted()
      if !only.isEmpty {
        found.append((holder, only))
      } else if method.assignments.contains(where: { !absentWrites.contains($0.property) })
        || !method.animations.isEmpty
      {
        found.append((holder, []))
      }
    }
    guard !found.isEmpty else { return nil }
    // Holders that call the same methods are named together.
    var groups: [(holders: [String], methods: [String])] = []
    for (holder, methods) in found {
      if let index = groups.firstIndex(where: { $0.methods == methods }) {
        groups[index].holders.append(holder)
      } else {
        groups.append(([holder], methods))
      }
    }
    let parts = groups.map { holders, methods in
      let names = holders.map { "`\($0)`" }.joined(separator: " and ")
      return methods.isEmpty
        ? "\(names) \(holders.count > 1 ? "do" : "does") work of \(holders.count > 1 ? "their" : "its") own"
        : "\(names) \(holders.count > 1 ? "call" : "calls") "
          + methods.map { "`\($0)`" }.joined(separator: ", ")
    }
    let missed =
      wakes ? "neither `\(missing)` nor `awakeFromNib()` reaches" : "`\(missing)` never reaches"
    let sentence =
      parts.joined(separator: " and ") + ", which \(missed), so a view built "
      + "through \(missing) misses that setup and draws differently."
    return (sentence, found.flatMap { $0.methods.isEmpty ? [$0.holder] : $0.methods })
  }
}
