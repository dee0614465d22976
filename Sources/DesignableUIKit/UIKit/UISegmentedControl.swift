import Components
import Foundation

/// A row of segments, one of them selected (`UISegmentedControl`), in iOS's default look: a
/// light grey rounded rectangle (`.tertiarySystemFill`, corner radius 9), the selected
/// segment a white rounded rectangle (`selectedSegmentTintColor` when set) inset by 2 points
/// with a soft shadow, thin separators between unselected neighbours, and each segment's
/// title (13-point system font, semibold when selected, `.label`, or the title text
/// attributes for the state) or image centred in it. Segments share the width equally,
/// except those given a width by `setWidth(_:forSegmentAt:)`.
///
/// Out-of-range indices are ignored by the setters and give `nil` or 0 from the getters;
/// an insertion index is pinned to `0...numberOfSegments`, as in UIKit. A selected index
/// outside the segments (other than `noSegment`) is ignored. Interaction is inert.
open class UISegmentedControl: UIControl {
  /// The selected index when no segment is selected.
  public static let noSegment = -1

  struct Segment {
    var title: String?
    var image: UIImage?
    var width: CGFloat = 0
    var isEnabled = true
  }

  var segments: [Segment] = [] {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]
  private var ownSelectedIndex = UISegmentedControl.noSegment

