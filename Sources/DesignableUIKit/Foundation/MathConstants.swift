import Foundation

#if !canImport(Darwin)
  /// Darwin's `HUGE` from `math.h`, which Linux's C library does not give Swift: the largest
  /// finite `Float` (`MAXFLOAT`), the usual `repeatCount` of an animation that repeats for
  /// ever.
  public var HUGE: Float { .greatestFiniteMagnitude }

  /// Darwin's `MAXFLOAT` from `math.h`, the largest finite `Float`, which Linux's C library
  /// does not give Swift either: `flash.repeatCount = MAXFLOAT`.
  public var MAXFLOAT: Float { .greatestFiniteMagnitude }
#endif
