import Components
import Foundation

#if !canImport(Darwin)
  /// A timer tied to the display's refresh (`CADisplayLink`), inert: a render draws one
  /// frame and has no display, so a link added to a run loop never calls its target (whose
  /// `#selector` is Objective-C only anyway). Its properties are stored.
  public final class CADisplayLink {
    /// Whether the link would skip its calls.
    public var isPaused = false
    /// The frame rate asked for; 0 means the display's own rate.
    public var preferredFramesPerSecond = 0
    /// Displayed frames between calls, the rate before `preferredFramesPerSecond`; 1 by
    /// default.
    public var frameInterval = 1
    /// The time of the last frame; 0, as no frame is ever shown.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame; 0, as no frame is ever shown.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames at 60 frames a second.
    public private(set) var duration: CFTimeInterval = 1.0 / 60

    /// A link that would call `selector` on `target` at every frame.
    public init(target: Any, selector: Selector) {}

    /// Schedules the link; it never fires.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}

    /// Unschedules the link.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}

    /// Stops the link for good.
    public func invalidate() { isPaused = true }
  }
#endif
