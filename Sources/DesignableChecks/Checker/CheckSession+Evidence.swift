import Components
import Foundation

/// The traces of the three builds the check renders.
struct PathTraces {
  let design = LifecycleTrace()
  let runTime = LifecycleTrace()
  let code = LifecycleTrace()

  func trace(_ path: LifecyclePath) -> LifecycleTrace {
    switch path {
    case .designTime: design
    case .runTime: runTime
    case .programmatic: code
    }
  }
}

extension CheckSession {
  /// Explains, from what each path's trace saw and what the source says, every value that
  /// ends differently in Interface Builder and in the app.
  /// - Returns: whether a finding was added.
  func explainValueDifferences(_ traces: PathTraces, skipping: [String], pictures: [String: String])
    -> Bool
  {
    let design = traces.design.finalValues
    let runTime = traces.runTime.finalValues
    let before = findings.count
    var explained: Set<String> = []
    for keyPath in design.keys.sorted() where !skipping.contains(keyPath) {
      // A layer property that mirrors a view property is the same difference.
      if let mirrored = Self.viewProperty(mirroredBy: keyPath), design[mirrored] != nil { continue }
      guard let designValue = design[keyPath], let runValue = runTime[keyPath],
        !Self.matches(designValue, runValue), !explained.contains(keyPath)
      else { continue }
      if case .image = designValue { continue }
      guard let runChange = traces.runTime.lastChange(of: keyPath),
        let designChange = traces.design.lastChange(of: keyPath)
      else { continue }
      // Animations are reported on their own; an attribute's order is the order check's.
      if runChange.step.animations.contains(where: { $0.changes.contains { $0.keyPath == keyPath } }
      ) {
        continue
      }
      switch (designChange.step.kind, runChange.step.kind) {
      case (_, .hook("awakeFromNib()")):
        explained.insert(keyPath)
        addHookWrite(keyPath, design: designValue, runTime: runValue, pictures: pictures)
      case (.initializer, .initializer), (.initializer, .archiveRestored):
        explained.insert(keyPath)
        addInitializerDifference(
          keyPath, traces, design: designValue, runTime: runValue, pictures: pictures)
      default:
        continue
      }
    }
    return findings.count > before
  }

  /// `awakeFromNib()` (or a method it calls) writes a value Interface Builder never sees.
  private func addHookWrite(
    _ keyPath: String, design: AttributeValue, runTime: AttributeValue, pictures: [String: String]
  ) {
    let write = evidence.write(of: keyPath, from: "awakeFromNib()")
    let who =
      write?.sentence
      ?? "`awakeFromNib()` (or code it calls on another object) sets `\(keyPath)`"
    let hides = Self.hides(keyPath, runTime)
    add(
      Finding(
        kind: .setupOnOnePath, attributes: [keyPath], paths: [.runTime],
        explanation:
          "\(who): \(keyPath) is \(runTime) in the app but \(design) in Interface Builder, "
          + "which never calls awakeFromNib()"
          + (hides ? ", so the app starts with the view invisible." : "."),
        fix: hides
          ? "If the view is meant to appear by an animation, start hidden where the animation "
            + "starts (the view controller), or hide it in prepareForInterfaceBuilder() too so the "
            + "canvas tells the truth; otherwise do not change \(keyPath) in awakeFromNib()."
          : "Do the same in a method called from both initializers (or in "
            + "prepareForInterfaceBuilder() too), so both tools show \(keyPath) = \(runTime).",
        details: [
          "by": "awakeFromNib()", "method": write?.method ?? "awakeFromNib()",
          "designTime": design.description, "runTime": runTime.description,
        ],
        pictures: pictures))
  }

