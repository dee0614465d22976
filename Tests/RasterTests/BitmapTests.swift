import Raster
import Testing

@Suite("Bitmap")
struct BitmapTests {
  @Test func aNewBitmapIsTransparentBlack() {
    let bitmap = Bitmap(width: 3, height: 2)
    #expect(bitmap.bytes == [UInt8](repeating: 0, count: 24))
    #expect(bitmap.stride == 12)
    #expect(bitmap.pixelCount == 6)
  }

  @Test func fillSetsEveryPixelInRGBAOrder() {
    let bitmap = Bitmap(width: 2, height: 2, fill: RGBA8(red: 1, green: 2, blue: 3, alpha: 4))
    #expect(bitmap.bytes == [1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4])
  }

  @Test func subscriptAddressesRowsTopFirst() {
    var bitmap = Bitmap(width: 3, height: 2)
    bitmap[2, 1] = RGBA8(red: 9, green: 8, blue: 7, alpha: 6)
    #expect(Array(bitmap.bytes[20..<24]) == [9, 8, 7, 6])
    #expect(bitmap[2, 1] == RGBA8(red: 9, green: 8, blue: 7, alpha: 6))
    #expect(bitmap[0, 0] == .clear)
  }

  @Test func bytesMustMatchTheSize() {
    #expect(Bitmap(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 15)) == nil)
    #expect(Bitmap(width: -1, height: 2, bytes: []) == nil)
    #expect(Bitmap(width: 2, height: 2, bytes: [UInt8](repeating: 7, count: 16))?[1, 1].alpha == 7)
  }

  @Test func zeroSizedBitmapsAreAllowed() {
    #expect(Bitmap(width: 0, height: 5).bytes.isEmpty)
    #expect(Bitmap(width: 0, height: 0) == Bitmap(width: 0, height: 0, bytes: []))
  }

  @Test func equalityComparesEveryByte() {
    var a = Bitmap(width: 2, height: 1)
    let b = a
    a[1, 0] = RGBA8(red: 1, green: 0, blue: 0, alpha: 0)
    #expect(a != b)
    #expect(Bitmap(width: 1, height: 2) != Bitmap(width: 2, height: 1))
  }

  @Test func descriptionsAreReadable() {
    #expect(RGBA8(red: 255, green: 0, blue: 16, alpha: 128).description == "#FF001080")
    #expect(Bitmap(width: 4, height: 3).description == "Bitmap(4×3)")
  }
}
