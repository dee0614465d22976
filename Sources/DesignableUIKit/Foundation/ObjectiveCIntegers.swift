import Foundation

#if !canImport(Darwin)
  /// Foundation's signed integer of the platform's word size (`NSInteger`), which older
  /// UIKit code declares attributes with (`@IBInspectable var insets: NSInteger`).
  public typealias NSInteger = Int

  /// Foundation's unsigned integer of the platform's word size (`NSUInteger`).
  public typealias NSUInteger = UInt

  /// The largest `NSInteger` (`NSIntegerMax`), as in `repeatCount = Float(NSIntegerMax)`.
  public let NSIntegerMax = Int.max
  /// The smallest `NSInteger` (`NSIntegerMin`).
  public let NSIntegerMin = Int.min
  /// The largest `NSUInteger` (`NSUIntegerMax`).
  public let NSUIntegerMax = UInt.max
#endif
