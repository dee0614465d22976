import Components
import Foundation

/// Where a resized view's layer tree first differs in geometry from the tree of a view
/// made at the new size: walking both in the same order (each layer, its path, its mask,
/// then its sublayers), the first layer whose frame or path, or whose number of sublayers,
/// is not the same. It says which part stayed at the old size when nothing in the source
/// does.
struct DifferingLayer {
  /// "the path of `KnobView`'s layer spans 80 × 80 points at (10, 10), where a view made at
  /// the new size makes it 120 × 80 points at (10, 10)".
  let sentence: String

  init?(resized: View, fresh: View) {
    guard let sentence = Self.compare(resized.layer, fresh.layer, depth: 0) else { return nil }
    self.sentence = sentence
  }

  /// How deep the walk goes, so that a huge tree costs little.
  private static let maximumDepth = 12

  /// The first difference between `a` and `b` and below, with `a` called `name`.
  private static func compare(_ a: Layer, _ b: Layer, depth: Int, name: String? = nil)
    -> String?
  {
    let name = name ?? describe(a)
    if a.frame != b.frame, depth > 0 {
      return "\(name) is \(text(a.frame)), where a view made at the new size makes it "
        + text(b.frame)
    }
    if let first = a as? ShapeLayer, let second = b as? ShapeLayer,
      first.path?.boundingBox != second.path?.boundingBox
    {
      return "the path of \(name) spans \(text(first.path?.boundingBox)), where a view made at "
        + "the new size makes it span \(text(second.path?.boundingBox))"
    }
    guard depth < maximumDepth else { return nil }
    if let mask = a.mask, let other = b.mask,
      let found = compare(
        mask, other, depth: depth + 1, name: "\(describe(mask)), the mask of \(name),")
    {
      return found
    }
    let (first, second) = (a.sublayers ?? [], b.sublayers ?? [])
    guard first.count == second.count else {
      return "\(name) has \(first.count) sublayers, where a view made at the new size has "
        + "\(second.count)"
    }
    for (x, y) in zip(first, second) {
      if let found = compare(x, y, depth: depth + 1) { return found }
    }
    return nil
  }

  /// "`KnobView`'s layer" for the layer of a view of the component's own class, "a
  /// `UILabel`'s layer" for one of UIKit's, else "a `CAShapeLayer`" (UIKit's names for Core
  /// Animation's classes) or the layer's own class name.
  private static func describe(_ layer: Layer) -> String {
    if let view = layer.delegate as? View, view.layer === layer {
      let type = type(of: view)
      return isStandard(type)
        ? "a `UI\(String(describing: type))`'s layer" : "`\(String(describing: type))`'s layer"
    }
    let type = type(of: layer)
    return isStandard(type) ? "a `CA\(String(describing: type))`" : "a `\(type)`"
  }

  /// Whether `type` is one of the library's own classes, which UIKit names with a prefix.
  private static func isStandard(_ type: Any.Type) -> Bool {
    String(reflecting: type).hasPrefix("Components.")
  }

  private static func text(_ rect: CGRect?) -> String {
    guard let rect, !rect.isNull else { return "nothing" }
    func number(_ value: CGFloat) -> String {
      let rounded = (value * 10).rounded() / 10
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
    return "\(number(rect.width)) × \(number(rect.height)) points at "
      + "(\(number(rect.minX)), \(number(rect.minY)))"
  }
}
