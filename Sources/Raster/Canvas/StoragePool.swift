import Synchronization

/// Array storage of finished canvases, kept for the next canvases of the process.
///
/// Rendering many pictures in a row (a snapshot matrix) would otherwise ask the system for
/// fresh memory for every canvas: large arrays are mapped anew each time, and touching
/// them costs a page fault per 4 KiB, which on a 3x canvas weighs as much as drawing it.
/// Arrays come back with their old contents, which a taker overwrites or empties before use
/// (pixels are cleared, cell lists emptied), so what a canvas draws never depends on what
/// was drawn before.
final class StoragePool<Element: BitwiseCopyable & Sendable>: Sendable {
  /// Arrays kept at most, about one per core that renders.
  static var capacity: Int { 8 }
  /// Larger arrays (in bytes) go back to the system.
  static var largestKept: Int { 64 << 20 }

  private let arrays = Mutex<[[Element]]>([])

  /// A returned array, contents and all, or an empty one.
  func take() -> [Element] {
    arrays.withLock { $0.popLast() } ?? []
  }

  /// Keeps `array` for a later `take()`.
  func give(_ array: [Element]) {
    guard array.capacity > 0,
      array.capacity * MemoryLayout<Element>.stride <= StoragePool.largestKept
    else { return }
    arrays.withLock { kept in
      if kept.count < StoragePool.capacity { kept.append(array) }
    }
  }
}

/// The pools the canvas and its rasterizer draw their storage from.
enum StoragePools {
  static let pixels = StoragePool<UInt32>()
  static let cells = StoragePool<Cell>()
  static let lines = StoragePool<FixedLine>()
  static let indices = StoragePool<Int32>()
  static let records = StoragePool<EdgeRecord>()
}
