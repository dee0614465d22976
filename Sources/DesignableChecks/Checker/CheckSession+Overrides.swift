import Components
import Foundation

extension CheckSession {
  /// Finds attributes that read back other than set: a standard property overwritten by
  /// `init(coder:)` after `super.init(coder:)` restored it (seed 003), or an attribute reset
  /// by `awakeFromNib()`, `prepareForInterfaceBuilder()` or `layoutSubviews()`. The builds
  /// compared are laid out like the rendered ones, so that layout is never blamed on a hook.
  /// - Returns: the key paths found overridden.
  func checkOverrides(
    design: Result<View, LifecycleError>, runTime: Result<View, LifecycleError>,
    traces: PathTraces
  ) -> [String] {
    // What an animation's completion sets is the animation's finding, not an override.
    let endedByAnimation = Set(
      traces.runTime.steps.flatMap(\.animations).flatMap(\.completionChanges).map(\.keyPath))
    var found: [String] = []
    if case .success(let view) = runTime {
      let withoutAwake = try? build(.runTime, awake: false).get()
      let beforeLayout = withoutAwake.map { built in
        expectedValues.map { built.value(forKeyPath: $0.0) }
      }
      if let withoutAwake { layOut(withoutAwake) }
      for (index, (keyPath, expected)) in expectedValues.enumerated() {
        guard let readBack = view.value(forKeyPath: keyPath), !Self.matches(expected, readBack)
        else { continue }
        let laidOut = withoutAwake?.value(forKeyPath: keyPath)
        let unlaid = beforeLayout?[index]
        let culprit =
          laidOut.map { Self.matches(expected, $0) } == true
          ? "awakeFromNib()"
          : unlaid.map { Self.matches(expected, $0) } == true
            ? "layoutSubviews()"
            : isStandard(keyPath) ? "init(coder:)" : nil
        guard let culprit, !(culprit == "layoutSubviews()" && endedByAnimation.contains(keyPath))
        else { continue }
        found.append(keyPath)
        // Interface Builder may lose the value too (a hook that resets it on both paths):
        // then both tools agree, and the finding is that the inspector's value never shows.
        let designReadBack = (try? design.get())?.value(forKeyPath: keyPath)
        let lostAtDesign = designReadBack.flatMap { Self.matches(expected, $0) ? nil : $0 }
        add(
          override(
            keyPath, expected, readBack, path: .runTime, by: culprit,
            alsoInInterfaceBuilder: lostAtDesign))
      }
    }
    if case .success(let view) = design,
      let withoutPrepare = try? build(.designTime, prepare: false).get()
    {
      layOut(withoutPrepare)
      for (keyPath, expected) in expectedValues where !found.contains(keyPath) {
        guard let readBack = view.value(forKeyPath: keyPath), !Self.matches(expected, readBack),
          let earlier = withoutPrepare.value(forKeyPath: keyPath), Self.matches(expected, earlier)
        else { continue }
        found.append(keyPath)
        add(
          override(
            keyPath, expected, readBack, path: .designTime, by: "prepareForInterfaceBuilder()"))
      }
    }
    return found
  }

  /// Lays a view out as a render does, without drawing it.
  private func layOut(_ view: View) {
    DesignEnvironment.$current.withValue(view.environment) { view.layoutIfNeeded() }
  }

  private func override(
    _ keyPath: String, _ expected: AttributeValue, _ readBack: AttributeValue, path: LifecyclePath,
    by culprit: String, alsoInInterfaceBuilder designReadBack: AttributeValue? = nil
  ) -> Finding {
    let where_ = path == .runTime ? "in the app" : "in Interface Builder"
    if culprit == "layoutSubviews()" { return layoutOverride(keyPath, expected, readBack) }
    let write = evidence.write(of: keyPath, from: culprit)
    let after = culprit == "init(coder:)" ? " after super.init(coder:) restored it" : ""
    let later = attributeWriters(of: keyPath, on: path)
    let again = later.map { attribute, write in
      ", and \(write.sentence) when the document's `\(attribute)` is applied"
    }.joined()
    let who = write.map { "\($0.sentence)\(after), overwriting the document's value\(again)" }
    var details = [
      "document": expected.description, "readBack": readBack.description, "by": culprit,
      "method": write?.method ?? culprit,
    ]
    if !later.isEmpty { details["alsoBy"] = later.map(\.1.method).joined(separator: ", ") }
    let alsoFix = later.map { "`\($0.1.method)`" }.joined(separator: " and ")
    return Finding(
      kind: .initOverridesAttribute, attributes: [keyPath],
      paths: designReadBack == nil ? [path] : [path, .designTime],
      explanation: (who.map { "\($0): the document says \(expected), but \(where_) it reads back " }
        ?? "\(culprit) overwrites \(keyPath): the document says \(expected), but \(where_) it "
        + "reads back ")
        + "\(readBack)" + consequence(of: keyPath, designReadBack: designReadBack),
      fix:
        "Set a default where the property is declared, not in \(culprit); or assign it only when "
        + "the archive left it unset."
        + (later.isEmpty
          ? ""
          : " \(alsoFix) \(later.count == 1 ? "writes" : "write") it too, whenever "
            + "\(later.count == 1 ? "its attribute is" : "their attributes are") set: keep "
            + "\(keyPath) out of \(later.count == 1 ? "that observer" : "those observers") as well."),
      details: details)
  }

