import Foundation

#if !canImport(Darwin)
  /// Core Foundation's Boolean object (`CFBoolean`), bridged as a number: UIKit code passes
  /// it where an object is expected (`CATransaction.setValue(kCFBooleanTrue, forKey:
  /// kCATransactionDisableActions)`).
  public typealias CFBoolean = NSNumber

  /// Core Foundation's `true` object (`kCFBooleanTrue`), which Foundation on Linux does not
  /// export. Disfavoured, so that a file that also imports Core Foundation reads its own.
  @_disfavoredOverload
  public var kCFBooleanTrue: CFBoolean! { NSNumber(value: true) }

  /// Core Foundation's `false` object (`kCFBooleanFalse`).
  @_disfavoredOverload
  public var kCFBooleanFalse: CFBoolean! { NSNumber(value: false) }

  /// The value of a Core Foundation Boolean (`CFBooleanGetValue`).
  @_disfavoredOverload
  public func CFBooleanGetValue(_ boolean: CFBoolean!) -> Bool {
    boolean?.boolValue ?? false
  }
#endif
