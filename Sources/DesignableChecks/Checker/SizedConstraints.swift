import Components
import Foundation

/// The constraints whose constants a view computed from the size it had when it made them
/// (`imageView.heightAnchor.constraint(equalToConstant: frame.height / 1.3)` in an
/// initializer): found by building the view at two sizes and comparing the constraints
/// they made, one for one in the order they hold them.
struct SizedConstraints {
  /// One such constraint: its item and attribute in words, its constant in the view resized
  /// after it was made, and in a view made at the new size.
  struct Entry: Equatable {
    var item: String
    var attribute: String
    var constant: CGFloat
    var freshConstant: CGFloat
    /// The constant over the view's own size along the constraint's axis when it was made,
    /// for a size constraint without a second item: the multiplier that would follow it.
    var ratio: CGFloat?
  }

  var entries: [Entry]

  /// Compares the constraints held in `resized` (made at `madeAt`, then resized) with those
  /// of `fresh` (made at the new size); empty when the two trees hold different
  /// constraints (not the same kinds in the same order).
  init(resized: View, madeAt size: CGSize, fresh: View) {
    let old = Self.constraints(below: resized)
    let new = Self.constraints(below: fresh)
    guard old.count == new.count else {
      entries = []
      return
    }
    entries = zip(old, new).compactMap { a, b in
      guard a.firstAttribute == b.firstAttribute, a.secondAttribute == b.secondAttribute,
        a.relation == b.relation, a.multiplier == b.multiplier, a.constant.isFinite,
        b.constant.isFinite, abs(a.constant - b.constant) > 0.01
      else { return nil }
      let axis: CGFloat? =
        switch a.firstAttribute {
        case .width: size.width
        case .height: size.height
        default: nil
        }
      let ratio = a.secondItem == nil ? axis.flatMap { $0 > 0 ? a.constant / $0 : nil } : nil
      return Entry(
        item: Self.name(of: a.firstItem, in: resized), attribute: "\(a.firstAttribute)",
        constant: a.constant, freshConstant: b.constant, ratio: ratio)
    }
  }

  /// Every constraint the tree holds, the view's first, then its subviews' in order.
  private static func constraints(below view: View) -> [LayoutConstraint] {
    view.constraints + view.subviews.flatMap { constraints(below: $0) }
  }

  /// The property of `owner` that holds `item` (`imageView`), `self` for the owner itself,
  /// else the item's class.
  private static func name(of item: AnyObject?, in owner: View) -> String {
    guard let item else { return "nil" }
    if item === owner { return "self" }
    var mirror: Mirror? = Mirror(reflecting: owner)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label else { continue }
        if let object = LayoutConstraint.object(child.value), object === item {
          return label.replacingOccurrences(of: "$__lazy_storage_$_", with: "")
        }
      }
      mirror = current.superclassMirror
    }
    return "\(type(of: item))"
  }

  /// The constraints in words, at most three:
  /// "`imageView.height` = 92.3 (a view made at the new size makes it 115.4)".
  var sentence: String {
    entries.prefix(3).map { entry in
      "`\(entry.item).\(entry.attribute)` = \(Self.number(entry.constant)) (a view made at the "
        + "new size makes it \(Self.number(entry.freshConstant)))"
    }.joined(separator: "; ")
  }

  /// How to follow the size: a size constraint as a multiple of the view's own dimension,
  /// else its constant set again in layoutSubviews().
  var fix: String {
    if let entry = entries.first, let ratio = entry.ratio {
      return "Make `\(entry.item).\(entry.attribute)` follow the view's size in the constraint "
        + "itself (`\(entry.item).\(entry.attribute)Anchor.constraint(equalTo: "
        + "\(entry.attribute)Anchor, multiplier: \(Self.number(ratio, digits: 3)))`), or set its "
        + "`constant` from bounds in layoutSubviews()."
    }
    return "Set the constants from bounds in layoutSubviews(), which runs at every size change, "
      + "or relate the items to the view's anchors instead of computing constants from its size."
  }

  private static func number(_ value: CGFloat, digits: Int = 1) -> String {
    let rounded = (Double(value) * pow(10, Double(digits))).rounded() / pow(10, Double(digits))
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
