import Foundation

/// A rectangle constraints can refer to besides a view: a layout guide.
package protocol LayoutArea: AnyObject {
  /// The view whose coordinates the rectangle is in.
  var areaOwner: View? { get }
  /// The rectangle when it is fixed (the margins, the safe area), or `nil` when
  /// constraints place it.
  var fixedAreaFrame: CGRect? { get }
  /// A fixed rectangle as insets of its owner's bounds, which follow the owner's size when
  /// the same solve places the owner; `nil` when constraints place it.
  var fixedAreaInsets: EdgeInsets? { get }
  /// The rectangle constraints placed last.
  var solvedAreaFrame: CGRect { get set }
  /// The scrolling container whose content area the rectangle is (a scroll view's
  /// `contentLayoutGuide`), or `nil`.
  var contentAreaContainer: ScrollingContainer? { get }
}

extension LayoutArea {
  package var contentAreaContainer: ScrollingContainer? { nil }
}

/// The constraints of one layout cluster as rows of a ``ConstraintSolver``: four variables
/// (x, y, width, height) per placed item, in the coordinates of the view that holds it (a
/// view's superview, a guide's owning view). A constraint is read in the coordinates of a
/// reference view, its items' closest common ancestor: an item's rectangle there adds the
/// origins of the views between them, solved ones as variables.
struct ConstraintLayout {
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
    static func variable(_ index: Int) -> Form { Form(terms: [index: 1]) }
    var isZero: Bool { terms.isEmpty && constant == 0 }
  }

  /// An item's rectangle as forms.
  private struct Rect {
    var x: Form
    var y: Form
    var w: Form
    var h: Form

    init(x: Form, y: Form, w: Form, h: Form) {
      (self.x, self.y, self.w, self.h) = (x, y, w, h)
    }

    init(_ rect: CGRect) {
      (x, y, w, h) = (
        .value(Double(rect.minX)), .value(Double(rect.minY)),
        .value(Double(rect.width)), .value(Double(rect.height))
      )
    }

    init(base: Int) {
      (x, y, w, h) = (
        .variable(base), .variable(base + 1), .variable(base + 2), .variable(base + 3)
      )
    }

    func offset(by origin: (x: Form, y: Form)) -> Rect {
      // An item of the reference itself: nothing to add (and no dictionary to merge).
      if origin.x.isZero && origin.y.isZero { return self }
      return Rect(x: x + origin.x, y: y + origin.y, w: w, h: h)
    }
  }

  /// The view whose layout solves the cluster.
  let top: View
  private var bases: [ObjectIdentifier: Int] = [:]
  /// Each placed item with the index of its first variable, in order.
  private(set) var items: [(item: AnyObject, base: Int)] = []
  private var start: [Double] = []
  private var rows: [ConstraintSolver.Row] = []
  /// Views below the top's own subviews read as they are, with their frames in the top's
  /// coordinates: the top lays out again if one has moved once the views below have.
  private(set) var reads: [(view: View, frame: CGRect)] = []

  /// The top of the top's hierarchy, which the items it reads must share.
  private let root: View
  /// Each scrolling container whose content area a constraint binds, with the index of the
  /// content width's variable (the height's follows).
  private(set) var contentAreas: [(container: ScrollingContainer, base: Int)] = []

  init(top: View) {
    self.top = top
    root = Self.root(of: top)
  }

  mutating func addVariables(for item: AnyObject, frame: CGRect) {
    let id = ObjectIdentifier(item)
    guard bases[id] == nil else { return }
    let base = start.count
    bases[id] = base
    items.append((item, base))
    let values = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
    start += values.map { $0.isFinite ? $0 : 0 }
  }

  /// The index of the first of the item's variables (x; then y, width and height).
  func base(of item: AnyObject) -> Int? { bases[ObjectIdentifier(item)] }

  /// `first.attribute = multiplier × second.attribute + constant` read in `reference`'s
  /// coordinates, when it involves a placed item and every item it names can be read.
  mutating func add(_ constraint: LayoutConstraint, in reference: View) {
    guard constraint.isActive, let firstItem = constraint.firstItem,
      let first = form(of: firstItem, constraint.firstAttribute, in: reference)
    else { return }
    var row = first + .value(-Double(constraint.constant))
    if constraint.secondAttribute != .notAnAttribute {
      guard let secondItem = constraint.secondItem,
        let second = form(of: secondItem, constraint.secondAttribute, in: reference)
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
  /// on each axis that has an intrinsic size, measured at `width` when the view was laid out
  /// that wide (``View/intrinsicContentSize(atLayoutWidth:)``).
  mutating func addIntrinsicSize(of view: View, atWidth width: CGFloat? = nil) {
    guard let base = bases[ObjectIdentifier(view)] else { return }
    let size = view.intrinsicContentSize(atLayoutWidth: width)
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

  /// Prefers `item`'s size to be `size` at `priorities` (horizontal, vertical), as a fitting
  /// size asks (`systemLayoutSizeFitting`).
  mutating func prefer(_ item: AnyObject, size: CGSize, priorities: (Float, Float)) {
    guard let base = bases[ObjectIdentifier(item)] else { return }
    for (variable, length, priority) in [
      (base + 2, size.width, priorities.0), (base + 3, size.height, priorities.1),
    ] where length.isFinite {
      rows.append(
        ConstraintSolver.Row(
          coefficients: [variable: 1], constant: -Double(length), relation: .equal,
          priority: priority))
    }
  }

  /// No smaller than `size` (where finite) at `view`'s compression resistance: the size its
  /// own content needs, for a view without an intrinsic size.
  mutating func addMinimumSize(_ size: CGSize, of view: View) {
    guard let base = bases[ObjectIdentifier(view)] else { return }
    for (axis, length, variable) in [
      (LayoutConstraint.Axis.horizontal, size.width, base + 2), (.vertical, size.height, base + 3),
    ] where length >= 0 && length.isFinite {
      rows.append(
        ConstraintSolver.Row(
          coefficients: [variable: 1], constant: -Double(length),
          relation: .greaterThanOrEqual,
          priority: view.contentCompressionResistancePriority(for: axis).rawValue))
    }
  }

  /// Each placed item's frame, rounded to the screen's pixels, and, when asked, the
  /// variables the constraints fix.
  func solve(reportingDetermined: Bool) -> (
    frames: [ObjectIdentifier: CGRect], determined: Set<Int>,
    contentSizes: [(ScrollingContainer, CGSize)]
  ) {
    var solver = ConstraintSolver(start: start)
    for row in rows { solver.add(row) }
    let solution = solver.solution(reportingDetermined: reportingDetermined)
    let x = solution.values
    let scale = Double(top.traitCollection.displayScale)
    func pixel(_ value: Double) -> Double {
      // Adding zero turns -0 into 0.
      (scale > 0 && scale.isFinite ? (value * scale).rounded() / scale : value.rounded()) + 0
    }
    var frames: [ObjectIdentifier: CGRect] = [:]
    for (item, base) in items {
      let values = x[base..<base + 4]
      guard values.allSatisfy(\.isFinite) else { continue }
      let minX = pixel(x[base])
      let minY = pixel(x[base + 1])
      let maxX = max(pixel(x[base] + x[base + 2]), minX)
      let maxY = max(pixel(x[base + 1] + x[base + 3]), minY)
      frames[ObjectIdentifier(item)] = CGRect(
        x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    let contentSizes = contentAreas.compactMap { container, base -> (ScrollingContainer, CGSize)? in
      let (width, height) = (x[base], x[base + 1])
      guard width.isFinite, height.isFinite else { return nil }
      return (container, CGSize(width: max(0, pixel(width)), height: max(0, pixel(height))))
    }
    return (frames, solution.determined, contentSizes)
  }

  /// The attribute of `item` in `reference`'s coordinates; `nil` when it cannot be read.
  private mutating func form(
    of item: AnyObject, _ attribute: LayoutConstraint.Attribute, in reference: View
  ) -> Form? {
    let rect: Rect
    if item === reference, let container = item as? ScrollingContainer,
      Self.edgeAttributes.contains(attribute)
    {
      rect = contentArea(of: container)
    } else {
      guard let found = self.rect(of: item, in: reference) else { return nil }
      rect = found
    }
    let (x, y, w, h) = (rect.x, rect.y, rect.w, rect.h)
    let view = item as? View
    let margins = view?.layoutMargins ?? .zero
    let rightToLeft = reference.effectiveUserInterfaceLayoutDirection == .rightToLeft
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

  /// The attributes that name a scrolling container's content area rather than its frame
  /// when a view inside it is constrained to them.
  static let edgeAttributes: Set<LayoutConstraint.Attribute> = [
    .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin,
    .bottomMargin, .leadingMargin, .trailingMargin,
  ]

  /// The content area of `container` in its own coordinates: at the origin, with variables
  /// for its size that start at the content size it has.
  private mutating func contentArea(of container: ScrollingContainer) -> Rect {
    let base: Int
    if let found = contentAreas.first(where: { $0.container === container }) {
      base = found.base
    } else {
      base = start.count
      let size = container.contentSize
      start += [size.width, size.height].map { $0.isFinite ? Double($0) : 0 }
      contentAreas.append((container, base))
    }
    return Rect(x: .value(0), y: .value(0), w: .variable(base), h: .variable(base + 1))
  }

  /// Where a view or area lies in `reference`'s coordinates: over the variables of the
  /// solved items on the way, else as it is.
  private mutating func rect(of item: AnyObject, in reference: View) -> Rect? {
    if let view = item as? View {
      if view === reference {
        guard let base = bases[ObjectIdentifier(view)] else { return Rect(view.bounds) }
        let bounds = view.bounds
        return Rect(
          x: .value(Double(bounds.minX)), y: .value(Double(bounds.minY)),
          w: .variable(base + 2), h: .variable(base + 3))
      }
      guard let (origin, solved) = offset(of: view.superview, in: reference) else { return nil }
      if let base = bases[ObjectIdentifier(view)] { return Rect(base: base).offset(by: origin) }
      guard Self.root(of: view) === root else { return nil }
      note(view)
      return solved
        ? Rect(view.frame).offset(by: origin) : Rect(view.convert(view.bounds, to: reference))
    }
    guard let area = item as? LayoutArea, let owner = area.areaOwner,
      let (origin, solved) = offset(of: owner, in: reference)
    else { return nil }
    if let container = area.contentAreaContainer {
      return contentArea(of: container).offset(by: origin)
    }
    if let base = bases[ObjectIdentifier(area)] { return Rect(base: base).offset(by: origin) }
    guard Self.root(of: owner) === root else { return nil }
    let frame = area.fixedAreaFrame ?? area.solvedAreaFrame
    if let insets = area.fixedAreaInsets, let base = bases[ObjectIdentifier(owner)] {
      // The owner's size is solved here, and the area follows it.
      let bounds = owner.bounds
      return Rect(
        x: .value(Double(bounds.minX + insets.left)), y: .value(Double(bounds.minY + insets.top)),
        w: .variable(base + 2) + .value(-Double(insets.left + insets.right)),
        h: .variable(base + 3) + .value(-Double(insets.top + insets.bottom))
      ).offset(by: origin)
    }
    if solved { return Rect(frame).offset(by: origin) }
    return Rect(owner === reference ? frame : owner.convert(frame, to: reference))
  }

  /// The origin of `view`'s coordinates in `reference`'s, and whether a solved item is on
  /// the way; `nil` when `reference` is not `view` or above it.
  private func offset(of view: View?, in reference: View) -> ((x: Form, y: Form), Bool)? {
    var origin = (x: Form(), y: Form())
    var solved = false
    var current = view
    while let step = current, step !== reference {
      if let base = bases[ObjectIdentifier(step)] {
        origin = (origin.x + .variable(base), origin.y + .variable(base + 1))
        solved = true
      } else {
        origin = (
          origin.x + .value(Double(step.frame.minX)), origin.y + .value(Double(step.frame.minY))
        )
      }
      origin = (
        origin.x + .value(-Double(step.bounds.minX)), origin.y + .value(-Double(step.bounds.minY))
      )
      current = step.superview
    }
    guard current === reference else { return nil }
    return (origin, solved)
  }

  /// Keeps where a view below the top's own subviews was read.
  private mutating func note(_ view: View) {
    guard view.superview !== top, view.isDescendant(of: top) else { return }
    reads.append((view, view.convert(view.bounds, to: top)))
  }

  private static func root(of view: View) -> View {
    var top = view
    while let parent = top.superview { top = parent }
    return top
  }
}