  /// Both initializers leave the value, differently: one copies a property the document sets
  /// before it arrives, or only one of them writes it.
  private func addInitializerDifference(
    _ keyPath: String, _ traces: PathTraces, design: AttributeValue, runTime: AttributeValue,
    pictures: [String: String]
  ) {
    let fromFrame = evidence.write(of: keyPath, from: "init(frame:)")
    let fromCoder = evidence.write(of: keyPath, from: "init(coder:)")
    let write = fromFrame ?? fromCoder
    let early = earlyReads(write, traces, copiedInto: (design, runTime))
    var details = ["designTime": design.description, "runTime": runTime.description]
    if let first = early.first {
      details["by"] = "init(frame:)"
      details["method"] = write?.method
      details["reads"] = first
      let initial = traces.design.value(of: first, after: .initializer("init(frame:)"))
      let who =
        write.map { "\($0.sentence)" }
        ?? "An initializer copies `\(first)` into `\(keyPath)` (the values match on both paths; "
        + "the source is not known, so the method cannot be named)"
      add(
        Finding(
          kind: .readsBeforeDocument, attributes: [keyPath], paths: [.designTime],
          explanation:
            "\(who) before the document's `\(first)` is applied in Interface Builder: "
            + "it calls init(frame:) first and sets \(first) afterwards (it is "
            + "\(initial?.description ?? "unset") during init), while a storyboard restores "
            + "\(first) inside super.init(coder:). So \(keyPath) is \(design) in Interface "
            + "Builder and \(runTime) in the app.",
          fix:
            "Do not copy \(first) at initialization: read it where it is used (draw(_:), "
            + "layoutSubviews())"
            + (first == "tintColor"
              ? ", or update \(keyPath) in tintColorDidChange()."
              : ", or update \(keyPath) in \(first)'s didSet."),
          details: details, pictures: pictures))
      return
    }
    let explanation: String
    let holder: String
    var fix =
      "Set \(keyPath) in one method (for example setUp()) called from both init(frame:) and "
      + "init(coder:)."
    switch (fromFrame, fromCoder) {
    case (let write?, nil):
      holder = "init(frame:)"
      explanation = "\(write.sentence); init(coder:) never reaches it"
    case (nil, let write?):
      holder = "init(coder:)"
      explanation = "\(write.sentence); init(frame:) never reaches it"
    case (let write?, _?):
      holder = ""
      explanation =
        "Both initializers reach \(write.sentence), yet `\(keyPath)` is \(design) after "
        + "init(frame:) and \(runTime) after init(coder:); the evidence does not single out why "
        + "(a value read that is not an attribute or standard property)"
      fix =
        "Compute \(keyPath) where it is used (draw(_:), layoutSubviews()) from values both "
        + "paths have set by then, instead of once in the initializers."
    default:
      holder = ""
      explanation =
        "`\(keyPath)` is \(design) after init(frame:) and \(runTime) after init(coder:)"
        + (evidence.isKnown
          ? ", and the source shows no assignment that explains it"
          : "; the source is not known (the DesignablePlugin records it), so the method cannot be named")
    }
    details["by"] = holder.isEmpty ? nil : holder
    details["method"] = (fromFrame ?? fromCoder)?.method
    add(
      Finding(
        kind: .setupOnOnePath, attributes: [keyPath], paths: [.designTime, .runTime],
        explanation: explanation + ", so Interface Builder and the app show different things.",
        fix: fix, details: details, pictures: pictures))
  }

  /// The standard properties the write reads while they still lack the document's value on
  /// the design-time path. Without a write from the source, those whose values the copy
  /// holds on both paths (`copiedInto`: the copy's design-time and run-time values).
  private func earlyReads(
    _ write: SourceEvidence.Write?, _ traces: PathTraces,
    copiedInto copy: (design: AttributeValue, runTime: AttributeValue)
  ) -> [String] {
    let standard = ["tintColor", "backgroundColor", "alpha", "hidden", "clipsToBounds", "opaque"]
    return standard.filter { key in
      let atInit = traces.design.value(of: key, after: .initializer("init(frame:)"))
      let archived = traces.runTime.value(of: key, after: .archiveRestored)
      guard let atInit, let archived, !Self.matches(atInit, archived) else { return false }
      guard let write else {
        return Self.matches(atInit, copy.design) && Self.matches(archived, copy.runTime)
      }
      return write.assignment.reads.contains { read in
        SourceEvidence.propertyNames(key).contains(String(read.prefix { $0 != "." }))
      }
    }
  }

  /// The view property a layer property mirrors (`layer.opacity` is `alpha`).
  static func viewProperty(mirroredBy keyPath: String) -> String? {
    [
      "layer.opacity": "alpha", "layer.backgroundColor": "backgroundColor",
      "layer.masksToBounds": "clipsToBounds", "layer.hidden": "hidden",
    ][keyPath]
  }

