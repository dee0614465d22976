import Components
import DesignableChecks
import Foundation
import IBDocument
import Raster

extension CheckCommand {
  /// One instance of a registered class in a document, and the target that checks it.
  typealias DocumentInstance = (document: String, instance: IBObject, target: CheckTarget)

  /// One target per instance of a registered class in the documents, at its frame (or, having
  /// none, at the size its constraints give: ``IBObject/checkingSize``), with its
  /// archived properties and runtime attributes. Other instances are listed as skipped, with
  /// the reason. Instances are keyed by their object ids: those sharing an id are not checked
  /// and reported as a document error (`errors` is then true).
  func documentInstances() throws -> (instances: [DocumentInstance], errors: Bool) {
    let registered = Self.byDocumentName(Designable.components)
    var targets: [DocumentInstance] = []
    var errors = false
    for file in documents {
      let document: IBDocument
      do {
        document = try IBDocument.read(
          contentsOfFile: file, options: IBReadOptions(restoresArchivedContent: true))
      } catch {
        printError(error.description)
        throw error.isIOError ? DesignableExit.ioError : DesignableExit.badData
      }
      let duplicated = reportDuplicateIDs(document.instances, in: file)
      errors = errors || !duplicated.isEmpty
      for instance in document.instances {
        if let id = instance.id, duplicated.contains(id) { continue }
        let name = instance.customClass ?? ""
        let target: CheckTarget
        switch Self.match(instance, among: registered[name] ?? []) {
        case .none:
          skip(file, instance, Self.unmatchedReason(name, undesignable: Designable.undesignable))
          continue
        case .one(let found):
          target = found
        case .ambiguous(let modules):
          errors = true
          printError(
            "\(file):\(instance.line): document error: \(name) (\(instance.name)) is registered "
              + "in modules \(modules.joined(separator: " and ")), and the document's module "
              + "(\(instance.customModule ?? "none")) names neither: set the module in Interface "
              + "Builder's identity inspector, or register one of them")
          continue
        }
        let sizing = instance.checkingSize
        if let reason = Self.unrenderableReason(sizing, scale: scale) {
          // A frame no view can be drawn at is an error in the document, not "ok". Without a
          // frame, the constraints may leave the view unsized at design time too: a skip.
          if case .frame = sizing {
            errors = true
            printError(
              "\(file):\(instance.line): document error: \(name) (\(instance.name)) cannot be "
                + "drawn: \(reason)")
          } else {
            skip(file, instance, reason)
          }
          continue
        }
        let size = sizing.size ?? .zero
        targets.append(
          (
            file, instance,
            CheckTarget(
              target.type, sizes: [size], attributeSets: [instance.attributeSet],
              standard: instance.standard, expectedFindings: target.expectedFindings)
          ))
      }
    }
    return (targets, errors)
  }

  /// Which registered class an instance means: the only one of its name, else the one
  /// whose module is the document's `customModule`.
  enum Match {
    case none
    case one(CheckTarget)
    case ambiguous(modules: [String])
  }

  static func match(_ instance: IBObject, among candidates: [CheckTarget]) -> Match {
    guard let first = candidates.first else { return .none }
    guard candidates.count > 1 else { return .one(first) }
    if let module = instance.customModule,
      let found = candidates.first(where: { $0.module == module })
    {
      return .one(found)
    }
    return .ambiguous(modules: candidates.map { $0.module ?? "(unknown)" }.sorted())
  }

  private func skip(_ file: String, _ instance: IBObject, _ reason: String) {
    guard !json else { return }
    let name = "\(instance.customClass ?? "") (\(instance.name))"
    print("\(file):\(instance.line): skipped \(name): \(reason)")
  }

  /// Reports every object id that more than one instance uses, naming the lines, and
  /// returns those ids.
  private func reportDuplicateIDs(_ instances: [IBObject], in file: String) -> Set<String> {
    var lines: [String: [Int]] = [:]
    var order: [String] = []
    for instance in instances {
      guard let id = instance.id else { continue }
      if lines[id] == nil { order.append(id) }
      lines[id, default: []].append(instance.line)
    }
    var duplicated: Set<String> = []
    for id in order {
      guard let at = lines[id], at.count > 1 else { continue }
      duplicated.insert(id)
      let others = at.dropFirst().map(String.init).joined(separator: ", ")
      printError(
        "\(file):\(at[0]): document error: the object id \"\(id)\" is used again at line "
          + "\(others); an id names one object, so none of them is checked. Give each "
          + "object its own id (Interface Builder does when the document is opened and saved).")
    }
    return duplicated
  }

