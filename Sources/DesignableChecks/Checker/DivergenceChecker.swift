import Components
import Foundation
import ImageDiff
import PNGCodec
import Raster

/// How a check runs.
public struct CheckOptions: Sendable {
  /// How pictures are compared; exact by default.
  public var diff: DiffOptions
  /// The standard properties the document archives and the inspector sets.
  public var standard: StandardProperties
  /// What the component sees of its surroundings.
  public var environment: DesignEnvironment
  /// Where to write each path's picture and the diffs; `nil` writes nothing.
  public var picturesFolder: String?
  /// Whether to test each attribute for staleness (two renders per attribute).
  public var checksStaleAttributes: Bool

  public init(
    diff: DiffOptions = .exact, standard: StandardProperties = StandardProperties(),
    environment: DesignEnvironment = DesignEnvironment(), picturesFolder: String? = nil,
    checksStaleAttributes: Bool = true
  ) {
    self.diff = diff
    self.standard = standard
    self.environment = environment
    self.picturesFolder = picturesFolder
    self.checksStaleAttributes = checksStaleAttributes
  }
}

/// Builds a component by the design-time, run-time and programmatic paths, renders each,
/// compares, and explains every difference as a ``Finding``.
///
/// When nothing is wrong a check costs the three paths' renders, one for the attributes in
/// the other order (when there are two or more), a second layout pass, and three renders at
/// one pixel per point for each attribute and for the size (a fresh build rendered, changed
/// and rendered again, against a build that had the new value from the start). Only when
/// something differs do more renders narrow down the cause (the hook that holds setup, the
/// pair of attributes whose order matters). Each path's build is traced, and the
/// explanations join that trace to the source facts the `DesignablePlugin` records.
public enum DivergenceChecker {
  public static func check<V: View>(
    _ type: V.Type, size: CGSize, scale: CGFloat = 2, attributes: AttributeSet = .empty,
    options: CheckOptions = CheckOptions()
  ) -> CheckReport {
    FirstUse.alone(type) {
      checkAlongside(type, size: size, scale: scale, attributes: attributes, options: options)
    }
  }

  /// ``check(_:size:scale:attributes:options:)`` once the type's first use is done or under
  /// way on this thread.
  private static func checkAlongside<V: View>(
    _ type: V.Type, size: CGSize, scale: CGFloat, attributes: AttributeSet,
    options: CheckOptions
  ) -> CheckReport {
    // An attribute the class has no property for stops the app (UIKit raises
    // NSUnknownKeyException while loading the document), while Interface Builder only warns
    // and draws the rest: report it, and check the rest without it.
    var checked = attributes
    var unknown: [Finding] = []
    var session: CheckSession
    repeat {
      session = CheckSession(
        type: type, frame: CGRect(origin: .zero, size: size), scale: scale, attributes: checked,
        options: options)
      session.run()
      guard let (keyPath, error) = session.unknownAttribute else { break }
      let component = String(describing: type)
      if let hidden = hiddenInspectable(keyPath, of: type) {
        unknown.append(hiddenAttributeFinding(hidden.facts, hidden.property, component: component))
      } else {
        unknown.append(unknownAttributeFinding(keyPath, error, component: component))
      }
      checked.attributes.removeAll { $0.keyPath == keyPath }
    } while true
    var report = CheckReport(
      component: String(describing: type), width: Double(size.width), height: Double(size.height),
      scale: Double(scale), attributeSet: attributes.name, findings: unknown + session.findings,
      pictures: session.pictures, renders: session.renders, comparisons: session.comparisons)
    if let traces = session.traces {
      var lifecycle: [String: [LifecycleRecord]] = [:]
      for path in LifecyclePath.allCases {
        lifecycle[path.rawValue] = LifecycleRecord.records(of: traces.trace(path))
      }
      report.lifecycle = lifecycle
    }
    return report
  }

  /// The `@IBInspectable` property documents call `key` that the nearest registered class
  /// declaring it hides from other files, with that class's facts.
  static func hiddenInspectable(_ key: String, of type: View.Type)
    -> (facts: SourceFacts, property: SourceFacts.HiddenInspectable)?
  {
    for (_, facts) in ComponentRegistry.sourceFacts(of: type) {
      if let property = facts.hiddenInspectable(key) { return (facts, property) }
    }
    return nil
  }

  /// A document attribute that names a hidden `@IBInspectable` property: Interface Builder and
  /// the app set it by key-value coding, so nothing fails there, but the check cannot.
  static func hiddenAttributeFinding(
    _ facts: SourceFacts, _ property: SourceFacts.HiddenInspectable, component: String
  ) -> Finding {
    let key = property.key
    let place = "\(property.file ?? facts.file):\(property.line)"
    return Finding(
      kind: .hiddenAttribute, attributes: [key], paths: [.designTime, .runTime],
      explanation:
        "The document sets \(key), an @IBInspectable property of \(component) that "
        + "\(property.reason) (\(place)): Interface Builder and the app set it by key-value "
        + "coding, but no Swift code outside its file can, so the DesignablePlugin could not "
        + "register it and the check compares every path without \(key).",
      fix: "To have \(key) checked, " + remedy(for: property.reason),
      details: ["keyPath": key, "reason": property.reason])
  }

  /// What lets the plugin register a hidden property, after "To have it checked, ".
  private static func remedy(for reason: String) -> String {
    if reason == "is marked unavailable" {
      return "put its `@available(*, unavailable)` inside `#if canImport(ObjectiveC)`."
    }
    if reason.hasSuffix("setter") {
      return "write `internal(set)` in place of its setter's access level: other files of "
        + "the module can then set it, other modules still cannot."
    }
    return "make it internal (or give it an internal setter), so that other files of the "
      + "module can set it."
  }

  /// The run-time path failing at `keyPath`, which the document sets and the class lacks.
  static func unknownAttributeFinding(_ keyPath: String, _ error: AttributeError, component: String)
    -> Finding
  {
    Finding(
      kind: .failingPath, attributes: [keyPath], paths: [.runTime],
      explanation:
        "The runTime path fails: the document sets \(keyPath), which \(component) has no "
        + "property for. On iOS the app stops with NSUnknownKeyException while it loads the "
        + "document; Interface Builder only warns (\"Failed to set (\(keyPath)) user defined "
        + "inspected property\") and draws the rest, which the check compares without "
        + "\(keyPath). \(error)",
      fix:
        "Remove the \(keyPath) runtime attribute from the document, or mark the property it "
        + "meant @IBInspectable under that name (with the DesignablePlugin on the target).",
      details: ["keyPath": keyPath])
  }
}
