import Foundation

/// A finger on the screen (`UITouch`). A render delivers no touches; a test may make one
/// to call a component's touch or tracking methods directly.
public final class Touch: Hashable {
  /// The phase of a touch (`UITouch.Phase`).
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
    /// A pointer's phases over a view (iOS 13.4): entering, moving within, leaving it.
    case regionEntered, regionMoved, regionExited
  }

  /// What made a touch (`UITouch.TouchType`).
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct
    /// A touch not on the screen (a remote's surface).
    case indirect
    /// An Apple Pencil.
    case pencil
    /// An indirect pointer: a mouse or a trackpad.
    case indirectPointer

    /// The name iOS 9 gave ``pencil``.
    public static let stylus = TouchType.pencil
  }

  public var phase: Phase
  /// What made the touch: a finger unless a test says otherwise.
  public var type: TouchType = .direct
  /// How hard the touch presses, where 1 is an average touch (`force`); 0 without force data.
  public var force: CGFloat = 0
  /// The greatest ``force`` the device reports; 0 without force data, as UIKit reports it.
  public var maximumPossibleForce: CGFloat = 0
  /// The radius of the touch's contact, in points.
  public var majorRadius: CGFloat = 20
  /// How far ``majorRadius`` may be off, in points.
  public var majorRadiusTolerance: CGFloat = 5
  /// The angle of a pencil to the screen, in radians: π/2 (perpendicular) for any other
  /// touch, as UIKit documents.
  public var altitudeAngle: CGFloat = .pi / 2
  public var tapCount: Int
  public var timestamp: TimeInterval
  /// The view the touch began in.
  public weak var view: View?
  private let point: CGPoint
  private let previousPoint: CGPoint

  /// A touch at `location`, in `view`'s coordinates (in window coordinates when `view` is
  /// `nil`).
  public init(
    location: CGPoint, previousLocation: CGPoint? = nil, in view: View? = nil,
    phase: Phase = .began, tapCount: Int = 1, timestamp: TimeInterval = 0
  ) {
    self.view = view
    self.phase = phase
    self.tapCount = tapCount
    self.timestamp = timestamp
    let toWindow = { (p: CGPoint) in view?.convert(p, to: nil) ?? p }
    point = toWindow(location)
    previousPoint = toWindow(previousLocation ?? location)
  }

  /// Where the touch is, in `view`'s coordinates (window coordinates for `nil`).
  public func location(in view: View?) -> CGPoint {
    view?.convert(point, from: nil) ?? point
  }

  /// Where the touch was before its last move, in `view`'s coordinates.
  public func previousLocation(in view: View?) -> CGPoint {
    view?.convert(previousPoint, from: nil) ?? previousPoint
  }

  /// Where the touch is, as precisely as the hardware tells (`preciseLocation(in:)`): the
  /// same point as ``location(in:)`` here.
  public func preciseLocation(in view: View?) -> CGPoint { location(in: view) }

  /// Where the touch was before its last move, precisely (`precisePreviousLocation(in:)`).
  public func precisePreviousLocation(in view: View?) -> CGPoint { previousLocation(in: view) }

  /// The direction a pencil points in, in radians, in `view`'s coordinates
  /// (`azimuthAngle(in:)`): 0 for any other touch, as UIKit reports it.
  public func azimuthAngle(in view: View?) -> CGFloat { 0 }

  public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
