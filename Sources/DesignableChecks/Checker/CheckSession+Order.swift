import Components
import Foundation
import Raster

extension CheckSession {
  /// Applies the attributes in alphabetical order (in reverse when the document is already
  /// alphabetical) in code and compares with the document order; on a difference, finds the
  /// smallest set whose order matters (a pair when one pair explains it). Every build
  /// compared is rendered before its values are read, so that layout writing an attribute
  /// is the same on both sides.
  /// - Parameter code: the programmatic view in document order, rendered as `codePicture`.
  /// - Returns: whether order explains the design-time picture (the alphabetical order
  ///   gives the design-time picture).
  func checkOrder(
    code: Result<View, LifecycleError>, codePicture: Bitmap?, designPicture: Bitmap?
  ) -> Bool {
    let list = attributes.attributes
    guard list.count >= 2, let codePicture, case .success(let codeView) = code else {
      return false
    }
    let reference = Outcome(picture: codePicture, values: readBack(codeView))
    let alphabetical = attributes.alphabetical
    var differing: [Attribute]?
    var alphabeticalPicture: Bitmap?
    // Interface Builder's order, or the reverse when the document is already alphabetical.
    let other = alphabetical != list ? alphabetical : Array(list.reversed())
    if let outcome = outcome(other) {
      if other == alphabetical { alphabeticalPicture = outcome.picture }
      if !same(outcome, reference) { differing = other }
    }
    guard let differing else { return false }
    let pair = smallestPair() ?? list.map(\.keyPath)
    let pictures = savedPair(
      ("documentOrder", codePicture), ("otherOrder", outcome(differing)?.picture), role: "orderDiff"
    )
    var explanation =
      "Setting \(pair.joined(separator: " and ")) in another order gives another result: "
      + "Interface Builder applies attributes alphabetically, a storyboard in document order."
    var fix =
      "Do not clamp or derive one attribute from another in its didSet; store each value as "
      + "given and reconcile them in layoutSubviews() or draw(_:)."
    var details = [
      "documentOrder": list.map(\.keyPath).joined(separator: ", "),
      "alphabeticalOrder": alphabetical.map(\.keyPath).joined(separator: ", "),
    ]
    if let leak = accumulatingSetter(among: pair) {
      let others = pair.filter { $0 != leak.keyPath }
      let earlier = others.isEmpty ? "the other attributes" : others.joined(separator: " and ")
      explanation +=
        " Setting \(leak.keyPath) adds layers each time it is set, without removing those it "
        + "added before (set again to the same value, the layer tree grows from "
        + "\(leak.before) to \(leak.after) layers), so the layers made while \(earlier) still "
        + "had \(others.count > 1 ? "their" : "its") earlier value stay on screen."
      fix =
        "Remove the layers the setter added before adding new ones, or create them once in the "
        + "initializers and only update their colours and paths when an attribute changes."
      details["accumulatingSetter"] = leak.keyPath
    }
    add(
      Finding(
        kind: .orderDependence, attributes: pair, paths: [.designTime, .runTime],
        explanation: explanation, fix: fix, details: details, pictures: pictures))
    return alphabeticalPicture.map { same($0, designPicture) } ?? false
  }

  /// The attribute of `keyPaths` whose setter adds layers each time it runs: on a view built
  /// and drawn with the document's attributes, setting it again to the value it has grows
  /// the layer tree at once (before any layout, so a layout that adds layers is not taken
  /// for it).
  private func accumulatingSetter(among keyPaths: [String])
    -> (keyPath: String, before: Int, after: Int)?
  {
    guard case .success(let view) = build(.programmatic) else { return nil }
    _ = render(view)
    for keyPath in keyPaths {
      guard let attribute = attributes.attributes.last(where: { $0.keyPath == keyPath })
      else { continue }
      let before = view.layer.layerCount
      do { try view.setValue(attribute.value, forKeyPath: keyPath) } catch { continue }
      let after = view.layer.layerCount
      if after > before { return (keyPath, before, after) }
    }
    return nil
  }

  struct Outcome {
    var picture: Bitmap
    var values: [String: AttributeValue]
  }

  private func outcome(_ order: [Attribute]) -> Outcome? {
    guard case .success(let view) = build(.programmatic, order: order) else { return nil }
    return Outcome(picture: render(view), values: readBack(view))
  }

  private func same(_ a: Outcome, _ b: Outcome) -> Bool {
    guard a.values.count == b.values.count else { return false }
    for (key, value) in a.values {
      guard let other = b.values[key], Self.matches(value, other) else { return false }
    }
    return same(a.picture, b.picture)
  }

  private func readBack(_ view: View) -> [String: AttributeValue] {
    var values: [String: AttributeValue] = [:]
    for attribute in attributes.attributes {
      values[attribute.keyPath] = view.value(forKeyPath: attribute.keyPath)
    }
    return values
  }

  /// The first pair (in document order) whose own order changes the result: the other
  /// attributes are set first, in document order, then the pair one way and the other, and
  /// those two builds are compared with each other, so no third attribute moves.
  private func smallestPair() -> [String]? {
    let list = attributes.attributes
    for i in 0..<list.count {
      for j in (i + 1)..<list.count where list[i].keyPath != list[j].keyPath {
        let others = list.indices.filter { $0 != i && $0 != j }.map { list[$0] }
        guard let forward = outcome(others + [list[i], list[j]]),
          let backward = outcome(others + [list[j], list[i]])
        else { continue }
        if !same(forward, backward) { return [list[i].keyPath, list[j].keyPath].sorted() }
      }
    }
    return nil
  }
}
