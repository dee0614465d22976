/// The chords (`EdgeChord`) of a clip's partly covered pixels that a single straight chain
/// crosses, by pixel offset, so that the region store can sample a clipped shape's edge
/// pixels from chords instead of the outlines.
///
/// Offsets are kept in increasing order: an entry out of order is left out (the pixel then
/// has no chord, which only costs a lookup in the outlines).
struct EdgeChordTable: Hashable, Sendable {
  private(set) var offsets: [Int32] = []
  private(set) var bits: [UInt64] = []

  /// Notes the chord of pixel `offset`, after every offset noted so far.
  @inline(__always)
  mutating func append(offset: Int, chord: EdgeChord) {
    if let last = offsets.last, Int(last) >= offset { return }
    offsets.append(Int32(truncatingIfNeeded: offset))
    bits.append(chord.bits)
  }

  /// Calls `body` with a view of the table that reads without reference counting.
  func withLookup<R>(_ body: (Lookup) -> R) -> R {
    offsets.withUnsafeBufferPointer { o in
      bits.withUnsafeBufferPointer { b in body(Lookup(offsets: o, bits: b)) }
    }
  }

  /// The table's storage while `withLookup` runs.
  struct Lookup {
    let offsets: UnsafeBufferPointer<Int32>
    let bits: UnsafeBufferPointer<UInt64>

    /// The chord of pixel `offset`, if the table has one (binary search).
    @inline(__always)
    func chord(at offset: Int) -> EdgeChord? {
      var low = 0
      var high = offsets.count
      while low < high {
        let mid = (low &+ high) >> 1
        if Int(offsets[mid]) < offset { low = mid &+ 1 } else { high = mid }
      }
      guard low < offsets.count, Int(offsets[low]) == offset else { return nil }
      return EdgeChord(bits: bits[low])
    }
  }
}
