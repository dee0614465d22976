extension Lifecycle {
  /// How renders in this task blend edge pixels: ``EdgeBlending/coverage``, as iOS does,
  /// unless set otherwise, for example
  /// `Lifecycle.$edgeBlending.withValue(.regions) { assertSnapshots(...) }` for seam-free
  /// pictures.
  @TaskLocal public static var edgeBlending = EdgeBlending.coverage
}
