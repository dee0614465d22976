import UIKit

extension CGPath {
  /// Hands each element to `visit`, the way code written before `applyWithBlock` walks a
  /// path: the block goes to the applier function as its info pointer.
  func visitElements(_ visit: @escaping @convention(block) (CGPathElement) -> Void) {
    typealias Visit = @convention(block) (CGPathElement) -> Void
    let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void =
      {
        info, element in
        unsafeBitCast(info, to: Visit.self)(element.pointee)
      }
    apply(
      info: unsafeBitCast(visit, to: UnsafeMutableRawPointer.self),
      function: unsafeBitCast(callback, to: CGPathApplierFunction.self))
  }
}

/// Marks each corner of its inset outline with a dot, found by walking the outline's path.
@IBDesignable
class CornerDots: UIView {
  private(set) var corners: [CGPoint] = []

  override func layoutSubviews() {
    super.layoutSubviews()
    var found: [CGPoint] = []
    UIBezierPath(rect: bounds.insetBy(dx: 4, dy: 4)).cgPath.visitElements { element in
      if element.type != .closeSubpath { found.append(element.points[0]) }
    }
    corners = found
    setNeedsDisplay()
  }

  override func draw(_ rect: CGRect) {
    UIColor.systemRed.setFill()
    for corner in corners {
      UIBezierPath(ovalIn: CGRect(x: corner.x - 2, y: corner.y - 2, width: 4, height: 4)).fill()
    }
  }
}
