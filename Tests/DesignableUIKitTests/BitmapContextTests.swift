import DesignableUIKit
import Testing

/// A premultiplied RGBA context over `memory`, `width × height` pixels of four bytes.
private func rgbaContext(
  over memory: UnsafeMutableRawBufferPointer, width: Int, height: Int
) -> CGContext? {
  CGContext(
    data: memory.baseAddress, width: width, height: height, bitsPerComponent: 8,
    bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
}

/// The bytes of `width × height` RGBA pixels, all zero.
private func zeroedPixels(width: Int, height: Int) -> [UInt8] {
  [UInt8](repeating: 0, count: width * height * 4)
}

@Suite("Bitmap contexts over memory")
struct BitmapContextTests {
  /// Pixels written into the memory before the context is made are its first picture, the
  /// first row of memory being the top of the image, as a generated bitmap is made an image.
  @Test func bytesWrittenFirstBecomeTheImage() throws {
    var pixels = zeroedPixels(width: 4, height: 4)
    for x in 0..<4 { pixels.replaceSubrange(x * 4..<x * 4 + 4, with: [255, 0, 0, 255]) }
    for i in stride(from: 16, to: 64, by: 4) {
      pixels.replaceSubrange(i..<i + 4, with: [0, 0, 255, 255])
    }
    let image = try pixels.withUnsafeMutableBytes { memory -> CGImage? in
      let context = try #require(
        rgbaContext(over: memory, width: 4, height: 4))
      return context.makeImage()
    }
    let bitmap = try #require(image).bitmap
    #expect(bitmap.width == 4 && bitmap.height == 4)
    let (top, bottom) = (bitmap[2, 0], bitmap[2, 3])
    #expect([top.red, top.green, top.blue, top.alpha] == [255, 0, 0, 255])
    #expect([bottom.red, bottom.green, bottom.blue, bottom.alpha] == [0, 0, 255, 255])
  }

  /// Core Graphics' own space has y going up: filling the lower half of the coordinates
  /// fills the last rows of memory, written back when the drawing is flushed.
  @Test func drawingIsYUpAndIsWrittenBackOnFlush() throws {
    var pixels = zeroedPixels(width: 2, height: 4)
    pixels.withUnsafeMutableBytes { memory in
      guard
        let context = rgbaContext(over: memory, width: 2, height: 4)
      else { return }
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      context.flush()
    }
    #expect(Array(pixels[0..<4]) == [0, 0, 0, 0])
    #expect(Array(pixels[28..<32]) == [255, 0, 0, 255])
  }

  /// A small context over given memory writes each drawing call there at once, as on iOS:
  /// the widely copied "colour at a point" reads a layer rendered into a 1 × 1 context
  /// without flushing it. A larger one writes at `flush()` only.
  @Test func aSmallContextWritesEachDrawingIntoItsMemoryAtOnce() throws {
    var pixel: [UInt8] = [0, 0, 0, 0]
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 1)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    pixel.withUnsafeMutableBytes { memory in
      guard
        let context = rgbaContext(over: memory, width: 1, height: 1)
      else { return }
      context.setFillColor(UIColor.green.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      #expect(memory.map { $0 } == [0, 255, 0, 255])
      context.translateBy(x: -90, y: 0)
      gradient.render(in: context)
    }
    #expect(pixel[0] < 40 && pixel[2] > 215 && pixel[3] == 255, "\(pixel)")
    let side = 257
    var large = zeroedPixels(width: side, height: side)
    large.withUnsafeMutableBytes { memory in
      guard
        let context = rgbaContext(over: memory, width: side, height: side)
      else { return }
      context.setFillColor(UIColor.green.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
      #expect(memory[1] == 0)
      context.flush()
      #expect(memory[1] == 255)
    }
  }

  /// iOS's usual layout, premultiplied BGRA (alpha first, 32-bit little-endian), stores a
  /// translucent colour multiplied by its alpha in that byte order.
  @Test func premultipliedLittleEndianPixelsAreStoredAsBGRA() throws {
    let info =
      CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    let context = try #require(
      CGContext(
        data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
    #expect(context.width == 1 && context.height == 1 && context.bytesPerRow >= 4)
    #expect(context.alphaInfo == .premultipliedFirst)
    context.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    context.flush()
    let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
    #expect(bytes[0] == 0 && bytes[2] == 0)
    #expect(bytes[3] >= 127 && bytes[3] <= 128 && bytes[1] == bytes[3])
  }

  /// A layout Core Graphics has no four-byte bitmap context for gives none.
  @Test func aLayoutWithoutFourBytePixelsGivesNoContext() {
    let context = CGContext(
      data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.none.rawValue)
    #expect(context == nil)
  }
}
