import Foundation

extension RunLoop.Mode {
  /// The mode the main run loop runs in while a control or scroll view tracks a touch
  /// (`UITrackingRunLoopMode`); nothing is ever tracked in a render.
  public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
