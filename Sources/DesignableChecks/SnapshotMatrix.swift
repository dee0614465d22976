import Components
import Dispatch
import Foundation
import ImageDiff
import PNGCodec
import Raster
internal import Typesetting

extension SnapshotMatrix {
  /// Builds, renders and verifies a matrix of snapshots without recording issues: the work of
  /// `DesignableTesting`'s `assertSnapshots(of:sizes:…)`, for tools that report on their own
  /// (`designable demo`). Outcomes are in matrix order and added to the run summary; when
  /// attribute sets share a name, nothing is verified and the one outcome is a failure that
  /// says so.
  /// - Parameters:
  ///   - test: the name of the test the references belong to, which starts their names
  ///     (`snapshots` for `snapshots.PieChartView.120x120@2x.quarter.png`); none by default.
  ///   - folder: the folder holding this group's references.
  ///   - group: the group's name, for artifacts and the summary.
  ///   - artifactsFolder: where failure pictures and the summary go.
  ///   - record: when references are written; by default as the environment says
  ///     (``ReferenceRecording/current``).
  ///   - recordSource: what set `record`, for messages.
  ///   - owner: the test the references belong to; when given, a reference another test of
  ///     this run already used fails instead of being shared.
  public static func verify<V: View>(
    of type: V.Type, sizes: [CGSize], scales: [CGFloat], attributeSets: [AttributeSet],
    path: LifecyclePath = .designTime, area: DrawnArea = .bounds,
    standard: StandardProperties = StandardProperties(),
    options: DiffOptions = .exact, test: String? = nil, folder: String, group: String,
    artifactsFolder: String, record: ReferenceRecording? = nil, recordSource: String? = nil,
    owner: SnapshotOwner? = nil
  ) -> [SnapshotOutcome] {
    let group = SafeFileName.ensure(group)
    if let problem = SnapshotMatrix.repeatedSetNames(attributeSets) {
      return [SnapshotMatrix.usageError(problem, type, folder: folder, group: group)]
    }
    let mode = record ?? ReferenceRecording.current
    let setBy = record == nil ? ReferenceRecording.currentSource : "the caller's record: argument"
    let source = recordSource ?? setBy
    let cells = sizes.flatMap { size in
      scales.flatMap { scale in attributeSets.map { (size, scale, $0) } }
    }
    let environment = DesignEnvironment.current
    let requests = cells.map { size, scale, set in
      var request = SnapshotMatrix.request(
        type, size: size, scale: scale, set: set, path: path, area: area, test: test,
        folder: folder, group: group, options: options, record: mode, artifacts: artifactsFolder)
      request.recordSource = source
      return request
    }
    let buckets = SnapshotShard.buckets(of: requests)
    var outcomes = inParallel(cells.count) { index in
      let (size, scale, set) = cells[index]
      let request = requests[index]
      let given = [
        test ?? "", String(reflecting: type), "\(size.width)x\(size.height)@\(scale)", set.name,
        path.rawValue, area.rawValue,
      ]
      if let owner,
        let collision = SnapshotClaims.shared.collision(
          request, owner, given: given.joined(separator: "\u{0}"))
      {
        return collision
      }
      if let notHere = SnapshotShard.outcome(for: request, bucket: buckets?[index]) {
        return notHere
      }
      return DesignEnvironment.$current.withValue(environment) {
        FirstUse.alone(type) {
          SnapshotMatrix.verify(
            type, size: size, scale: scale, set: set, path: path, area: area,
            standard: standard, request: request)
        }
      }
    }
    for index in outcomes.indices { outcomes[index].owner = owner }
    SnapshotRun.shared.add(outcomes, artifactsFolder: artifactsFolder)
    return outcomes
  }
}

extension SnapshotMatrix {
  /// One cell's request: its name starts with the test's, and the name it had before test
  /// names is where a missing reference is adopted from.
  static func request(
    _ type: View.Type, size: CGSize, scale: CGFloat, set: AttributeSet, path: LifecyclePath,
    area: DrawnArea = .bounds, test: String?, folder: String, group: String,
    options: DiffOptions, record: ReferenceRecording, artifacts: String
  ) -> SnapshotRequest {
    let former = SnapshotName.make(
      component: String(describing: type), size: size, scale: scale, attributeSet: set.name,
      path: path, area: area)
    let name = test.map { SnapshotName.inTest($0, former) } ?? former
    let formerPath = (folder as NSString).appendingPathComponent(former + ".png")
    var request = SnapshotRequest(
      name: name, group: group,
      referencePath: (folder as NSString).appendingPathComponent(name + ".png"),
      options: options, scale: Double(scale),
      metadata: SnapshotMetadata(name: name, attributes: set.summary),
      record: record, artifactsFolder: artifacts, formerPaths: name == former ? [] : [formerPath])
    request.recordsDefaultFonts = true
    return request
  }

  static func usageError(_ problem: String, _ type: View.Type, folder: String, group: String)
    -> SnapshotOutcome
  {
    SnapshotOutcome(
      name: SafeFileName.make(String(describing: type)), group: group, status: .failed,
      referencePath: folder, options: .exact, message: problem, decodeSeconds: 0,
      compareSeconds: 0)
  }

  /// A usage error when two attribute sets share a name (their references would be one).
  /// Names that differ only in case are repeats too: macOS's file system takes them for
  /// one file.
  package static func repeatedSetNames(_ sets: [AttributeSet]) -> String? {
    var first: [String: String] = [:]
    var repeated: [String] = []
    for set in sets {
      let key = SafeFileName.ensure(set.name).lowercased()
      guard let earlier = first[key] else {
        first[key] = set.name
        continue
      }
      for name in [earlier, set.name] where !repeated.contains(name) { repeated.append(name) }
    }
    guard !repeated.isEmpty else { return nil }
    let names = repeated.map { "\"\($0)\"" }.joined(separator: ", ")
    let byCase =
      Set(repeated).count > 1 ? " (names that differ only in case are one file on macOS)" : ""
    return "Usage error: more than one attribute set is named \(names) in one call\(byCase), so "
      + "their snapshots would share a reference. Give each attribute set its own name; nothing "
      + "was verified."
  }
}

