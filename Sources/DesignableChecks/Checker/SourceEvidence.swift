import Components
import Foundation

/// What a component's source says its methods do (``SourceFacts`` of the class and its
/// registered superclasses), asked the questions a finding needs: which method, reached from
/// a lifecycle method, assigns a property, and from what.
struct SourceEvidence {
  /// The facts of the class first, then of each registered superclass.
  let classes: [(type: View.Type, facts: SourceFacts)]

  init(_ type: View.Type) {
    classes = ComponentRegistry.sourceFacts(of: type)
  }

  /// Whether any source facts are known.
  var isKnown: Bool { !classes.isEmpty }

  /// An assignment found by following calls from a lifecycle method.
  struct Write {
    /// The methods from the lifecycle method to the one that assigns, in call order.
    var chain: [String]
    var assignment: SourceFacts.Assignment
    /// Where: `File.swift:12`.
    var location: String

    /// The method that assigns.
    var method: String { chain.last ?? "" }

    /// "`setup()`, called from `init(coder:)`, sets `trackFillColor` from `tintColor`
    /// (`trackFillColor = tintColor`, CircularSlider.swift:270)".
    var sentence: String {
      var text = "`\(method)`"
      if chain.count > 1 {
        let callers = chain.dropLast().reversed().map { "`\($0)`" }
        text += ", called from " + callers.joined(separator: " from ") + ","
      }
      text += " sets `\(assignment.property)`"
      if !assignment.reads.isEmpty {
        text += " from " + assignment.reads.map { "`\($0)`" }.joined(separator: " and ")
      }
      return text + " (`\(assignment.text)`, \(location))"
    }
  }

  /// The method that declares `name`, nearest class first (an override hides the original).
  func method(_ name: String) -> (facts: SourceFacts, method: SourceFacts.Method)? {
    for (_, facts) in classes {
      if let method = facts.method(name) { return (facts, method) }
    }
    return nil
  }

  /// The first assignment of `keyPath` reached from `start`, following the class's own calls
  /// breadth first (so the shortest chain wins); `nil` when the source shows none.
  func write(of keyPath: String, from start: String) -> Write? {
    let names = Self.propertyNames(keyPath)
    var queue: [[String]] = [[start]]
    var visited: Set<String> = [start]
    while !queue.isEmpty {
      let chain = queue.removeFirst()
      guard let name = chain.last, let (facts, method) = method(name) else { continue }
      if let assignment = method.assignments.last(where: { names.contains($0.property) }) {
        return Write(
          chain: chain, assignment: assignment, location: "\(facts.file):\(assignment.line)")
      }
      for call in method.calls where visited.insert(call).inserted {
        queue.append(chain + [call])
      }
    }
    return nil
  }

  /// A sublayer or subview made and added anew at every run of a method, found by following
  /// the class's own calls.
  struct Stacking {
    /// The methods from the one that runs again to the one that adds, in call order.
    var chain: [String]
    var addition: SourceFacts.Addition
    /// Where: `File.swift:23`.
    var location: String

    /// The method that runs again: `draw(_:)`, `layoutSubviews()`.
    var method: String { chain.first ?? "" }

    /// What it adds: "view" for `addSubview` and `insertSubview`, "layer" otherwise.
    var kind: String { addition.text.contains("Subview") ? "view" : "layer" }

    /// "`addOutline()`, called from `draw(_:)`, runs `layer.insertSublayer(outline, at: 0)`,
    /// Caption.swift:12"; "`layer.addSublayer(outline)`, Caption.swift:9" in the method itself.
    var sentence: String {
      guard chain.count > 1 else { return "`\(addition.text)`, \(location)" }
      let callers = chain.dropLast().reversed().map { "`\($0)`" }
      return "`\(chain.last ?? "")`, called from " + callers.joined(separator: " from ")
        + ", runs `\(addition.text)`, \(location)"
    }
  }

  /// The first sublayer or subview that `start`, or a method it calls, makes and adds at every
  /// run, when none of them removes one (`removeFromSuperlayer()`, an assignment to
  /// `sublayers`): each run of `start` then adds one more. `nil` when the source shows none.
  func stacking(from start: String) -> Stacking? {
    let reached = reach(from: start).compactMap { method($0)?.method }
    let removes = reached.contains {
      !$0.removals.isEmpty || $0.assignments.contains { $0.property.hasSuffix("sublayers") }
    }
    guard !removes else { return nil }
    return addition(from: start)
  }

  /// Every method reached from `start` by the class's own calls, `start` included.
  func reach(from start: String) -> Set<String> {
    var seen: Set<String> = []
    var stack = [start]
    while let name = stack.popLast() {
      guard seen.insert(name).inserted, let (_, method) = method(name) else { continue }
      stack += method.calls
    }
    return seen.filter { method($0) != nil }
  }

  /// The methods a step runs of the component's own code, by the names its facts use.
  static func methods(of step: LifecycleTrace.StepKind, keyPath: String) -> [String] {
    switch step {
    case .initializer(let name), .hook(let name): [name]
    case .archiveRestored: []
    case .standardProperties:
      ["backgroundColor", "alpha", "isHidden", "tintColor", "clipsToBounds", "isOpaque"]
        .flatMap { ["\($0).didSet", "\($0).set"] } + ["tintColorDidChange()"]
    case .attribute(let set):
      propertyNames(set).flatMap { ["\($0).didSet", "\($0).willSet", "\($0).set"] }
    case .layout: ["layoutSubviews()"]
    case .draw: ["draw(_:)", "draw(_:in:)", "display(_:)", "drawText(in:)", "drawPlaceholder(in:)"]
    }
  }

  /// The spellings of an attribute's property in source: the key path, and UIKit's Swift name
  /// for the standard properties whose key path differs (`hidden` is `isHidden`).
  static func propertyNames(_ keyPath: String) -> Set<String> {
    let swift: [String: String] = [
      "hidden": "isHidden", "opaque": "isOpaque",
      "userInteractionEnabled": "isUserInteractionEnabled",
    ]
    return [keyPath, swift[keyPath] ?? keyPath]
  }
}
