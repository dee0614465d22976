extension FontFace {
  /// The most strings whose shaping a face keeps, and the most scalars over all of them;
  /// when either would be exceeded, the cache starts again.
  static let maximumCachedRuns = 4096
  static let maximumCachedScalars = 1 << 18

  /// The shaping of the whole of `scalars` kept by `cache(_:for:)`, if any.
  func cachedRun(for scalars: [UInt32]) -> ShapedRun? {
    lock.lock()
    defer { lock.unlock() }
    return shapedRuns[scalars]
  }

  /// Keeps `run` as the shaping of the whole of `scalars`; strings longer than a tenth of
  /// `maximumCachedScalars` are not kept.
  func cache(_ run: ShapedRun, for scalars: [UInt32]) {
    guard scalars.count <= FontFace.maximumCachedScalars / 10 else { return }
    lock.lock()
    defer { lock.unlock() }
    if shapedRuns.count >= FontFace.maximumCachedRuns
      || cachedScalars + scalars.count > FontFace.maximumCachedScalars
    {
      shapedRuns.removeAll(keepingCapacity: true)
      cachedScalars = 0
    }
    if shapedRuns.updateValue(run, forKey: scalars) == nil { cachedScalars += scalars.count }
  }
}
