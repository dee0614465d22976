import Foundation

/// An event of the user (`UIEvent`). A render delivers none; a test may make one with the
/// touches it passes to a component.
public final class TouchEvent: NSObject {
  /// What a motion or remote-control event is (`UIEvent.EventSubtype`).
  public enum EventSubtype: Int, Sendable {
    case none = 0
    case motionShake = 1
    case remoteControlPlay = 100
    case remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
    case remoteControlNextTrack, remoteControlPreviousTrack
    case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
    case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
  }

  /// The touches of the event.
  public let allTouches: Set<Touch>?
  public let timestamp: TimeInterval

  public init(touches: Set<Touch> = [], timestamp: TimeInterval = 0) {
    allTouches = touches
    self.timestamp = timestamp
    super.init()
  }

  /// The touches of the event that belong to `view`.
  public func touches(for view: View) -> Set<Touch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The touches the hardware reported for `touch` since the last event
  /// (`coalescedTouches(for:)`): the touch itself here, `nil` for a touch of another event.
  public func coalescedTouches(for touch: Touch) -> [Touch]? {
    allTouches?.contains(touch) == true ? [touch] : nil
  }

  /// Where `touch` is expected to go next (`predictedTouches(for:)`): none here, as nothing
  /// moves; `nil` for a touch of another event.
  public func predictedTouches(for touch: Touch) -> [Touch]? {
    allTouches?.contains(touch) == true ? [] : nil
  }
}
