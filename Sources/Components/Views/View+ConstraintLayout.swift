import Foundation

/// A rectangle constraints can refer to besides a view: a layout guide.
package protocol LayoutArea: AnyObject {
  /// The view whose coordinates the rectangle is in.
  var areaOwner: View? { get }
  /// The rectangle when it is fixed (the margins, the safe area), or `nil` when
  /// constraints place it.
  var fixedAreaFrame: CGRect? { get }
  /// The rectangle constraints placed last.
  var solvedAreaFrame: CGRect { get set }
}

/// Auto Layout for a view's subviews: what `super.layoutSubviews()` does in UIKit.
extension View {
  /// Places the subviews that do not translate their autoresizing masks into constraints
  /// (and the layout guides added to this view) from the active constraints that involve
  /// them, their intrinsic sizes and priorities (``ConstraintSolver``). Frames are rounded
  /// to the screen's pixels; what no constraint fixes keeps its frame. Constraints held by
  /// this view or its subviews count; items in other hierarchies are ignored.
  func applyConstraints() {
    // Pending `updateConstraints()` of the subviews, then this view's, as UIKit runs them
    // bottom up before layout; deeper views run theirs when their superviews lay out.
    for view in subviews + [self] where view.constraintsNeedUpdate {
      view.constraintsNeedUpdate = false
      view.updateConstraints()
    }
    let placed = subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    let areas = layoutGuideObjects.compactMap { $0 as? LayoutArea }
      .filter { $0.fixedAreaFrame == nil }
    guard !placed.isEmpty || !areas.isEmpty else { return }
    var layout = ConstraintLayout(container: self)
    for view in placed { layout.addVariables(for: view, frame: view.frame) }
    for area in areas { layout.addVariables(for: area, frame: area.solvedAreaFrame) }
    var seen = Set<ObjectIdentifier>()
    // A subview's constraints that reach into its own subviews are placed by its own layout
    // (it is their closest common superview), so this pass reads only those among this view
    // and its subviews: read here, a subview's stale frame would pin this level instead.
    let level = Set(([self] + subviews).map(ObjectIdentifier.init))
    func withinLevel(_ item: AnyObject?) -> Bool {
      guard let item else { return true }
      let view = item as? View ?? (item as? LayoutArea)?.areaOwner
      return view.map { level.contains(ObjectIdentifier($0)) } ?? false
    }
    for holder in [self] + subviews {
      for constraint in holder.constraints where seen.insert(ObjectIdentifier(constraint)).inserted
      {
        if holder !== self,
          !withinLevel(constraint.firstItem) || !withinLevel(constraint.secondItem)
        {
          continue
        }
        layout.add(constraint)
      }
    }
    for view in placed { layout.addIntrinsicSize(of: view) }
    let solution = layout.solve()
    for view in placed {
      if let frame = solution[ObjectIdentifier(view)], frame != view.frame { view.frame = frame }
    }
    for area in areas {
      if let frame = solution[ObjectIdentifier(area)] { area.solvedAreaFrame = frame }
    }
  }
}

/// The constraints of one container's subviews as rows of a ``ConstraintSolver``: four
/// variables (x, y, width, height in the container's coordinates) per placed item.
private struct ConstraintLayout {
  /// `Σ terms[i] · x[i] + constant`.
  struct Form {
    var terms: [Int: Double] = [:]
    var constant: Double = 0

    static func + (a: Form, b: Form) -> Form {
      Form(terms: a.terms.merging(b.terms, uniquingKeysWith: +), constant: a.constant + b.constant)
    }

    static func * (k: Double, a: Form) -> Form {
      Form(terms: a.terms.mapValues { k * $0 }, constant: k * a.constant)
    }

    static func value(_ v: Double) -> Form { Form(constant: v) }
  }

  let container: View
  private var bases: [ObjectIdentifier: Int] = [:]
  private var items: [(id: ObjectIdentifier, base: Int)] = []
  private var start: [Double] = []
  private var rows: [ConstraintSolver.Row] = []

  /// The top of the container's hierarchy, which the items it reads must share.
  private let top: View

  init(container: View) {
    self.container = container
    top = Self.root(of: container)
  }

  mutating func addVariables(for item: AnyObject, frame: CGRect) {
    let id = ObjectIdentifier(item)
    guard bases[id] == nil else { return }
    let base = start.count
    bases[id] = base
    items.append((id, base))
    let values = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
    start += values.map { $0.isFinite ? $0 : 0 }
  }

  /// `first.attribute = multiplier × second.attribute + constant`, when it involves a
  /// placed item and every item it names can be read.
  mutating func add(_ constraint: LayoutConstraint) {
    guard constraint.isActive, let firstItem = constraint.firstItem,
      let first = form(of: firstItem, constraint.firstAttribute)
    else { return }
    var row = first + .value(-Double(constraint.constant))
    if constraint.secondAttribute != .notAnAttribute {
      guard let secondItem = constraint.secondItem,
        let second = form(of: secondItem, constraint.secondAttribute)
      else { return }
      row = row + (-Double(constraint.multiplier)) * second
    }
    guard !row.terms.isEmpty else { return }
    rows.append(
      ConstraintSolver.Row(
        coefficients: row.terms, constant: row.constant, relation: constraint.relation,
        priority: constraint.priority.rawValue))
  }

