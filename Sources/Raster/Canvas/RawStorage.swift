/// Growable storage of plain values for a class's hot loops: its pointer is read once per
/// loop, with no uniqueness or bounds checks per element (which a stored array costs).
///
/// Contents are undefined after `reserve(_:)` grows it (`reserve(_:keeping:)` keeps a
/// prefix); callers write before they read.
struct RawStorage<Element: BitwiseCopyable>: ~Copyable {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var capacity: Int

  init(capacity: Int = 0) {
    self.capacity = max(capacity, 1)
    base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
  }

  /// Makes room for at least `count` elements.
  mutating func reserve(_ count: Int) {
    guard count > capacity else { return }
    base.deallocate()
    capacity = max(count, capacity &* 2)
    base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
  }

  /// Makes room for at least `count` elements, keeping the first `kept`.
  mutating func reserve(_ count: Int, keeping kept: Int) {
    guard count > capacity else { return }
    let grown = max(count, capacity &* 2)
    let fresh = UnsafeMutablePointer<Element>.allocate(capacity: grown)
    fresh.initialize(from: base, count: kept)
    base.deallocate()
    base = fresh
    capacity = grown
  }

  deinit { base.deallocate() }
}