/// Snapshots of one component over sizes × scales × attribute sets: built, drawn and
/// compared with their references cell by cell.
public enum SnapshotMatrix {
  /// Builds, renders and verifies one cell; a failure to build or render is a failed outcome.
  static func verify<V: View>(
    _ type: V.Type, size: CGSize, scale: CGFloat, set: AttributeSet, path: LifecyclePath,
    area: DrawnArea = .bounds, standard: StandardProperties, request: SnapshotRequest
  ) -> SnapshotOutcome {
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let usage = FontUsage()
      let (view, picture) = try FontUsage.$current.withValue(usage) {
        let view = try Lifecycle.build(
          type, path: path, frame: CGRect(origin: .zero, size: size), standard: standard,
          attributes: set)
        return (view, try Lifecycle.renderChecked(view, scale: scale, area: area))
      }
      let slow = slowWarning(clock.now - start, request)
      guard picture.width > 0, picture.height > 0 else {
        return failed(
          request,
          "the picture is empty: \(size.width)×\(size.height) points at \(scale)x has no pixels; snapshot a size of at least one pixel"
        )
      }
      var request = request
      request.usedFaces = usage.faces
      var outcome = SnapshotVerifier.verify(picture, request)
      // A picture with overflow is larger than the view; the view's own size is what counts.
      let bounds = view.bounds.size
      let drawn =
        area == .bounds
        ? (width: picture.width, height: picture.height)
        : (
          width: Int((bounds.width * scale).rounded()),
          height: Int((bounds.height * scale).rounded())
        )
      let warnings =
        [sizeWarning(drawn, asked: size, scale: scale, request), slow]
        + usage.warnings.map { Optional($0) }
      outcome.warning = warnings.compactMap { $0 }.joined(separator: " ").nilIfEmpty
      return outcome
    } catch {
      return failed(request, "could not be drawn: \(error)")
    }
  }

  /// A warning when the picture is not `asked × scale` pixels: the view resized itself.
  static func sizeWarning(
    _ picture: (width: Int, height: Int), asked: CGSize, scale: CGFloat,
    _ request: SnapshotRequest
  ) -> String? {
    let width = Int((asked.width * scale).rounded())
    let height = Int((asked.height * scale).rounded())
    guard picture.width != width || picture.height != height else { return nil }
    let points = { (pixels: Int) in SnapshotName.number(CGFloat(pixels) / scale) }
    return "Snapshot \"\(request.name)\" asked for \(SnapshotName.number(asked.width))x"
      + "\(SnapshotName.number(asked.height)) points but the view drew itself at "
      + "\(points(picture.width))x\(points(picture.height)): it changes its own frame."
  }

  /// How long building and drawing one cell may take before the outcome says so: a
  /// snapshot usually takes milliseconds.
  static let slowCellSeconds = 2.0

  /// A warning when building and drawing took longer than ``slowCellSeconds``.
  static func slowWarning(_ duration: Duration, _ request: SnapshotRequest) -> String? {
    let seconds = SnapshotVerifier.seconds(duration)
    guard seconds > slowCellSeconds else { return nil }
    return "Snapshot \"\(request.name)\" took \(String(format: "%.1f", seconds)) s to build "
      + "and draw, where a snapshot usually takes milliseconds: look in the component's "
      + "initializers, layoutSubviews() and draw(_:) for work that grows with its size or "
      + "waits (a sleep, a semaphore, a run loop)."
  }

  /// A failed outcome for `request`, with a message that names the snapshot and `reason`.
  package static func failed(_ request: SnapshotRequest, _ reason: String) -> SnapshotOutcome {
    SnapshotOutcome(
      name: request.name, group: request.group, status: .failed,
      referencePath: request.referencePath, options: request.options,
      message: "Snapshot \"\(request.name)\" \(reason)", decodeSeconds: 0, compareSeconds: 0)
  }

  /// The default fonts by file name and content hash, or `nil` when they are missing. Loads
  /// and hashes both faces the first time: ask only when metadata is written or compared.
  static var fontsDescription: String? { fontsDescription(adding: []) }

  /// The default fonts, then the other faces of `used` sorted by file name, each by file
  /// name and content hash (`DejaVuSans.ttf 1a2b…, DejaVuSans-Bold.ttf …, Inter-Thin.otf …`);
  /// `nil` when there are none. A picture drawn with the default fonts alone records the
  /// same text as before other fonts were recorded.
  static func fontsDescription(adding used: [FontFace]) -> String? {
    let defaults = [false, true].compactMap { try? FontRegistry.shared.systemFace(bold: $0) }
    let others = used.filter { face in !defaults.contains { $0 === face } }
      .sorted { ($0.fileName, $0.filePath) < ($1.fileName, $1.filePath) }
    let faces = defaults + others
    guard !faces.isEmpty else { return nil }
    return faces.map { "\($0.fileName) \($0.contentHash)" }.joined(separator: ", ")
  }
}

extension AttributeSet {
  /// The set as one line for a reference's metadata: `name: key = value; …`.
  var summary: String {
    name + ": " + attributes.map { "\($0.keyPath) = \($0.value)" }.joined(separator: "; ")
  }
}

extension String {
  /// The string, or `nil` when it is empty.
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
