import Components
import Foundation
import ImageDiff
import PNGCodec
import Raster

/// One check in progress: the builds, renders and findings of one component, size, scale
/// and attribute set.
final class CheckSession {
  let type: View.Type
  let frame: CGRect
  let scale: CGFloat
  let attributes: AttributeSet
  let options: CheckOptions
  private(set) var findings: [Finding] = []
  private(set) var pictures: [String: String] = [:]
  private(set) var renders = 0
  private(set) var comparisons = 0
  /// What each path's build did, once `run()` has built them.
  private(set) var traces: PathTraces?
  /// What the component's source says its methods do.
  private(set) lazy var evidence = SourceEvidence(type)
  /// The attribute the component has no property for, when the design-time build stopped
  /// at it; the check then ran no further (see ``DivergenceChecker``).
  private(set) var unknownAttribute: (keyPath: String, error: AttributeError)?
  /// The path each view was built by and the values tried on it, announced again when it
  /// is drawn, so that a crash while drawing is reported on the path that built the view.
  private var builtBy:
    [ObjectIdentifier: (view: WeakView, path: LifecyclePath, tried: [Attribute])] =
      [:]

  private struct WeakView {
    weak var view: View?
  }

  init(
    type: View.Type, frame: CGRect, scale: CGFloat, attributes: AttributeSet, options: CheckOptions
  ) {
    self.type = type
    self.frame = frame
    self.scale = scale
    self.attributes = attributes
    self.options = options
  }

  var component: String { String(describing: type) }

  // MARK: Building, rendering, comparing

  /// Builds by a path with the attributes in the given order (the set's own by default).
  func build(
    _ path: LifecyclePath, order: [Attribute]? = nil, flag: Bool? = nil, prepare: Bool = true,
    awake: Bool = true, frame: CGRect? = nil, trace: LifecycleTrace? = nil
  ) -> Result<View, LifecycleError> {
    let set = AttributeSet(attributes.name, order ?? attributes.attributes)
    let tried = set.attributes.filter { !attributes.attributes.contains($0) }
    PathTrace.enter(path, trying: tried)
    let built = Result { () throws(LifecycleError) -> View in
      try Lifecycle.build(
        type, path: path, frame: frame ?? self.frame, standard: options.standard, attributes: set,
        environment: options.environment, interfaceBuilderFlag: flag,
        callsPrepareForInterfaceBuilder: prepare, callsAwakeFromNib: awake, trace: trace)
    }
    if PathTrace.isOn, case .success(let view) = built {
      builtBy[ObjectIdentifier(view)] = (WeakView(view: view), path, tried)
    }
    return built
  }

  /// Renders at the check's scale, or at `scale` when given.
  func render(_ view: View, trace: LifecycleTrace? = nil, scale: CGFloat? = nil) -> Bitmap {
    renders += 1
    announceDrawing(view)
    return Lifecycle.render(view, scale: scale ?? self.scale, trace: trace)
  }

  /// Announces the path that built `view` again (``PathTrace``), before drawing it.
  private func announceDrawing(_ view: View) {
    guard let built = builtBy[ObjectIdentifier(view)], built.view.view === view else { return }
    PathTrace.enter(built.path, trying: built.tried)
  }

  func render(
    _ result: Result<View, LifecycleError>, trace: LifecycleTrace? = nil, scale: CGFloat? = nil
  ) -> Bitmap? {
    guard case .success(let view) = result else { return nil }
    return render(view, trace: trace, scale: scale)
  }

