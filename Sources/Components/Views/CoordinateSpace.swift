import Foundation

/// Something whose coordinates points and rectangles convert between (`UICoordinateSpace`):
/// a view, or the screen, whose coordinates are those of the root of every hierarchy (a
/// render has no window offset).
public protocol CoordinateSpace: AnyObject {
  /// The space's rectangle in its own coordinates.
  var bounds: CGRect { get }
  /// `point`, in this space's coordinates, in `coordinateSpace`'s.
  func convert(_ point: CGPoint, to coordinateSpace: CoordinateSpace) -> CGPoint
  /// `point`, in `coordinateSpace`'s coordinates, in this space's.
  func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CGPoint
  /// The bounding box of `rect`, in this space's coordinates, in `coordinateSpace`'s.
  func convert(_ rect: CGRect, to coordinateSpace: CoordinateSpace) -> CGRect
  /// The bounding box of `rect`, in `coordinateSpace`'s coordinates, in this space's.
  func convert(_ rect: CGRect, from coordinateSpace: CoordinateSpace) -> CGRect
  /// The view this space is, or `nil` for the screen.
  var spaceView: View? { get }
}

extension CoordinateSpace {
  public var spaceView: View? { nil }
}

extension View: CoordinateSpace {
  public var spaceView: View? { self }

  public func convert(_ point: CGPoint, to coordinateSpace: CoordinateSpace) -> CGPoint {
    convert(point, to: coordinateSpace.spaceView)
  }

  public func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CGPoint {
    convert(point, from: coordinateSpace.spaceView)
  }

  public func convert(_ rect: CGRect, to coordinateSpace: CoordinateSpace) -> CGRect {
    convert(rect, to: coordinateSpace.spaceView)
  }

  public func convert(_ rect: CGRect, from coordinateSpace: CoordinateSpace) -> CGRect {
    convert(rect, from: coordinateSpace.spaceView)
  }
}

extension Screen: CoordinateSpace {
  /// The screen's coordinates (`UIScreen.coordinateSpace`): those of a hierarchy's root.
  public var coordinateSpace: CoordinateSpace { self }

  /// The same as ``coordinateSpace``: the screen is never rotated here.
  public var fixedCoordinateSpace: CoordinateSpace { self }

  public func convert(_ point: CGPoint, to coordinateSpace: CoordinateSpace) -> CGPoint {
    coordinateSpace.spaceView?.convert(point, from: nil) ?? point
  }

  public func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CGPoint {
    coordinateSpace.spaceView?.convert(point, to: nil) ?? point
  }

  public func convert(_ rect: CGRect, to coordinateSpace: CoordinateSpace) -> CGRect {
    coordinateSpace.spaceView?.convert(rect, from: nil) ?? rect
  }

  public func convert(_ rect: CGRect, from coordinateSpace: CoordinateSpace) -> CGRect {
    coordinateSpace.spaceView?.convert(rect, to: nil) ?? rect
  }
}
