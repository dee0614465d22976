import Components
import Foundation

extension IBObject {
  /// The size to check the view at: its frame; without one, its fixed width and height
  /// constraints (required ones preferred over lower priorities), then one of them and an
  /// aspect ratio, with a dimension still missing taken from IB's placeholder intrinsic size,
  /// else from the intrinsic content size of the element's UIKit class with the document's
  /// archived content (a label sized by its text: ``archivedIntrinsicSize``).
  ///
  /// Where those leave a dimension open, a view pinned to both edges of its superview on that
  /// axis (``edgePins``) takes the superview's size (``superviewSize``) less the insets.
  ///
  /// Only constraints with relation equal count. Several equally preferred constraints on
  /// one dimension that disagree make the size ``IBCheckingSize/unknown(reason:)``.
  public var checkingSize: IBCheckingSize {
    if let frame { return .frame(frame.size) }
    var width: Double?
    var height: Double?
    switch Self.fixed("width", sizeConstraints) {
    case .success(let value): width = value
    case .failure(let problem): return .unknown(reason: problem.message)
    }
    switch Self.fixed("height", sizeConstraints) {
    case .success(let value): height = value
    case .failure(let problem): return .unknown(reason: problem.message)
    }
    if width == nil || height == nil, let superview = superviewSize {
      let pins = edgePins
      if width == nil, let leading = pins.leading, let trailing = pins.trailing {
        width = max(0, Double(superview.width) - leading - trailing)
      }
      if height == nil, let top = pins.top, let bottom = pins.bottom {
        height = max(0, Double(superview.height) - top - bottom)
      }
    }
    let constrained = width != nil || height != nil
    if (width == nil) != (height == nil) {
      switch Self.aspect(width: width, height: height, sizeConstraints) {
      case .success(let other):
        if width == nil { width = other } else { height = other }
      case .failure(let problem): return .unknown(reason: problem.message)
      }
    }
    let complete = width != nil && height != nil
    var measured = false
    if (width ?? placeholderIntrinsicWidth) == nil || (height ?? placeholderIntrinsicHeight) == nil,
      let intrinsic = archivedIntrinsicSize
    {
      // A negative dimension is UIKit's noIntrinsicMetric: nothing to size by.
      measured = true
      width =
        width ?? placeholderIntrinsicWidth
        ?? (intrinsic.width >= 0 ? Double(intrinsic.width) : nil)
      height =
        height ?? placeholderIntrinsicHeight
        ?? (intrinsic.height >= 0 ? Double(intrinsic.height) : nil)
    } else {
      width = width ?? placeholderIntrinsicWidth
      height = height ?? placeholderIntrinsicHeight
    }
    guard let width, let height else {
      return .unknown(reason: Self.missing(width: width == nil, height: height == nil))
    }
    let source: IBCheckingSize.Source =
      switch (complete, constrained, measured) {
      case (true, _, _): .constraints
      case (false, true, false): .constraintsAndPlaceholderIntrinsicSize
      case (false, false, false): .placeholderIntrinsicSize
      case (false, true, true): .constraintsAndIntrinsicContentSize
      case (false, false, true): .intrinsicContentSize
      }
    return .derived(CGSize(width: width, height: height), source: source)
  }

  /// The intrinsic content size of the element's UIKit class (a label's text in its font and
  /// lines, a button's title and image, an image view's image) with the document's archived
  /// content, or `nil` for other elements. It is measured on the UIKit class, not on the
  /// custom class, whose code runs only in the checks' child processes; a dimension of
  /// `View.noIntrinsicMetric` (an image view without an image) is negative.
  public var archivedIntrinsicSize: CGSize? {
    let view: View
    switch elementKind {
    case "label": view = Label(frame: .zero)
    case "button": view = Button(frame: .zero)
    case "imageView": view = ImageView(frame: .zero)
    default: return nil
    }
    standard.apply(to: view)
    return view.intrinsicContentSize
  }

  /// The constraints of equal relation the layout would satisfy first: the required ones,
  /// else those of the highest priority.
  private static func preferred(_ candidates: [IBConstraint]) -> [IBConstraint] {
    let equal = candidates.filter { $0.relation == .equal }
    guard let top = equal.map(\.priority).max() else { return [] }
    return equal.filter { $0.priority == top }
  }

  /// The value the preferred fixed constraints give `dimension`, `nil` when none does.
  private static func fixed(_ dimension: String, _ constraints: [IBConstraint])
    -> Result<Double?, ConstraintProblem>
  {
    let chosen = preferred(
      constraints.filter { $0.firstAttribute == dimension && !$0.isAspectRatio })
    return agreed(chosen.map(\.constant), what: "\(dimension) constraints")
  }

  /// The missing dimension that the preferred aspect ratios give from the known one.
  private static func aspect(width: Double?, height: Double?, _ constraints: [IBConstraint])
    -> Result<Double?, ConstraintProblem>
  {
    let values = preferred(constraints.filter(\.isAspectRatio)).map { ratio -> Double in
      // first = multiplier × second + constant, solved for the missing dimension.
      if let width {
        ratio.firstAttribute == "width"
          ? (width - ratio.constant) / ratio.multiplier : ratio.multiplier * width + ratio.constant
      } else {
        ratio.firstAttribute == "width"
          ? ratio.multiplier * (height ?? 0) + ratio.constant
          : ((height ?? 0) - ratio.constant) / ratio.multiplier
      }
    }
    return agreed(values, what: "aspect ratio constraints")
  }

  /// The one value all of `values` are, `nil` for none, or a problem naming two that differ.
  private static func agreed(_ values: [Double], what: String)
    -> Result<Double?, ConstraintProblem>
  {
    guard let first = values.first else { return .success(nil) }
    guard let other = values.first(where: { $0 != first }) else { return .success(first) }
    return .failure(
      ConstraintProblem(
        "its \(what) conflict (\(number(first)) and \(number(other)) at the same priority): "
          + "remove one, lower its priority or give the view a frame"))
  }

  private static func missing(width: Bool, height: Bool) -> String {
    switch (width, height) {
    case (true, true):
      "its constraints give no width or height: add width and height constraints or a frame"
    case (true, false): "its constraints give no width: add a width constraint or a frame"
    default: "its constraints give no height: add a height constraint or a frame"
    }
  }

  /// A number as a person writes it: `120`, `20.5`.
  private static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
