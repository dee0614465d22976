import Foundation

#if !canImport(Darwin)
  /// Darwin's `HUGE` from `math.h`, which Linux's C library does not give Swift: the largest
  /// finite `Float` (`MAXFLOAT`), the usual `repeatCount` of an animation that repeats for
  /// ever.
  public var HUGE: Float { .greatestFiniteMagnitude }
#endif
