import Components
import Foundation

/// A layer that only holds sublayers in a shared 3D space (`CATransformLayer`): as in Core
/// Animation, its own background, border, shadow, contents and mask are not drawn (setting
/// them keeps nothing). The sublayers are drawn flattened, by their transforms' 2D parts.
open class CATransformLayer: CALayer {
  open override var backgroundColor: CGColor? {
    get { nil }
    set {}
  }
  open override var borderWidth: CGFloat {
    get { 0 }
    set {}
  }
  open override var shadowOpacity: Float {
    get { 0 }
    set {}
  }
  open override var contents: Any? {
    get { nil }
    set {}
  }
  open override var mask: CALayer? {
    get { nil }
    set {}
  }
}

/// A layer that shows part of its sublayers by its bounds' origin (`CAScrollLayer`):
/// ``scroll(to:)`` moves the origin along the axes ``scrollMode`` allows.
open class CAScrollLayer: CALayer {
  /// The axes the layer scrolls along (`CAScrollLayerScrollMode`).
  public struct ScrollMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = ScrollMode(rawValue: "none")
    public static let vertically = ScrollMode(rawValue: "vertically")
    public static let horizontally = ScrollMode(rawValue: "horizontally")
    public static let both = ScrollMode(rawValue: "both")
  }

  open var scrollMode = ScrollMode.both

  /// Moves the bounds' origin to `point`, on the axes ``scrollMode`` allows.
  open func scroll(to point: CGPoint) {
    guard point.x.isFinite, point.y.isFinite else { return }
    var origin = bounds.origin
    if scrollMode == .horizontally || scrollMode == .both { origin.x = point.x }
    if scrollMode == .vertically || scrollMode == .both { origin.y = point.y }
    bounds.origin = origin
  }

  /// Scrolls the least distance that shows `rect`.
  open func scroll(to rect: CGRect) {
    var origin = bounds.origin
    if rect.maxX > origin.x + bounds.width { origin.x = rect.maxX - bounds.width }
    if rect.minX < origin.x { origin.x = rect.minX }
    if rect.maxY > origin.y + bounds.height { origin.y = rect.maxY - bounds.height }
    if rect.minY < origin.y { origin.y = rect.minY }
    scroll(to: origin)
  }
}

/// The key of a transition's animation on a layer (`kCATransition`).
public let kCATransition = "transition"
