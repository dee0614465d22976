import Components
import Foundation

/// One step of a path as a check saw it, for the report: the step, the attributes and
/// standard properties it changed, and the animations it started.
public struct LifecycleRecord: Codable, Equatable, Sendable {
  /// How the step is named: `init(coder:)`, `the document's tintColor`, `layoutSubviews()`.
  public var step: String
  /// Each value the step changed, by key path: `"rgba(0, 0, 1, 1) → rgba(1, 0.58, 0, 1)"`
  /// (`"→ value"` for the first value a path shows).
  public var changes: [String: String]
  /// The animations it started (`UIView.animate`).
  public var animations: [String]

  public init(step: String, changes: [String: String], animations: [String] = []) {
    self.step = step
    self.changes = changes
    self.animations = animations
  }

  /// Every step of `trace`, in order. The first lists no changes: it is where every value
  /// starts (what the initializer wrote cannot be told from a default).
  static func records(of trace: LifecycleTrace) -> [LifecycleRecord] {
    var records: [LifecycleRecord] = []
    var previous: [String: AttributeValue]?
    for step in trace.steps {
      var changes: [String: String] = [:]
      if let previous {
        for (keyPath, value) in step.values where previous[keyPath] != value {
          let from = previous[keyPath].map { "\($0) " } ?? ""
          changes[keyPath] = "\(from)→ \(value)"
        }
      }
      // The archive's step holds only what it restored: those values, not a full picture.
      if step.kind != .archiveRestored { previous = step.values }
      if step.kind == .archiveRestored {
        for (keyPath, value) in step.values { changes[keyPath] = "→ \(value)" }
      }
      let animations = step.animations.map(\.call)
      records.append(LifecycleRecord(step: step.name, changes: changes, animations: animations))
    }
    return records
  }
}
