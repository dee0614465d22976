import Foundation

#if !canImport(Darwin)
  /// The address of a `Data`'s bytes as `(data as NSData).bytes` gives it on Apple platforms,
  /// where the bridged `NSData` shares the data's memory, so the address holds while the data
  /// lives unchanged. Linux's Foundation bridges by copying into an `NSData` that goes away at
  /// the end of the statement, leaving the address dangling; `DesignableAdapterPlugin` reads
  /// `(data as NSData).bytes` as `(data).nsDataBytes` instead.
  extension Data {
    /// The address of the data's bytes, valid while the data lives unchanged (a copy kept for
    /// the process's life for data of fewer than 16 bytes, which Swift keeps inline).
    public var nsDataBytes: UnsafeRawPointer {
      guard count >= Self.smallestOutOfLine else { return SmallDataCopies.address(of: self) }
      return withUnsafeBytes { buffer in
        guard let address = buffer.baseAddress else { return SmallDataCopies.address(of: self) }
        return address
      }
    }

    /// Below this many bytes a `Data` may keep its bytes in the value itself, which
    /// `withUnsafeBytes` copies to the stack.
    private static let smallestOutOfLine = 16
  }

  extension NSData {
    /// `bytes`, for code that casts an `NSData` to itself before reading them.
    public var nsDataBytes: UnsafeRawPointer { bytes }
  }

  /// Lasting copies of small data, one per distinct content.
  private enum SmallDataCopies {
    nonisolated(unsafe) private static var copies: [Data: UnsafeMutableRawPointer] = [:]
    private static let lock = NSLock()

    static func address(of data: Data) -> UnsafeRawPointer {
      lock.withLock {
        if let copy = copies[data] { return UnsafeRawPointer(copy) }
        let copy = UnsafeMutableRawPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        data.withUnsafeBytes { buffer in
          if let base = buffer.baseAddress { copy.copyMemory(from: base, byteCount: buffer.count) }
        }
        copies[data] = copy
        return UnsafeRawPointer(copy)
      }
    }
  }
#endif
