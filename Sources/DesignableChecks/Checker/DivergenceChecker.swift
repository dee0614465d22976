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
      unknown.append(unknownAttributeFinding(keyPath, error, component: String(describing: type)))
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
