import Foundation

#if !canImport(Darwin)
  /// Foundation's signed integer of the platform's word size (`NSInteger`), which older
  /// UIKit code declares attributes with (`@IBInspectable var insets: NSInteger`).
  public typealias NSInteger = Int

  /// Foundation's unsigned integer of the platform's word size (`NSUInteger`).
  public typealias NSUInteger = UInt
#endif