  /// The selected segment, or `noSegment`; an index outside the segments is ignored.
  open var selectedSegmentIndex: Int {
    get { ownSelectedIndex }
    set {
      guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue)
      else { return }
      ownSelectedIndex = newValue
      setNeedsDisplay()
    }
  }
  open var numberOfSegments: Int { segments.count }
  /// When true, no segment is drawn selected (the index is still kept).
  open var isMomentary = false { didSet { setNeedsDisplay() } }
  /// Stored only: segments share the width equally.
  open var apportionsSegmentWidthsByContent = false
  /// The selected segment's fill; white unless set.
  open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// Background images by state, for `.default` bar metrics (``setBackgroundImage(_:for:barMetrics:)``).
  var backgroundImages: [UInt: UIImage] = [:] { didSet { setNeedsDisplay() } }
  /// Divider images by the states on their left and right.
  var dividerImages: [DividerStates: UIImage] = [:] { didSet { setNeedsDisplay() } }
  /// How far each segment's title or image is moved from the centre.
  var contentOffsets: [Int: CGSize] = [:] { didSet { setNeedsDisplay() } }

  /// The states of the segments on each side of a divider.
  struct DividerStates: Hashable {
    var left: UInt
    var right: UInt
  }

  /// What a storyboard's user-defined runtime attributes (and attribute sets) may set, by
  /// the Objective-C names key-value coding finds on iOS.
  open override class var inspectables: [Inspectable] {
    [
      .ib("selectedSegmentIndex", \UISegmentedControl.selectedSegmentIndex)
    ]
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
  }

  /// A control with a segment for each item, a `String` (its title) or a `UIImage`, sized
  /// to fit them; other items are skipped.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    isOpaque = false
    contentMode = .redraw
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(Segment(title: title))
      } else if let image = item as? UIImage {
        segments.append(Segment(image: image))
      }
    }
    frame = CGRect(origin: .zero, size: intrinsicContentSize)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
    contentMode = .redraw
  }

  // MARK: Segments

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Removes a segment; the selection follows its segment, or becomes `noSegment`.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if ownSelectedIndex == segment {
      ownSelectedIndex = UISegmentedControl.noSegment
    } else if ownSelectedIndex > segment {
      ownSelectedIndex -= 1
    }
  }

  open func removeAllSegments() {
    segments.removeAll()
    ownSelectedIndex = UISegmentedControl.noSegment
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
  }

  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
  }

  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Gives a segment a fixed width; 0 shares the rest equally. Negative or non-finite
  /// widths are ignored.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment), width.isFinite, width >= 0 else { return }
    segments[segment].width = width
  }

  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// A disabled segment's title is drawn in `.tertiaryLabel`.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Attributes for the titles in `state` (`.font`, `.foregroundColor`, …); titles in
  /// `.selected` take the `.normal` ones where their own are missing.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state] = attributes
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state]
  }

  private func insert(_ segment: Segment, at index: Int) {
    let pinned = min(max(index, 0), segments.count)
    segments.insert(segment, at: pinned)
    if ownSelectedIndex >= pinned { ownSelectedIndex += 1 }
  }

  // MARK: Geometry

  /// Each segment as wide as the widest content plus 24 points, 32 points tall.
  open override var intrinsicContentSize: CGSize {
    let widest = segments.indices.map { contentSize(of: $0, selected: false).width }.max() ?? 0
    let fixed = segments.map(\.width).reduce(0, +)
    let shared = segments.filter { $0.width == 0 }.count
    return CGSize(width: ceil(fixed + CGFloat(shared) * (widest + 24)), height: 32)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The segments' rectangles across `bounds`, left to right.
  func segmentFrames() -> [CGRect] {
    let fixed = segments.map(\.width).reduce(0, +)
    let shared = segments.filter { $0.width == 0 }.count
    let each = shared > 0 ? max(0, bounds.width - fixed) / CGFloat(shared) : 0
    var x = bounds.minX
    return segments.map { segment in
      let width = segment.width > 0 ? segment.width : each
      defer { x += width }
      return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
  }

  func attributes(selected: Bool, enabled: Bool) -> [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [
      .font: selected ? UIFont.systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 13),
      .foregroundColor: enabled ? UIColor.label : .tertiaryLabel,
    ]
    for (key, value) in titleAttributes[.normal] ?? [:] { attributes[key] = value }
    if selected {
      for (key, value) in titleAttributes[.selected] ?? [:] { attributes[key] = value }
    }
    return attributes
  }

  private func contentSize(of index: Int, selected: Bool) -> CGSize {
    let segment = segments[index]
    if let image = segment.image { return image.size }
    guard let title = segment.title else { return .zero }
    let size = (title as NSString).size(
      withAttributes: attributes(selected: selected, enabled: segment.isEnabled))
    return size.width.isFinite && size.height.isFinite ? size : .zero
  }

  // MARK: Drawing

  package func drawBuiltInParts(in rect: CGRect) {
    guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite
    else { return }
    if !backgroundImages.isEmpty { return drawWithImages() }
    let radius = min(9, bounds.height / 2)
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: radius).fillAtContextFlatness()
    let frames = segmentFrames()
    let selected = isMomentary ? UISegmentedControl.noSegment : ownSelectedIndex
    if frames.indices.contains(selected) {
      drawSelection(in: frames[selected].insetBy(dx: 2, dy: 2), radius: max(0, radius - 2))
    }
    UIColor.separator.setFill()
    for index in frames.indices.dropFirst() where index != selected && index - 1 != selected {
      let height = min(16, frames[index].height)
      UIRectFill(
        CGRect(x: frames[index].minX - 0.5, y: bounds.midY - height / 2, width: 1, height: height))
    }
    for index in frames.indices {
      drawContent(of: index, in: frames[index], selected: index == selected)
    }
  }

  private func drawSelection(in rect: CGRect, radius: CGFloat) {
    guard rect.width > 0, rect.height > 0 else { return }
    let context = UIGraphicsGetCurrentContext()
    context?.saveGState()
    context?.setShadow(
      offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.12))
    (selectedSegmentTintColor ?? .white).setFill()
    UIBezierPath(roundedRect: rect, cornerRadius: radius).fillAtContextFlatness()
    context?.restoreGState()
  }

  func drawContent(of index: Int, in frame: CGRect, selected: Bool) {
    let size = contentSize(of: index, selected: selected)
    let offset = contentOffsets[index] ?? .zero
    let origin = CGPoint(
      x: frame.midX - size.width / 2 + offset.width, y: frame.midY - size.height / 2 + offset.height
    )
    let context = UIGraphicsGetCurrentContext()
    context?.saveGState()
    context?.clip(to: frame.insetBy(dx: 2, dy: 0))
    if let image = segments[index].image {
      image.draw(in: CGRect(origin: origin, size: size))
    } else if let title = segments[index].title {
      (title as NSString).draw(
        at: origin,
        withAttributes: attributes(selected: selected, enabled: segments[index].isEnabled))
    }
    context?.restoreGState()
  }
}

extension UISegmentedControl: DrawsBuiltInParts {}
