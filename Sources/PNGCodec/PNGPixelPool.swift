import Synchronization

/// Pixel storage of decoded pictures, kept for the next decode of the process.
///
/// A test process that verifies its snapshots one call at a time decodes a reference of
/// the same size again and again. Storage taken fresh each time comes from the system, and
/// glibc gives it back at the end of every call (a `brk` down, then up, and a page fault per
/// 4 KiB touched again). A caller done with a decoded picture gives its bytes back here;
/// ``PNGFile/read(_:limits:reusing:)`` decodes the next one into them. Storage comes back
/// with its old contents, which the decoder overwrites.
public final class PNGPixelPool: Sendable {
  /// The process's pool.
  public static let shared = PNGPixelPool()

  /// Pieces of storage kept at most: about one per core that decodes.
  public let capacity: Int
  /// Larger pieces (in bytes) go back to the system.
  public let largestKept: Int

  private let kept = Mutex<[[UInt8]]>([])

  /// A pool of at most `capacity` pieces of at most `largestKept` bytes each; the default
  /// keeps at most 32 MiB.
  public init(capacity: Int = 8, largestKept: Int = 4 << 20) {
    self.capacity = capacity
    self.largestKept = largestKept
  }

  /// Kept storage, contents and all, or an empty array.
  public func take() -> [UInt8] {
    kept.withLock { $0.popLast() } ?? []
  }

  /// Keeps `bytes` for a later ``take()``, unless it holds nothing or too much, or the pool
  /// is full.
  public func give(_ bytes: [UInt8]) {
    guard bytes.capacity > 0, bytes.capacity <= largestKept else { return }
    kept.withLock { kept in
      if kept.count < capacity { kept.append(bytes) }
    }
  }

  /// How many pieces the pool holds.
  public var count: Int { kept.withLock { $0.count } }
}
