import Foundation

/// A relation between two items' layout attributes (`NSLayoutConstraint`):
/// `first.attribute1 = multiplier × second.attribute2 + constant`.
///
/// Active constraints place the subviews that do not translate their autoresizing masks
/// into constraints, and the layout guides a view adds, when their superview lays out
/// (`View.layoutSubviews()`, see `applyConstraints()`): by priority, with intrinsic sizes,
/// hugging and compression resistance, as Auto Layout does. Every other view keeps the
/// frame the component (or the document) sets.
open class LayoutConstraint: NSObject {
  /// The first item (a view or layout guide), held weakly as in UIKit.
  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  /// The second item, if any; nil for a constant size.
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  /// Changing it on a held constraint asks for a new layout, as Auto Layout does.
  open var constant: CGFloat { didSet { if constant != oldValue { holderNeedsLayout() } } }
  open var priority: LayoutPriority = .required
  open var identifier: String?
  /// The constraint as an equation, as UIKit describes one (`UILabel.width == 2 * UIView.height
  /// + 8`, its identifier first when it has one), without addresses, so that the text is the
  /// same in every run; a subclass may override it (a constraint library's own).
  open override var description: String {
    func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
      "\(item.map { String(describing: type(of: $0)) } ?? "nil").\(attribute)"
    }
    var equation = side(firstItem, firstAttribute)
    equation += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
    if secondAttribute == .notAnAttribute {
      equation += "\(constant)"
    } else {
      equation += (multiplier == 1 ? "" : "\(multiplier) * ") + side(secondItem, secondAttribute)
      if constant != 0 { equation += constant < 0 ? " - \(-constant)" : " + \(constant)" }
    }
    let name = identifier.map { "'\($0)' " } ?? ""
    return "<NSLayoutConstraint \(name)\(equation)>"
  }
  open var shouldBeArchived = false

  /// What UIKit calls on every object a nib creates (`NSObject.awakeFromNib()`), which a
  /// constraint subclass overrides; nothing calls it on a constraint here.
  open func awakeFromNib() {}
  private var active = false

  /// Creates an inactive constraint
  /// (`init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`). Items that
  /// are not objects are kept as nil. Without a second item the constraint holds a constant,
  /// whatever second attribute is given (code often repeats the first, `.height` for
  /// `.height`): its second attribute is `.notAnAttribute`, as UIKit makes it.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = Self.object(view1)
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.flatMap(Self.object)
    secondAttribute = secondItem == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// An empty constraint (`NSLayoutConstraint()`), relating no items: a placeholder that
  /// code replaces with a real constraint before it activates one. Activating it does nothing.
  public override convenience init() {
    self.init(
      item: Optional<AnyObject>.none as Any, attribute: .notAnAttribute, relatedBy: .equal,
      toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
  }

  /// `value` when it is an object (and not an optional wrapping nil), else nil.
  package static func object(_ value: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { object($0.value) }
    }
    return type(of: value) is AnyClass ? value as AnyObject : nil
  }

  /// Whether the constraint is held by a view: activating adds it to the closest common
  /// superview of its items (or to the first item's view when they share none), as UIKit
  /// does; deactivating removes it there.
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      if newValue, let owner = owningView() {
        owner.addConstraint(self)
      } else if !newValue {
        holder?.removeConstraint(self)
      }
      active = newValue
    }
  }

  /// The view whose `constraints` hold this constraint.
  weak var holder: View?

  /// Sets `isActive` on each of `constraints` (`NSLayoutConstraint.activate(_:)`).
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Clears `isActive` on each of `constraints` (`NSLayoutConstraint.deactivate(_:)`).
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Marks the holder's state (`addConstraint` sets it active, `removeConstraint` clears it).
  func setHeld(by view: View?) {
    let previous = holder
    holder = view
    active = view != nil
    if previous !== view {
      LayoutConstraint.needsLayout(previous)
      holderNeedsLayout()
    }
  }

  /// Asks the holder for a new layout, and its superview, whose layout places a view that
  /// holds its own size: adding, removing or changing a constraint does in UIKit.
  private func holderNeedsLayout() { LayoutConstraint.needsLayout(holder) }

  private static func needsLayout(_ holder: View?) {
    holder?.setNeedsLayout()
    holder?.superview?.setNeedsLayout()
    // A view above whose constraints reach below its subviews solves this level with its
    // own, as UIKit's one engine does: it lays out again too.
    var ancestor = holder?.superview?.superview
    while let view = ancestor {
      if view.constraints.contains(where: { $0.reachesBelowSubviews(of: view) }) {
        view.setNeedsLayout()
      }
      ancestor = view.superview
    }
  }

  /// Whether an item is below `view`'s subviews (a guide counts as its owning view).
  private func reachesBelowSubviews(of view: View) -> Bool {
    func below(_ item: AnyObject?) -> Bool {
      guard let owner = item as? View ?? (item as? LayoutArea)?.areaOwner else { return false }
      return owner !== view && owner.superview !== view
    }
    return below(firstItem) || below(secondItem)
  }

  /// The closest common superview of the items' views (a layout guide's is its owning
  /// view), or the first item's view.
  private func owningView() -> View? {
    func view(of item: AnyObject?) -> View? {
      item as? View ?? (item as? LayoutArea)?.areaOwner
    }
    guard let first = view(of: firstItem) else { return view(of: secondItem) }
    guard let second = view(of: secondItem) else { return first }
    var ancestors: [View] = []
    var current: View? = first
    while let view = current {
      ancestors.append(view)
      current = view.superview
    }
    current = second
    while let view = current {
      if ancestors.contains(where: { $0 === view }) { return view }
      current = view.superview
    }
    return first
  }
}