  /// The attributes whose observers or setters wrote `keyPath` on `path`, after the
  /// initializer, each with the write the source shows (`buttonsColor.didSet` sets
  /// `backgroundColor`): the value read back may be theirs, not the initializer's.
  private func attributeWriters(of keyPath: String, on path: LifecyclePath)
    -> [(String, SourceEvidence.Write)]
  {
    guard let trace = traces?.trace(path) else { return [] }
    var result: [(String, SourceEvidence.Write)] = []
    for (step, _) in trace.changes(of: keyPath) {
      guard case .attribute(let attribute) = step.kind,
        !result.contains(where: { $0.0 == attribute })
      else { continue }
      let names = SourceEvidence.propertyNames(attribute)
      let write = names.lazy.flatMap { name in
        ["didSet", "set", "willSet"].lazy.compactMap {
          self.evidence.write(of: keyPath, from: "\(name).\($0)")
        }
      }.first
      if let write { result.append((attribute, write)) }
    }
    return result
  }

  /// How the two tools compare: they differ, or Interface Builder loses the value as well
  /// (naming its writer when the source shows it), so neither shows it.
  private func consequence(of keyPath: String, designReadBack: AttributeValue?) -> String {
    guard let designReadBack else { return ", so the two tools show different things." }
    let writer = evidence.write(of: keyPath, from: "prepareForInterfaceBuilder()")
    let how = writer.map { " (\($0.sentence))" } ?? ""
    return "; Interface Builder reads back \(designReadBack) too\(how), so neither tool shows "
      + "the document's value."
  }

  private func layoutOverride(
    _ keyPath: String, _ expected: AttributeValue, _ readBack: AttributeValue
  ) -> Finding {
    Finding(
      kind: .initOverridesAttribute, attributes: [keyPath], paths: [.runTime],
      explanation:
        "layoutSubviews() overwrites \(keyPath): the document says \(expected), and every path "
        + "reads it back so until the first layout, then \(readBack), so the inspector's value "
        + "never shows.",
      fix:
        "Do not assign \(keyPath) in layoutSubviews(); keep the value as set and compute what "
        + "layout needs into a private property (or reconcile it in the attribute's didSet).",
      details: [
        "document": expected.description, "readBack": readBack.description,
        "by": "layoutSubviews()",
      ])
  }

  /// The values the document sets: the standard properties, then the attributes (the last
  /// value wins for a key path set twice).
  var expectedValues: [(String, AttributeValue)] {
    var values: [(String, AttributeValue)] = []
    let standard = options.standard
    if let color = standard.backgroundColor { values.append(("backgroundColor", .color(color))) }
    if let alpha = standard.alpha { values.append(("alpha", .real(Double(alpha)))) }
    if let hidden = standard.isHidden { values.append(("hidden", .boolean(hidden))) }
    if let clips = standard.clipsToBounds { values.append(("clipsToBounds", .boolean(clips))) }
    if let tint = standard.tintColor { values.append(("tintColor", .color(tint))) }
    for attribute in attributes.attributes {
      if case .image = attribute.value { continue }
      values.removeAll { $0.0 == attribute.keyPath }
      values.append((attribute.keyPath, attribute.value))
    }
    return values
  }

  func isStandard(_ keyPath: String) -> Bool {
    ["backgroundColor", "alpha", "hidden", "clipsToBounds", "tintColor"].contains(keyPath)
  }

  /// Whether a value read back is the value set: numbers compared as doubles to within a
  /// millionth (a `Float` property holds 0.3 as 0.300000012), two fully transparent colours
  /// alike, everything else exactly.
  static func matches(_ expected: AttributeValue, _ actual: AttributeValue) -> Bool {
    // Two fully transparent colours draw the same nothing, whatever their other components.
    if case .color(let a) = expected, case .color(let b) = actual, a.alpha == 0, b.alpha == 0 {
      return true
    }
    switch (number(expected), number(actual)) {
    case (let a?, let b?):
      // NaN, the "not set" sentinel of some components, reads back as itself.
      return a == b || (a.isNaN && b.isNaN) || abs(a - b) <= 1e-6 * max(1, abs(a))
    default:
      return expected == actual
    }
  }

  private static func number(_ value: AttributeValue) -> Double? {
    switch value {
    case .integer(let i): Double(i)
    case .real(let r): r
    default: nil
    }
  }
}