  /// The targets under each name a document may give them: the Swift name, and the
  /// `@objc(Name)` one where recorded.
  static func byDocumentName(_ targets: [CheckTarget]) -> [String: [CheckTarget]] {
    var named: [String: [CheckTarget]] = [:]
    for target in targets {
      for name in target.documentClassNames { named[name, default: []].append(target) }
    }
    return named
  }

  /// Why an instance of class `name` that no check target matches is skipped: a registered
  /// class that is not `@IBDesignable` has no design-time rendering to compare.
  static func unmatchedReason(_ name: String, undesignable: Set<String>) -> String {
    guard undesignable.contains(name) else { return "not a registered component" }
    return
      "\(name) is not @IBDesignable, so Interface Builder does not run its code (it draws only "
      + "what the document archives for its UIKit superclass) and there is no design-time "
      + "rendering to compare; mark the class @IBDesignable to check it"
  }

  /// The catalogs beside each document that its instances' checks use as if given by
  /// `--images`, by document; one line names them, and one warns of each that cannot be read.
  /// Empty with `--no-nearby-images`.
  func documentImages() -> [String: [String]] {
    guard nearbyImages else { return [:] }
    var found: [String: [String]] = [:]
    for document in documents where found[document] == nil {
      let (catalogs, warnings) = ImageFolders.nearby(document, excluding: images)
      for warning in warnings { printError(warning) }
      found[document] = catalogs
      if !catalogs.isEmpty, !json {
        print(
          "\(document): using the images of \(catalogs.joined(separator: ", ")) beside it "
            + "(--no-nearby-images to leave them out)")
      }
    }
    return found
  }

  /// What a check's lines say about the size of an instance without a frame:
  /// `size 120x20 from its constraints`; `nil` for an instance with a frame.
  static func sizeNote(_ sizing: IBCheckingSize) -> String? {
    guard case .derived(let size, let source) = sizing else { return nil }
    let shown = "\(IsolatedCheck.number(size.width))x\(IsolatedCheck.number(size.height))"
    return "size \(shown) from \(source.description)"
  }

  /// Why an instance cannot be drawn at `scale`, or `nil` when it can: it has no frame and
  /// its constraints give no size, its size is not a positive finite number, or the picture
  /// would exceed the renderer's canvas (`Canvas.maximumDimension` a side,
  /// `Canvas.maximumPixelCount` in all).
  static func unrenderableReason(_ sizing: IBCheckingSize, scale: Double) -> String? {
    guard let size = sizing.size else {
      if case .unknown(let reason) = sizing { return "no frame in the document, and \(reason)" }
      return "no frame in the document"
    }
    // The size as written: CGRect's width and height would turn a negative one positive.
    let width = Double(size.width)
    let height = Double(size.height)
    let written = "\(IsolatedCheck.number(width))x\(IsolatedCheck.number(height))"
    var shown = "its frame size \(written)"
    if case .derived(_, let source) = sizing {
      shown = "its size \(written) from \(source.description)"
    }
    guard width.isFinite, height.isFinite else { return "\(shown) is not finite" }
    guard width > 0, height > 0 else { return "\(shown) is empty or negative" }
    let pixelWidth = (width * scale).rounded(.toNearestOrEven)
    let pixelHeight = (height * scale).rounded(.toNearestOrEven)
    let side = Double(Canvas.maximumDimension)
    let all = Double(Canvas.maximumPixelCount)
    if pixelWidth < 1 || pixelHeight < 1 {
      return "\(shown) is less than a pixel at \(IsolatedCheck.number(scale))x"
    }
    if pixelWidth > side || pixelHeight > side || pixelWidth * pixelHeight > all {
      return "\(shown) at \(IsolatedCheck.number(scale))x is a picture of "
        + "\(IsolatedCheck.number(pixelWidth))x\(IsolatedCheck.number(pixelHeight)) pixels, over "
        + "the renderer's limit of \(Canvas.maximumDimension) pixels a side and "
        + "\(Canvas.maximumPixelCount) in all; give the view a smaller frame or use a "
        + "smaller --scale"
    }
    return nil
  }
}
