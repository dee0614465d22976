import Foundation

#if !canImport(UIKit)
  /// UIKit's boxing of geometry in `NSValue`, as animations' `fromValue`, `toValue` and
  /// key-frame `values` take it; Foundation here names the same boxes `point`, `size`, `rect`.
  extension NSValue {
    /// A value holding a point (`NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// A value holding a size (`NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// A value holding a rectangle (`NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The point held.
    public var cgPointValue: CGPoint { pointValue }

    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }

    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
  }
#endif
