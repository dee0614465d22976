import Foundation

#if !canImport(Darwin)
  /// Foundation's scanning methods with an optional result pointer, as Darwin declares them:
  /// `Scanner(string: text).scanInt(nil)` asks only whether an integer comes next (Linux's
  /// Foundation takes a pointer that cannot be nil). A result that is not nil is written, as
  /// by the method it forwards to.
  extension Scanner {
    public func scanInt(_ result: UnsafeMutablePointer<Int>?) -> Bool {
      scan(into: result, from: 0) { scanInt($0) }
    }

    public func scanInt32(_ result: UnsafeMutablePointer<Int32>?) -> Bool {
      scan(into: result, from: 0) { scanInt32($0) }
    }

    public func scanInt64(_ result: UnsafeMutablePointer<Int64>?) -> Bool {
      scan(into: result, from: 0) { scanInt64($0) }
    }

    public func scanUnsignedLongLong(_ result: UnsafeMutablePointer<UInt64>?) -> Bool {
      scan(into: result, from: 0) { scanUnsignedLongLong($0) }
    }

    public func scanFloat(_ result: UnsafeMutablePointer<Float>?) -> Bool {
      scan(into: result, from: 0) { scanFloat($0) }
    }

    public func scanDouble(_ result: UnsafeMutablePointer<Double>?) -> Bool {
      scan(into: result, from: 0) { scanDouble($0) }
    }

    public func scanHexInt32(_ result: UnsafeMutablePointer<UInt32>?) -> Bool {
      scan(into: result, from: 0) { scanHexInt32($0) }
    }

    public func scanHexInt64(_ result: UnsafeMutablePointer<UInt64>?) -> Bool {
      scan(into: result, from: 0) { scanHexInt64($0) }
    }

    public func scanHexFloat(_ result: UnsafeMutablePointer<Float>?) -> Bool {
      scan(into: result, from: 0) { scanHexFloat($0) }
    }

    public func scanHexDouble(_ result: UnsafeMutablePointer<Double>?) -> Bool {
      scan(into: result, from: 0) { scanHexDouble($0) }
    }

    private func scan<Value>(
      into result: UnsafeMutablePointer<Value>?, from initial: Value,
      _ scan: (UnsafeMutablePointer<Value>) -> Bool
    ) -> Bool {
      var value = initial
      guard scan(&value) else { return false }
      result?.pointee = value
      return true
    }
  }
#endif
