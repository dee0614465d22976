import PNGCodec
import Raster
import TestSupport
import Testing

/// Decoding into storage given back by earlier pictures gives the pixels a fresh decode
/// gives, whatever size the storage had and whoever else holds it.
@Suite("PNG pixel pool")
struct PNGPixelPoolTests {
  static func picture(width: Int, height: Int, seed: UInt64) -> Bitmap {
    var random = SplitMix64(seed: seed)
    var bitmap = Bitmap(width: width, height: height)
    for index in bitmap.bytes.indices {
      bitmap.bytes[index] = UInt8.random(in: 0...255, using: &random)
    }
    return bitmap
  }

  @Test func decodingIntoKeptStorageGivesTheFreshPixels() throws {
    let sizes = [(16, 16), (16, 16), (3, 5), (40, 9), (1, 1), (16, 16)]
    var storage: [UInt8] = []
    for (index, size) in sizes.enumerated() {
      let bitmap = Self.picture(width: size.0, height: size.1, seed: UInt64(index))
      let data = try PNGEncoder().encode(bitmap)
      let fresh = try PNGDecoder().decodeImage(data)
      let capacity = storage.capacity
      let reused = try data.withUnsafeBytes { buffer throws(PNGError) in
        try PNGDecoder().decodeImage(buffer, reusing: &storage)
      }
      #expect(reused == fresh, "\(size)")
      #expect(reused.bitmap == bitmap, "\(size)")
      #expect(storage.isEmpty)
      if capacity >= bitmap.bytes.count {
        #expect(reused.bitmap.bytes.capacity == capacity, "kept storage is used, not grown")
      }
      storage = reused.bitmap.bytes
    }
  }

  /// Storage another array shares is copied, never written under its other holder.
  @Test func sharedStorageIsLeftAlone() throws {
    let first = Self.picture(width: 8, height: 8, seed: 1)
    let second = Self.picture(width: 8, height: 8, seed: 2)
    var storage = first.bytes
    let holder = storage
    let decoded = try PNGEncoder().encode(second).withUnsafeBytes { buffer throws(PNGError) in
      try PNGDecoder().decodeImage(buffer, reusing: &storage)
    }
    #expect(decoded.bitmap == second)
    #expect(holder == first.bytes)
  }

  /// Bad data throws as before and gives no half-decoded picture.
  @Test func badDataThrowsWithKeptStorage() throws {
    var data = try PNGEncoder().encode(Self.picture(width: 8, height: 8, seed: 3))
    data.removeLast(30)
    var storage = [UInt8](repeating: 7, count: 256)
    #expect(throws: PNGError.self) {
      try data.withUnsafeBytes { buffer throws(PNGError) in
        try PNGDecoder().decodeImage(buffer, reusing: &storage)
      }
    }
  }

  @Test func thePoolKeepsAFewModestPieces() {
    let pool = PNGPixelPool(capacity: 2, largestKept: 1024)
    #expect(pool.take().isEmpty)
    pool.give([])
    pool.give([UInt8](repeating: 1, count: 2048))
    #expect(pool.count == 0)
    for value in [UInt8(1), 2, 3] { pool.give([UInt8](repeating: value, count: 512)) }
    #expect(pool.count == 2)
    #expect(pool.take() == [UInt8](repeating: 2, count: 512))
    #expect(pool.take() == [UInt8](repeating: 1, count: 512))
    #expect(pool.take().isEmpty)
  }
}