  /// Hugging (no larger than the intrinsic size) and compression resistance (no smaller)
  /// on each axis that has an intrinsic size.
  mutating func addIntrinsicSize(of view: View) {
    guard let base = bases[ObjectIdentifier(view)] else { return }
    let size = view.intrinsicContentSize
    for (axis, length, variable) in [
      (LayoutConstraint.Axis.horizontal, size.width, base + 2),
      (.vertical, size.height, base + 3),
    ] where length >= 0 && length.isFinite {
      rows.append(
        ConstraintSolver.Row(
          coefficients: [variable: 1], constant: -Double(length), relation: .lessThanOrEqual,
          priority: view.contentHuggingPriority(for: axis).rawValue))
      rows.append(
        ConstraintSolver.Row(
          coefficients: [variable: 1], constant: -Double(length),
          relation: .greaterThanOrEqual,
          priority: view.contentCompressionResistancePriority(for: axis).rawValue))
    }
  }

  /// Each placed item's frame, rounded to the screen's pixels.
  func solve() -> [ObjectIdentifier: CGRect] {
    var solver = ConstraintSolver(start: start)
    for row in rows { solver.add(row) }
    let x = solver.solve()
    let scale = Double(container.traitCollection.displayScale)
    func pixel(_ value: Double) -> Double {
      // Adding zero turns -0 into 0.
      (scale > 0 && scale.isFinite ? (value * scale).rounded() / scale : value.rounded()) + 0
    }
    var frames: [ObjectIdentifier: CGRect] = [:]
    for (id, base) in items {
      let values = x[base..<base + 4]
      guard values.allSatisfy(\.isFinite) else { continue }
      let minX = pixel(x[base])
      let minY = pixel(x[base + 1])
      let maxX = max(pixel(x[base] + x[base + 2]), minX)
      let maxY = max(pixel(x[base + 1] + x[base + 3]), minY)
      frames[id] = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    return frames
  }

  /// The attribute of `item` as a form: over its variables when it is placed, else from
  /// its frame in the container's coordinates; `nil` when it cannot be read.
  private func form(of item: AnyObject, _ attribute: LayoutConstraint.Attribute) -> Form? {
    let x: Form
    let y: Form
    let w: Form
    let h: Form
    if let base = bases[ObjectIdentifier(item)] {
      (x, y, w, h) = (
        Form(terms: [base: 1]), Form(terms: [base + 1: 1]),
        Form(terms: [base + 2: 1]), Form(terms: [base + 3: 1])
      )
    } else if let rect = fixedRect(of: item) {
      (x, y, w, h) = (
        .value(Double(rect.minX)), .value(Double(rect.minY)),
        .value(Double(rect.width)), .value(Double(rect.height))
      )
    } else {
      return nil
    }
    let view = item as? View
    let margins = view?.layoutMargins ?? .zero
    let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let left = x
    let right = x + w
    let leftMargin = x + .value(Double(margins.left))
    let rightMargin = x + w + .value(-Double(margins.right))
    switch attribute {
    case .notAnAttribute: return nil
    case .left: return left
    case .right: return right
    case .top: return y
    case .bottom: return y + h
    case .leading: return rightToLeft ? right : left
    case .trailing: return rightToLeft ? left : right
    case .width: return w
    case .height: return h
    case .centerX: return x + 0.5 * w
    case .centerY: return y + 0.5 * h
    case .leftMargin: return leftMargin
    case .rightMargin: return rightMargin
    case .topMargin: return y + .value(Double(margins.top))
    case .bottomMargin: return y + h + .value(-Double(margins.bottom))
    case .leadingMargin: return rightToLeft ? rightMargin : leftMargin
    case .trailingMargin: return rightToLeft ? leftMargin : rightMargin
    case .centerXWithinMargins: return 0.5 * (leftMargin + rightMargin)
    case .centerYWithinMargins:
      return 0.5 * (y + .value(Double(margins.top)) + y + h + .value(-Double(margins.bottom)))
    case .firstBaseline, .lastBaseline:
      guard let label = view as? Label, let font = label.font else { return y + h }
      // The text is centred in the label's height.
      let text = Double(label.intrinsicContentSize.height)
      let offset =
        attribute == .firstBaseline
        ? Double(font.ascender) - text / 2 : text / 2 + Double(font.descender)
      return y + 0.5 * h + .value(offset.isFinite ? offset : 0)
    }
  }

  /// Where a view or fixed area that is not placed here lies in the container's
  /// coordinates, when it shares the container's hierarchy.
  private func fixedRect(of item: AnyObject) -> CGRect? {
    if item === container { return container.bounds }
    if let view = item as? View {
      guard Self.root(of: view) === top else { return nil }
      return view.convert(view.bounds, to: container)
    }
    if let area = item as? LayoutArea, let owner = area.areaOwner {
      guard Self.root(of: owner) === top else { return nil }
      let rect = area.fixedAreaFrame ?? area.solvedAreaFrame
      return owner === container ? rect : owner.convert(rect, to: container)
    }
    return nil
  }

  private static func root(of view: View) -> View {
    var top = view
    while let parent = top.superview { top = parent }
    return top
  }
}