  /// Reports each animation a build started, once per step and call: UIKit's view
  /// animations anywhere, layer animations outside layout and drawing. Animations started in
  /// `prepareForInterfaceBuilder()` are left out: the app never calls it, and Interface Builder
  /// shows the values they end at, so no one sees them move (what they change shows as
  /// design-time-only drawing).
  func checkAnimations(_ traces: PathTraces) {
    let started = animationsStarted(in: traces) { step, animation in
      // A layer animation added while laying out or drawing is the usual way to animate a
      // value's change (a progress ring's stroke); only view animations count there.
      let layout = step.kind == .layout || step.kind == .draw
      // A view animation whose block changes no view's geometry, alpha or colour (one that
      // only updates constraints) creates no animation in UIKit. One held past the layer's
      // own value is reported as held: a snapshot does not show where it ends.
      guard animation.movesViews, animation.held == nil,
        !(layout && animation.call.hasPrefix("CALayer"))
      else { return nil }
      return "\(step.name) \(animation.call)"
    }
    for (paths, step, animation) in started {
      let shown = animation.changes.filter { change in
        Self.viewProperty(mirroredBy: change.keyPath).map { mirrored in
          !animation.changes.contains { $0.keyPath == mirrored }
        } ?? true
      }
      let keyPaths = shown.map(\.keyPath)
      let changes = shown.map { change in
        "\(change.keyPath) from \(change.from?.description ?? "?") to \(change.to?.description ?? "?")"
      }
      let ends = animation.completionChanges.map { change in
        "\(change.keyPath) from \(change.from?.description ?? "?") to \(change.to?.description ?? "?")"
      }
      add(
        Finding(
          kind: .animationInFlight, attributes: keyPaths, paths: paths,
          explanation:
            "\(step) \(Self.verb("starts", for: step)) an animation (\(animation.call))"
            + (changes.isEmpty ? "" : " that changes " + changes.joined(separator: ", "))
            + (ends.isEmpty ? "" : ", and its completion sets " + ends.joined(separator: ", "))
            + ": on the device the view is seen moving when it appears; Interface Builder and "
            + "snapshots show only the values it ends at.",
          fix:
            "Start animations when the view is shown (from the view controller, or a public "
            + "method), not while it is built, laid out or drawn; snapshots then show the "
            + "resting state.",
          details: ["by": step, "animation": animation.call]))
    }
  }

  /// The animations the builds started, each once with the paths it was started on and the
  /// step that started it, in the order first met: those `key` names, grouped by the name.
  /// Animations started in `prepareForInterfaceBuilder()` are left out, as the app never
  /// calls it.
  func animationsStarted(
    in traces: PathTraces,
    key: (LifecycleTrace.Step, LifecycleTrace.StartedAnimation) -> String?
  ) -> [(paths: [LifecyclePath], step: String, animation: LifecycleTrace.StartedAnimation)] {
    var started:
      [(paths: [LifecyclePath], steps: [String], animation: LifecycleTrace.StartedAnimation)] =
        []
    var indexOf: [String: Int] = [:]
    for path in LifecyclePath.allCases {
      for step in traces.trace(path).steps where step.kind != .hook("prepareForInterfaceBuilder()")
      {
        for animation in step.animations {
          // The initializers of the two paths often run one setup: one finding names both.
          guard let name = key(step, animation).map(Self.mergingInitializers) else { continue }
          guard let index = indexOf[name] else {
            indexOf[name] = started.count
            started.append(([path], [step.name], animation))
            continue
          }
          if !started[index].paths.contains(path) { started[index].paths.append(path) }
          if !started[index].steps.contains(step.name) { started[index].steps.append(step.name) }
        }
      }
    }
    return started.map { ($0.paths, $0.steps.joined(separator: " and "), $0.animation) }
  }

  /// `key` with the initializers' names (`init(frame:)`, `init(coder:)`) made one.
  static func mergingInitializers(_ key: String) -> String {
    for name in ["init(frame:)", "init(coder:)"] where key.hasPrefix(name) {
      return "init" + key.dropFirst(name.count)
    }
    return key
  }

  /// The verb for `subject`, one step or two joined by "and": `starts` or `start`.
  static func verb(_ singular: String, for subject: String) -> String {
    subject.contains(" and ") ? String(singular.dropLast()) : singular
  }

  /// Reports reads of the wall clock or of random numbers in `methods` (those building,
  /// laying out or drawing the view runs, as its source shows them): such a view draws
  /// differently on every render, so a snapshot of it cannot be stable.
  func checkOutsideInputs(in methods: [(String, SourceFacts, SourceFacts.Method)]) {
    guard let reads = Self.listing(methods, verb: "reads", of: \.outsideInputs) else { return }
    add(
      Finding(
        kind: .readsOutsideInput, paths: LifecyclePath.allCases,
        explanation:
          reads.sentence
          + ": the clock and random numbers differ from one render to the next, so snapshots "
          + "of this view cannot be stable, and Interface Builder shows whatever they gave "
          + "when it drew (compiled by DesignableAdapterPlugin, `Date()`, `Date.now` and "
          + "`Calendar.current` read DesignEnvironment's fixed time instead; random numbers "
          + "still differ). Its pictures are not compared for other causes.",
        fix:
          "Read the time from DesignEnvironment.current.now (fixed while tests and checks run) "
          + "behind #if !canImport(UIKit), or pass it in; draw random content from a seeded "
          + "generator.",
        details: ["method": reads.names.joined(separator: ", ")]))
  }

