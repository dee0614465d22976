import Foundation

/// A finger on the screen (`UITouch`). A render delivers no touches; a test may make one
/// to call a component's touch or tracking methods directly.
public final class Touch: Hashable {
  /// The phase of a touch (`UITouch.Phase`).
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  public var phase: Phase
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

  public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
