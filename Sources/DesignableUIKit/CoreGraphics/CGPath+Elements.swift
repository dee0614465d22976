import Components
import Foundation

#if !canImport(Darwin)
  /// What a path element does (`CGPathElementType`).
  public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
  }

  /// One element of a path as `applyWithBlock(_:)` hands it over (`CGPathElement`): its
  /// type and its points (none for a close; the control points, then the end point, for
  /// curves), valid only during the call.
  public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
  }

  extension CGPath {
    /// Calls `block` with each element in order (`applyWithBlock(_:)`), as components walk a
    /// path to measure it or to move points along it.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
      let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
      defer { points.deallocate() }
      points.initialize(repeating: .zero, count: 3)
      for element in path.elements {
        let type: CGPathElementType
        switch element {
        case .move(let to):
          type = .moveToPoint
          points[0] = to.cgPoint
        case .line(let to):
          type = .addLineToPoint
          points[0] = to.cgPoint
        case .quadCurve(let to, let control):
          type = .addQuadCurveToPoint
          points[0] = control.cgPoint
          points[1] = to.cgPoint
        case .curve(let to, let control1, let control2):
          type = .addCurveToPoint
          points[0] = control1.cgPoint
          points[1] = control2.cgPoint
          points[2] = to.cgPoint
        case .close:
          type = .closeSubpath
        }
        var current = CGPathElement(type: type, points: points)
        withUnsafePointer(to: &current) { block($0) }
      }
    }

    /// Calls `function` with `info` and each element in order (`apply(info:function:)`), as
    /// `applyWithBlock(_:)` does.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
      applyWithBlock { function(info, $0) }
    }
  }

  /// The function `CGPath.apply(info:function:)` calls with each element: a Swift function
  /// here, as `CGPathElement` is a Swift structure that a C function cannot take (a closure
  /// literal passes as either).
  public typealias CGPathApplierFunction =
    (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
#endif