  /// Reports work queued for the main thread in `methods`: when it runs depends on the test
  /// runner, not the view.
  func checkDeferredWork(in methods: [(String, SourceFacts, SourceFacts.Method)]) {
    guard let defers = Self.listing(methods, verb: "queues work with", of: \.deferredWork)
    else { return }
    add(
      Finding(
        kind: .defersWork, paths: LifecyclePath.allCases,
        explanation:
          defers.sentence
          + ": the device runs it before the view's next frame. Compiled by "
          + "DesignableAdapterPlugin, a render runs it before it lays the view out, as the "
          + "device does; compiled otherwise, a test runs it only when its main thread is "
          + "free (after the snapshot under XCTest, at any moment under Swift Testing, even "
          + "while the picture is drawn), so snapshots may not show what the device shows "
          + "and may differ from run to run.",
        fix:
          "Do the work directly, in the method that queues it or in layoutSubviews() when it "
          + "needs the final size; queue only what must wait for something outside the view.",
        details: ["method": defers.names.joined(separator: ", ")]))
  }

  /// The methods among `methods` for which `items` lists something, and a sentence naming
  /// each with its place and items: "`pick()` (Clock.swift:7) reads `Date()`; ...". `nil`
  /// when there are none.
  static func listing(
    _ methods: [(String, SourceFacts, SourceFacts.Method)], verb: String,
    of items: KeyPath<SourceFacts.Method, [String]>
  ) -> (names: [String], sentence: String)? {
    let listed = methods.filter { !$0.2[keyPath: items].isEmpty }
    guard !listed.isEmpty else { return nil }
    let parts = listed.map { name, facts, method in
      "`\(name)` (\(method.file ?? facts.file):\(method.line)) \(verb) "
        + method[keyPath: items].map { "`\($0)`" }.joined(separator: ", ")
    }
    return (listed.map(\.0), parts.joined(separator: "; "))
  }

  /// The methods of the source that building, laying out or drawing the view runs, or that
  /// setting one of its attributes runs: the lifecycle methods (with the overrides UIKit calls
  /// from them, such as a label's `drawText(in:)`, and the window moves every shown view
  /// gets) and what they call, each once, in the order they are first reached.
  func methodsBuildingTheView() -> [(String, SourceFacts, SourceFacts.Method)] {
    var entries = [
      "init(frame:)", "init(coder:)", "awakeFromNib()", "prepareForInterfaceBuilder()",
      "layoutSubviews()", "layoutSublayers(of:)", "draw(_:)", "draw(_:in:)", "display(_:)",
      "drawText(in:)", "drawPlaceholder(in:)", "textRect(forBounds:limitedToNumberOfLines:)",
      "tintColorDidChange()", "didMoveToSuperview()", "didMoveToWindow()",
    ]
    for inspectable in type.allInspectables {
      for name in SourceEvidence.propertyNames(inspectable.keyPath) {
        entries += ["\(name).didSet", "\(name).willSet", "\(name).set"]
      }
    }
    var seen: Set<String> = []
    var found: [(String, SourceFacts, SourceFacts.Method)] = []
    for entry in entries {
      for name in evidence.reach(from: entry).sorted() where seen.insert(name).inserted {
        if let (facts, method) = evidence.method(name) { found.append((name, facts, method)) }
      }
    }
    return found
  }

  /// `methods` with the stored inputs that reach a picture among their outside inputs: those
  /// kept in a property that one of `methods` reads. The initial values of the class's
  /// properties run with every build, so their stored inputs count like those of `methods`
  /// and are added as methods of their own when one reaches a picture.
  func withReadStoredInputs(
    _ methods: [(String, SourceFacts, SourceFacts.Method)]
  ) -> [(String, SourceFacts, SourceFacts.Method)] {
    let read = Set(methods.flatMap { $0.2.inputReads })
    guard !read.isEmpty else { return methods }
    let initialValues = evidence.classes.flatMap { _, facts in
      facts.methods.filter { $0.name.hasSuffix(".initialValue") }.map { ($0.name, facts, $0) }
    }
    return (methods + initialValues).compactMap { name, facts, method in
      var method = method
      for stored in method.storedInputs where read.contains(stored.property) {
        // The finding quotes each input in backticks: this reads `Date()` into `created`.
        method.outsideInputs.append("\(stored.input)` into `\(stored.property)")
      }
      let isInitialValue = name.hasSuffix(".initialValue")
      return isInitialValue && method.outsideInputs.isEmpty ? nil : (name, facts, method)
    }
  }

  /// Whether `value` makes the view invisible (`alpha` 0, `hidden` true).
  private static func hides(_ keyPath: String, _ value: AttributeValue) -> Bool {
    switch (keyPath, value) {
    case ("alpha", .real(let alpha)), ("layer.opacity", .real(let alpha)): alpha == 0
    case ("hidden", .boolean(let hidden)): hidden
    default: false
    }
  }
}
