import Testing

@testable import PNGCodec

/// The vector and scalar filter sums must agree byte for byte, since debug builds use the
/// scalar loop and release builds the vector one, and the chosen filters shape the bytes.
@Suite("Row filter sums")
struct RowFilterSumsTests {
  @Test(arguments: [1, 3, 4, 8])
  func vectorAndScalarSumsAgree(distance: Int) {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(distance)
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    for count in [distance + 16, distance + 37, distance + 16 * 300 + 5] {
      let current = (0..<count).map { _ in next() }
      let previous = (0..<count).map { _ in next() }
      let end = distance + (count - distance) / 16 * 16
      for hasPrevious in [false, true] {
        current.withUnsafeBufferPointer { c in
          previous.withUnsafeBufferPointer { p in
            guard let c = c.baseAddress, let p = p.baseAddress else { return }
            let vector = PNGRowFilter.vectorSums(
              current: c, previous: p, from: distance, to: end, distance: distance,
              hasPrevious: hasPrevious)
            let scalar = PNGRowFilter.scalarSums(
              current: c, previous: p, from: distance, to: end, distance: distance,
              hasPrevious: hasPrevious)
            #expect(vector == scalar, "count \(count), previous row \(hasPrevious)")
          }
        }
      }
    }
  }
}
