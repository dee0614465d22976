import Synchronization

/// Storage a ``StoragePool`` can keep: it can be made empty, and it knows how much memory
/// it holds.
protocol PoolableStorage {
  /// Storage that holds nothing.
  init()
  /// The bytes it holds, by which a pool decides whether to keep it.
  var retainedBytes: Int { get }
}

extension Array: PoolableStorage {
  var retainedBytes: Int { capacity * MemoryLayout<Element>.stride }
}

/// Storage of finished canvases (and of their parts), kept for the next ones of the
/// process.
///
/// Rendering many pictures in a row (a snapshot matrix) would otherwise ask the system for
/// fresh memory for every canvas: large arrays are mapped anew each time, and touching
/// them costs a page fault per 4 KiB, which on a 3x canvas weighs as much as drawing it.
/// Storage comes back with its old contents, which a taker overwrites or empties before use
/// (pixels are cleared, cell lists emptied), so what a canvas draws never depends on what
/// was drawn before.
final class StoragePool<Storage: PoolableStorage & Sendable>: Sendable {
  /// Pieces of storage kept at most.
  let capacity: Int
  /// Larger pieces (in bytes) go back to the system.
  let largestKept: Int

  private let kept = Mutex<[Storage]>([])

  /// A pool of at most `capacity` pieces of at most `largestKept` bytes each; the defaults
  /// suit whole-canvas arrays, about one per core that renders.
  init(capacity: Int = 8, largestKept: Int = 64 << 20) {
    self.capacity = capacity
    self.largestKept = largestKept
  }

  /// Kept storage, contents and all, or empty storage.
  func take() -> Storage {
    kept.withLock { $0.popLast() } ?? Storage()
  }

  /// Keeps `storage` for a later `take()`, unless it is empty or too large, or the pool is
  /// full.
  func give(_ storage: Storage) {
    let bytes = storage.retainedBytes
    guard bytes > 0, bytes <= largestKept else { return }
    kept.withLock { kept in
      if kept.count < capacity { kept.append(storage) }
    }
  }
}

/// The pools the canvas and its rasterizer draw their storage from.
enum StoragePools {
  static let pixels = StoragePool<[UInt32]>()
  /// Pixel arrays that hold transparent black only: what `endLayer` leaves of a layer,
  /// which the next `beginLayer` takes without clearing it.
  static let clearedPixels = StoragePool<[UInt32]>()
  static let rasterizerBuffers = StoragePool<RasterizerBuffers>()
  /// The rasterizers' sort keys.
  static let sortKeys = StoragePool<[UInt64]>()
  /// The per-pixel record numbers and the records of region stores.
  static let regionBuffers = StoragePool<RegionBuffers>()
  /// Index buffers of coverage geometries: one per fill, stroke and clip, so more of them
  /// and smaller.
  static let geometryBuffers = StoragePool<GeometryBuffers>(capacity: 64, largestKept: 4 << 20)
  /// What refining complex rows works in.
  static let refinementBuffers = StoragePool<RefinementBuffers>(largestKept: 4 << 20)
}
