extension Lifecycle {
  /// How renders in this task blend edge pixels: ``EdgeBlending/regions`` unless set
  /// otherwise, for example `Lifecycle.$edgeBlending.withValue(.coverage) { ... }`.
  @TaskLocal public static var edgeBlending = EdgeBlending.regions
}
