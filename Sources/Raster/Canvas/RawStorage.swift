/// Growable storage of plain values for a class's hot loops: its pointer is read once per
/// loop, with no uniqueness or bounds checks per element (which a stored array costs).
///
/// Nothing is allocated until `reserve` asks for room, so storage that is never used costs
/// nothing. Contents are undefined after `reserve(_:)` grows it (`reserve(_:keeping:)`
/// keeps a prefix); callers write before they read.
struct RawStorage<Element: BitwiseCopyable>: ~Copyable {
  /// The elements; while `capacity` is 0, an aligned address that is never read or written.
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var capacity = 0

  /// The bytes allocated (for `PoolableStorage.retainedBytes`).
  var retainedBytes: Int { capacity &* MemoryLayout<Element>.stride }

  init() {
    if let empty = UnsafeMutablePointer<Element>(bitPattern: MemoryLayout<Element>.alignment) {
      base = empty
    } else {
      // Not reached (an alignment is never 0), but then the storage owns what it holds.
      base = .allocate(capacity: 1)
      capacity = 1
    }
  }

  /// Makes room for at least `count` elements.
  @inline(__always)
  mutating func reserve(_ count: Int) {
    reserve(count, keeping: 0)
  }

  /// Makes room for at least `count` elements, keeping the first `kept`.
  @inline(__always)
  mutating func reserve(_ count: Int, keeping kept: Int) {
    if count > capacity { grow(to: count, keeping: kept) }
  }

  /// Makes room for `count` elements, keeping the first `initialized` and setting those
  /// from there up to `count` to `value`; returns how many are initialized now (storage
  /// whose users restore `value` to what they change stays that way from one use to the
  /// next, and is filled only as far as it grows).
  @inline(__always)
  mutating func extend(to count: Int, from initialized: Int, repeating value: Element) -> Int {
    guard count > initialized else { return initialized }
    reserve(count, keeping: initialized)
    (base + initialized).initialize(repeating: value, count: count &- initialized)
    return count
  }

  /// `reserve(_:keeping:)` when the storage is too small.
  @inline(never)
  private mutating func grow(to count: Int, keeping kept: Int) {
    let grown = max(count, capacity &* 2)
    let fresh = UnsafeMutablePointer<Element>.allocate(capacity: grown)
    fresh.initialize(from: base, count: kept)
    if capacity > 0 { base.deallocate() }
    base = fresh
    capacity = grown
  }

  deinit {
    if capacity > 0 { base.deallocate() }
  }
}
