import Foundation

extension Layer {
  /// Maps a time in `layer`'s time space (absolute time for `nil`) into this layer's
  /// (`convertTime(_:from:)`). Each layer's time is its superlayer's minus ``beginTime``,
  /// times ``speed``, plus ``timeOffset``.
  public func convertTime(_ time: TimeInterval, from layer: Layer?) -> TimeInterval {
    localTime(fromAbsolute: layer?.absoluteTime(fromLocal: time) ?? time)
  }

  /// Maps a time in this layer's time space into `layer`'s (absolute time for `nil`).
  public func convertTime(_ time: TimeInterval, to layer: Layer?) -> TimeInterval {
    let absolute = absoluteTime(fromLocal: time)
    return layer?.localTime(fromAbsolute: absolute) ?? absolute
  }

  /// This layer's time for an absolute time: the superlayers' mappings, outermost first.
  private func localTime(fromAbsolute time: TimeInterval) -> TimeInterval {
    let parent = superlayer?.localTime(fromAbsolute: time) ?? time
    return (parent - beginTime) * TimeInterval(speed) + timeOffset
  }

  /// The absolute time for a time of this layer. A stopped layer (speed 0) shows one
  /// moment, which maps back to its ``beginTime``.
  private func absoluteTime(fromLocal time: TimeInterval) -> TimeInterval {
    let parent = speed == 0 ? beginTime : (time - timeOffset) / TimeInterval(speed) + beginTime
    return superlayer?.absoluteTime(fromLocal: parent) ?? parent
  }
}
