extension RegistrationsRenderer {
  /// `source: SourceFacts(...)` for one class: one line per method, one more per assignment.
  static func sourceFacts(_ registration: Registration) -> [String] {
    let file = fileName(registration.location.path)
    let head = "source: SourceFacts(file: \(literal(file)), methods: ["
    let tail =
      "]" + flagged(registration.flagged, file: file)
      + hidden(registration.hiddenInspectables, file: file) + ")"
    let methods = settledInputs(registration)
    guard !methods.isEmpty else { return [head + tail] }
    var lines = [head]
    for (method, inputReads) in methods {
      var start = ".init(\(literal(method.name)), "
      let methodFile = fileName(method.path)
      if methodFile != file { start += "file: \(literal(methodFile)), " }
      start += "line: \(method.line)"
      let rest = [
        list("calls", method.calls.map(\.name)), list("invalidations", method.invalidations),
        list("animations", method.animations), list("outsideInputs", method.outsideInputs),
        storedInputs(method.storedInputs), list("inputReads", inputReads),
        list("deferredWork", method.deferredWork), additions(method.additions),
        list("removals", method.removals),
        method.interfaceBuilderBranches.isEmpty
          ? nil
          : "interfaceBuilderBranches: ["
            + method.interfaceBuilderBranches.map(String.init).joined(separator: ", ") + "]",
        method.trap.map { "trap: .init(line: \($0.line), text: \(literal($0.text)))" },
      ].compactMap { $0 }.map { ", " + $0 }.joined()
      guard !method.assignments.isEmpty else {
        lines.append("  " + start + rest + "),")
        continue
      }
      lines.append("  " + start + ", assignments: [")
      lines += method.assignments.map { "    " + assignment($0) + "," }
      lines.append("  ]" + rest + "),")
    }
    lines.append(tail)
    return lines
  }

  /// The class's methods to write out, each with the properties holding a stored input that
  /// it reads. An input kept in a property the class does not declare as a plain stored one
  /// (`alpha`, a property with observers) counts as read where it is read, an outside input;
  /// a method with nothing else to say and no such read is left out.
  static func settledInputs(_ registration: Registration) -> [(MethodFacts, [String])] {
    let stored = registration.storedProperties
    let holding = Set(
      registration.methods.flatMap(\.storedInputs).map(\.property).filter(stored.contains))
    return registration.methods.compactMap { method in
      var method = method
      for input in method.storedInputs where !stored.contains(input.property) {
        if !method.outsideInputs.contains(input.input) { method.outsideInputs.append(input.input) }
      }
      method.storedInputs.removeAll { !stored.contains($0.property) }
      let reads = method.propertyReads.intersection(holding).sorted()
      guard !method.isEmpty || !reads.isEmpty || method.name == "draw(_:)" else { return nil }
      return (method, reads)
    }
  }

  /// `storedInputs: [.init("startTime", input: "CACurrentMediaTime()")]`, or `nil` for none.
  static func storedInputs(_ inputs: [MethodFacts.StoredInput]) -> String? {
    guard !inputs.isEmpty else { return nil }
    let items = inputs.map { ".init(\(literal($0.property)), input: \(literal($0.input)))" }
    return "storedInputs: [" + items.joined(separator: ", ") + "]"
  }

  /// `, interfaceBuilderDeclarations: [.init(line: 40, names: ["extension Plot"])]`, or
  /// nothing when no declaration sits in a clause on the Interface Builder flag.
  static func flagged(_ entries: [FlaggedDeclarations], file: String) -> String {
    guard !entries.isEmpty else { return "" }
    let items = entries.map { entry in
      let entryFile = fileName(entry.path)
      let place = entryFile == file ? "" : "file: \(literal(entryFile)), "
      return ".init(\(place)line: \(entry.line), names: ["
        + entry.names.map(literal).joined(separator: ", ") + "])"
    }
    return ", interfaceBuilderDeclarations: [" + items.joined(separator: ", ") + "]"
  }

  /// `, hiddenInspectables: [.init("progress", line: 12, reason: "has a private(set) setter")]`,
  /// or nothing when every `@IBInspectable` property could be registered.
  static func hidden(_ entries: [HiddenInspectable], file: String) -> String {
    guard !entries.isEmpty else { return "" }
    let items = entries.map { entry in
      let entryFile = fileName(entry.location.path)
      let place = entryFile == file ? "" : "file: \(literal(entryFile)), "
      return ".init(\(literal(entry.key)), \(place)line: \(entry.location.line), "
        + "reason: \(literal(entry.reason)))"
    }
    return ", hiddenInspectables: [" + items.joined(separator: ", ") + "]"
  }

  /// `.init("alpha", reads: ["tintColor"], line: 4, text: "alpha = 0")`.
  static func assignment(_ assignment: MethodFacts.Assignment) -> String {
    let reads = list("reads", assignment.reads).map { $0 + ", " } ?? ""
    return ".init(\(literal(assignment.property)), \(reads)line: \(assignment.line), "
      + "text: \(literal(assignment.text))" + (assignment.once ? ", once: true)" : ")")
  }

  /// `additions: [.init(line: 9, text: "layer.addSublayer(shape)")]`, or `nil` for none.
  static func additions(_ additions: [MethodFacts.Addition]) -> String? {
    guard !additions.isEmpty else { return nil }
    let items = additions.map {
      ".init(line: \($0.line), text: \(literal($0.text))"
        + ($0.followsConstraints ? ", followsConstraints: true)" : ")")
    }
    return "additions: [" + items.joined(separator: ", ") + "]"
  }

  /// `label: ["a", "b"]`, or `nil` for no items.
  static func list(_ label: String, _ items: [String]) -> String? {
    items.isEmpty ? nil : "\(label): [" + items.map(literal).joined(separator: ", ") + "]"
  }

  /// The last component of `path`.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `text` as a Swift string literal that means exactly `text`: backslashes and quotes
  /// escaped (so `\(` stays text, not interpolation), control characters as `\u{...}`.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