  /// Whether two pictures match within the check's tolerance; `scale` is theirs when they
  /// were not drawn at the check's scale.
  func same(_ a: Bitmap?, _ b: Bitmap?, scale: CGFloat? = nil) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    comparisons += 1
    let scale = Double(scale ?? self.scale)
    return ImageDiff.compare(a, b, options: options.diff, scale: scale).result.matches
  }

  /// Writes a picture for the report (drawn at `scale`, the check's by default); returns
  /// its path.
  @discardableResult
  func save(_ picture: Bitmap?, as role: String, scale: CGFloat? = nil) -> String? {
    guard let folder = options.picturesFolder, let picture, picture.pixelCount > 0 else {
      return nil
    }
    let name = SnapshotName.make(
      component: component, size: frame.size, scale: scale ?? self.scale,
      attributeSet: attributes.name)
    let path = (folder as NSString).appendingPathComponent("\(name).\(role).png")
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try PNGFile.write(picture, to: path)
      pictures[role] = path
      return path
    } catch {
      return nil
    }
  }

  /// Saves the diff of two pictures under `role` and returns the picture roles for a finding.
  /// Pictures drawn at another `scale` than the check's are named with theirs.
  func savedPair(
    _ a: (String, Bitmap?), _ b: (String, Bitmap?), role: String, scale: CGFloat? = nil
  ) -> [String: String] {
    var result: [String: String] = [:]
    for (name, picture) in [a, b] {
      if let path = pictures[name] ?? save(picture, as: name, scale: scale) { result[name] = path }
    }
    if let first = a.1, let second = b.1 {
      let diff = ImageDiff.compare(first, second, options: options.diff, drawsPicture: true).picture
      if let path = save(diff, as: role, scale: scale) { result["diff"] = path }
    }
    return result
  }

  func add(_ finding: Finding) { findings.append(finding) }

  // MARK: The check

  /// Runs every check. Renders here show the first frame, without the layout and drawing a
  /// device runs next when drawing asks for layout, so that such drawing is found.
  func run() {
    Lifecycle.$laysOutAfterDrawing.withValue(false) { runChecks() }
  }

  private func runChecks() {
    checkUneditableKinds()
    let traces = PathTraces()
    self.traces = traces
    let design = build(.designTime, trace: traces.design)
    if case .failure(.attribute(let error)) = design,
      case .unknownKeyPath(let keyPath, _, _) = error,
      attributes.attributes.contains(where: { $0.keyPath == keyPath })
    {
      unknownAttribute = (keyPath, error)
      return
    }
    let runTime = build(.runTime, trace: traces.runTime)
    let code = build(.programmatic, trace: traces.code)
    addFailingPaths(
      [(LifecyclePath.designTime, design), (.runTime, runTime), (.programmatic, code)]
        .compactMap { path, result in
          if case .failure(let error) = result { (path, error) } else { nil }
        })
    var issues: [(LifecyclePath, [String])] = []
    let pictures = [(LifecyclePath.designTime, design), (.runTime, runTime), (.programmatic, code)]
      .map { path, result -> Bitmap? in
        guard case .success(let view) = result else { return nil }
        renders += 1
        announceDrawing(view)
        let (picture, found) = Lifecycle.renderNotingIssues(
          view, scale: scale, trace: traces.trace(path))
        if !found.isEmpty { issues.append((path, found)) }
        return picture
      }
    let (designPicture, runPicture, codePicture) = (pictures[0], pictures[1], pictures[2])
    addRenderIssues(issues)
    save(designPicture, as: LifecyclePath.designTime.rawValue)
    save(runPicture, as: LifecyclePath.runTime.rawValue)
    save(codePicture, as: LifecyclePath.programmatic.rawValue)

    let overrides = checkOverrides(design: design, runTime: runTime, traces: traces)
    let sourceMethods = withReadStoredInputs(methodsBuildingTheView())
    // A view drawn from the clock or random numbers differs from one render to the next
    // by itself, so two renders cannot tell an order, a path, a layout or an attribute apart.
    let unstable = sourceMethods.contains { !$0.2.outsideInputs.isEmpty }
    let orderExplains =
      !unstable
      && checkOrder(code: code, codePicture: codePicture, designPicture: designPicture)
    checkAnimations(traces)
    checkHeldAnimations(traces)
    checkOutsideInputs(in: sourceMethods)
    checkDeferredWork(in: sourceMethods)
    checkInterfaceBuilderBranches(in: sourceMethods)
    if !unstable {
      classifyPathDifferences(
        design: designPicture, runTime: runPicture, code: codePicture, traces: traces,
        overrides: overrides, explained: !overrides.isEmpty || orderExplains)
    }
    if !unstable, case .success(let view) = runTime ?? design,
      let first = runPicture ?? designPicture
    {
      checkLayoutIdempotence(view, first: first)
    }
    let resizes = checkOwnSize(
      [(.designTime, designPicture), (.runTime, runPicture), (.programmatic, codePicture)],
      fitted: (try? (runTime ?? design).get())?.intrinsicContentSize)
    // A layout that leaks makes every later render differ, so staleness cannot be judged.
    let layoutLeaks = findings.contains { $0.kind == .layoutNotIdempotent }
    if options.checksStaleAttributes, !layoutLeaks, !unstable {
      if case .success = runTime {
        let awakeActs = !traces.runTime.changes(in: .hook("awakeFromNib()")).isEmpty
        checkStaleAttributes(path: .runTime, resizes: !resizes, awakeActs: awakeActs)
      } else if case .success = code {
        checkStaleAttributes(path: .programmatic, resizes: !resizes)
      }
    }
  }

  /// Reports the paths whose picture is not the size asked for: the view changed its own
  /// frame (to its intrinsic size, say) while it was built or laid out.
  ///
  /// A view that fits itself to its `intrinsicContentSize` (`fitted`) within 5% of the size
  /// asked is not reported: Interface Builder lays a designable out at that same intrinsic
  /// size, so a document's frame is the size the view chose there, and a small difference
  /// comes from measuring text in other fonts here.
  /// - Returns: whether any path did.
  private func checkOwnSize(_ pictures: [(LifecyclePath, Bitmap?)], fitted: CGSize?) -> Bool {
    let asked = (Int((frame.width * scale).rounded()), Int((frame.height * scale).rounded()))
    let drawn = pictures.compactMap { path, picture in
      picture.flatMap { $0.width == asked.0 && $0.height == asked.1 ? nil : (path, $0) }
    }
    guard let (_, first) = drawn.first else { return false }
    if let fitted, Self.isDocumentFit(fitted, drawn: first, asked: frame.size, scale: scale) {
      return true
    }
    let points = { [scale] (pixels: Int) in SnapshotName.number(CGFloat(pixels) / scale) }
    let drawnSize = "\(points(first.width))x\(points(first.height))"
    let askedSize = "\(SnapshotName.number(frame.width))x\(SnapshotName.number(frame.height))"
    let write = ownSizeWrite(paths: drawn.map(\.0))
    var details = ["asked": askedSize, "drawn": drawnSize]
    details["where"] = write?.location
    add(
      Finding(
        kind: .resizesItself, paths: drawn.map(\.0),
        explanation:
          "Asked for \(askedSize) points, the view drew itself at \(drawnSize): it changes its "
          + "own frame, so Interface Builder's canvas and the app's layout show another size than "
          + "the one the document or the constraints give."
          + (write.map { " In the source, \($0.sentence)." } ?? ""),
        fix:
          "Leave the frame to the superview and constraints: report the preferred size through "
          + "intrinsicContentSize (calling invalidateIntrinsicContentSize()) instead of assigning "
          + "frame or bounds.",
        details: details))
    return true
  }

  /// The first assignment of the view's own `frame` or `bounds` (or their size) that the
  /// source shows reached from the methods the resized `paths` run, their attributes'
  /// observers, and layout; `nil` when the source is not known or shows none.
  private func ownSizeWrite(paths: [LifecyclePath]) -> SourceEvidence.Write? {
    guard evidence.isKnown else { return nil }
    let entries =
      paths.flatMap(Self.buildingMethods) + attributeMethods
      + ["layoutSubviews()", "didMoveToSuperview()", "didMoveToWindow()"]
    var seen: Set<String> = []
    for entry in entries where seen.insert(entry).inserted {
      if let write = evidence.assignment(from: entry, where: Self.setsOwnSize) { return write }
    }
    return nil
  }

  /// Whether an assignment sets the view's own `frame` or `bounds` whole or their size
  /// (`frame.size`, `bounds.size.width`); not their origin, nor a subview's or a layer's.
  static func setsOwnSize(_ assignment: SourceFacts.Assignment) -> Bool {
    let property = assignment.property
    return ["frame", "bounds"].contains { property == $0 || property.hasPrefix($0 + ".size") }
  }

  /// Whether a picture is the view's intrinsic size, and that size within 5% of the size
  /// asked in each dimension.
  private static func isDocumentFit(
    _ fitted: CGSize, drawn: Bitmap, asked: CGSize, scale: CGFloat
  ) -> Bool {
    let pixels = (Int((fitted.width * scale).rounded()), Int((fitted.height * scale).rounded()))
    guard drawn.width == pixels.0, drawn.height == pixels.1 else { return false }
    return abs(fitted.width - asked.width) <= 0.05 * asked.width
      && abs(fitted.height - asked.height) <= 0.05 * asked.height
  }

  /// What a path could not draw (a font that is not installed): one finding per message,
  /// naming the paths.
  private func addRenderIssues(_ issues: [(LifecyclePath, [String])]) {
    var order: [String] = []
    var paths: [String: [LifecyclePath]] = [:]
    for (path, messages) in issues {
      for message in messages {
        if paths[message] == nil { order.append(message) }
        paths[message, default: []].append(path)
      }
    }
    for message in order {
      let names = (paths[message] ?? []).map(\.rawValue).joined(separator: ", ")
      add(
        Finding(
          kind: .failingPath, paths: paths[message] ?? [],
          explanation: "Drawn without what it could not draw (\(names)): \(message)",
          fix:
            "Install the font, or register its file with FontRegistry.shared.register(fileAt:) "
            + "before the check; a font UIFont(name:size:) does not know is drawn in DejaVu Sans.",
          details: ["issue": message]))
    }
  }

  /// One finding per cause, naming every path it breaks: the same error on several paths,
  /// or images missing (each path stops at the first it needs, so together they name more).
  private func addFailingPaths(_ failures: [(LifecyclePath, LifecycleError)]) {
    var causes: [String] = []
    var byCause: [String: [(LifecyclePath, LifecycleError)]] = [:]
    for (path, error) in failures {
      let cause: String
      if case .attribute(.imageNotFound) = error {
        cause = "missing images"
      } else {
        cause = error.description
      }
      if byCause[cause] == nil { causes.append(cause) }
      byCause[cause, default: []].append((path, error))
    }
    for cause in causes {
      guard let group = byCause[cause], let first = group.first else { continue }
      let paths = group.map(\.0)
      let names = paths.map(\.rawValue)
      let subject =
        names.count == 1
        ? "The \(names[0]) path fails"
        : "The \(names.dropLast().joined(separator: ", ")) and \(names.last ?? "") paths fail"
      // Each missing image once, with the attribute that names it.
      var missing: [(name: String, keyPath: String)] = []
      for case (_, .attribute(.imageNotFound(let name, let keyPath, _))) in group
      where !missing.contains(where: { $0 == (name, keyPath) }) {
        missing.append((name, keyPath))
      }
      let explanation =
        missing.count > 1
        ? "\(subject): images not found: "
          + missing.map { "\($0.name) (\($0.keyPath))" }.joined(separator: ", ") + ". \(first.1)"
        : "\(subject): \(first.1)"
      var images: [String] = []
      for image in missing where !images.contains(image.name) { images.append(image.name) }
      add(
        Finding(
          kind: .failingPath, paths: paths, explanation: explanation,
          fix: Self.fix(for: first.1, images: images)))
    }
  }

  /// The fix for `error`; `images` are the missing images' names, each once.
  private static func fix(for error: LifecycleError, images: [String]) -> String {
    switch error {
    case .initializerReturnedNil:
      return
        "Implement init(coder:) by calling super.init(coder:) and the same setup as init(frame:)."
    case .notRegistered:
      return
        "Add the DesignablePlugin to the component's target and mark the class @IBDesignable, "
        + "or register it with ComponentRegistry.register."
    case .initializerTraps(_, let initializer, _, _, _):
      return initializer == "init(coder:)"
        ? "Implement init(coder:) by calling super.init(coder:) and the same setup as "
          + "init(frame:): storyboards and xibs build the view with it."
        : "Implement init(frame:) by calling super.init(frame:) and the same setup as "
          + "init(coder:): Interface Builder builds the view with it."
    case .noFrameInitializer:
      return
        "Add override init(frame: CGRect) calling super.init(frame:) and the same setup as "
        + "init(coder:); without it Interface Builder cannot show the component."
    case .attribute(.imageUndrawable(let name, _, _)):
      return
        "Add \(name).png (and @2x, @3x) to the image set, or give a folder that holds it with "
        + "--images: Designable does not draw PDF or SVG images."
    case .attribute(.imageNotFound):
      let files = images.map { "\($0).png" }.joined(separator: ", ")
      return
        "Give the folder that holds \(files) (or its asset catalog's imagesets) with --images, "
        + "or ImageCatalog.shared.addFolder(_:) in tests."
    case .attribute(.unknownKeyPath(let keyPath, _, _)):
      return
        "Mark \(keyPath) @IBInspectable (with the DesignablePlugin on the target), or remove the "
        + "runtime attribute from the document."
    case .attribute(.numberOutOfRange(let keyPath, _, _)):
      return "Give \(keyPath) a value its type can hold, in the document or the attribute set."
    case .attribute:
      return "Give the attribute a value of the kind its property has, in the document or the set."
    }
  }

  /// How to give Interface Builder an attribute it can edit in place of one of `kind`.
  static func uneditableKindFix(_ kind: AttributeKind) -> String {
    switch kind {
    case .font:
      return "Expose the font's name (a string) and size (a number) as attributes and make the "
        + "font from them, or drop @IBInspectable from it."
    case .enumeration:
      return "Expose the enumeration's raw value as a number (or its name as a string) and set "
        + "the property from it, or drop @IBInspectable from it."
    default:
      return "Interface Builder inspects only Booleans, numbers, strings, colours, images, "
        + "points, sizes and rectangles: expose one of those that sets this property (or its "
        + "parts), or drop @IBInspectable from it."
    }
  }

  private func checkUneditableKinds() {
    for inspectable in type.allInspectables where !inspectable.kind.isEditableInInterfaceBuilder {
      add(
        Finding(
          kind: .uneditableAttributeKind, attributes: [inspectable.keyPath],
          explanation:
            "\(inspectable.keyPath) is an attribute of kind \(inspectable.kind.rawValue), "
            + "which Interface Builder's inspector cannot edit.",
          fix: Self.uneditableKindFix(inspectable.kind)))
    }
  }
}

/// Announces on standard error which path is being built, when `DESIGNABLE_TRACE_PATHS` is
/// set, so that a parent process can tell on which path a component crashed.
public enum PathTrace {
  static let isOn = ProcessInfo.processInfo.environment["DESIGNABLE_TRACE_PATHS"] != nil

  /// The line prefix of an announcement.
  public static let prefix = "designable-path: "

  /// The line prefix that follows a path's announcement when the path is built with values
  /// the document does not hold (a probe of the stale check), naming them.
  public static let probePrefix = "designable-probe: "

  static func enter(_ path: LifecyclePath, trying probed: [Attribute] = []) {
    guard isOn else { return }
    var text = prefix + path.rawValue + "\n"
    if !probed.isEmpty {
      text += probePrefix + probed.map { "\($0.keyPath) = \($0.value)" }.joined(separator: ", ")
      text += "\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
  }
}

extension Result where Success == View, Failure == LifecycleError {
  /// The first of two results that succeeded.
  static func ?? (lhs: Self, rhs: Self) -> Self {
    if case .success = lhs { return lhs }
    return rhs
  }
}
