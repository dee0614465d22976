import Components
import Foundation

extension SourceEvidence {
  /// The first assignment reached from `start` that satisfies `matches`, following the class's
  /// own calls breadth first (so the shortest chain wins, and in a method its last such
  /// assignment); `nil` when the source shows none.
  func assignment(
    from start: String, where matches: (SourceFacts.Assignment) -> Bool
  ) -> Write? {
    var queue: [[String]] = [[start]]
    var visited: Set<String> = [start]
    while !queue.isEmpty {
      let chain = queue.removeFirst()
      guard let name = chain.last, let (facts, method) = method(name) else { continue }
      if let assignment = method.assignments.last(where: matches) {
        let file = method.file ?? facts.file
        return Write(chain: chain, assignment: assignment, location: "\(file):\(assignment.line)")
      }
      for call in method.calls where visited.insert(call).inserted {
        queue.append(chain + [call])
      }
    }
    return nil
  }

  /// The first assignment reached from `start` whose right-hand side reads `keyPath` (or a
  /// property of it: `placeholder.count`).
  func read(of keyPath: String, from start: String) -> Write? {
    let names = Self.propertyNames(keyPath)
    return assignment(from: start) { assignment in
      assignment.reads.contains { names.contains(String($0.prefix { $0 != "." })) }
    }
  }

  /// The first assignment reached from `start` that places or shapes something from the
  /// view's size: a `frame`, `bounds`, `path`, `position` or `center` set from the view's
  /// `bounds` or `frame` (`gradient.frame = bounds`), or a view or layer made with a frame
  /// from them (`marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: frame.height))`).
  /// A subview set to the bounds whose autoresizing mask stretches it both ways
  /// (`content.frame = bounds` beside `content.autoresizingMask = [.flexibleWidth,
  /// .flexibleHeight]` in the same method) follows every resize, so it is not such an
  /// assignment.
  func geometry(from start: String) -> Write? {
    let sized: Set<String> = ["bounds", "frame"]
    return assignment(from: start) { assignment in
      (Self.placesGeometry(assignment) || assignment.text.contains("(frame:"))
        && assignment.reads.contains { sized.contains(String($0.prefix { $0 != "." })) }
        && !isStretchedWithTheView(assignment)
    }
  }

  /// Whether `assignment` sets a subview's frame to the view's bounds and its method gives
  /// that subview an autoresizing mask with flexible width and height.
  func isStretchedWithTheView(_ assignment: SourceFacts.Assignment) -> Bool {
    guard assignment.property.hasSuffix(".frame"),
      let equals = assignment.text.firstIndex(of: "="),
      ["bounds", "self.bounds"].contains(
        assignment.text[equals...].dropFirst().trimmingCharacters(in: .whitespaces))
    else { return false }
    let mask = assignment.property.dropLast("frame".count) + "autoresizingMask"
    return classes.contains { _, facts in
      facts.methods.contains { method in
        method.assignments.contains(assignment)
          && method.assignments.contains {
            $0.property == mask && $0.text.contains("flexibleWidth")
              && $0.text.contains("flexibleHeight")
          }
      }
    }
  }

  /// Whether `assignment` sets a `frame`, `bounds`, `path`, `position` or `center`.
  static func placesGeometry(_ assignment: SourceFacts.Assignment) -> Bool {
    let placed: Set<String> = ["frame", "bounds", "path", "position", "center"]
    let last = assignment.property.split(separator: ".").last.map(String.init) ?? ""
    return placed.contains(last)
  }

  /// The first sublayer or subview `start`, or a method it calls, makes and adds, whether or
  /// not something removes one, of those `included`; `nil` when the source shows none.
  func addition(
    from start: String, where included: (SourceFacts.Addition) -> Bool = { _ in true }
  ) -> Stacking? {
    var queue: [[String]] = [[start]]
    var visited: Set<String> = [start]
    while !queue.isEmpty {
      let chain = queue.removeFirst()
      guard let name = chain.last, let (facts, method) = method(name) else { continue }
      if let addition = method.additions.first(where: included) {
        let file = method.file ?? facts.file
        return Stacking(chain: chain, addition: addition, location: "\(file):\(addition.line)")
      }
      for call in method.calls where visited.insert(call).inserted {
        queue.append(chain + [call])
      }
    }
    return nil
  }
}
