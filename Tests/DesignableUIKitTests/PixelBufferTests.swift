import DesignableUIKit
import Foundation
import Raster
import Testing

/// Counts the provider releases the callback below reports.
private let countRelease: CGDataProviderReleaseDataCallback = { info, _, _ in
  info?.assumingMemoryBound(to: Int.self).pointee += 1
}

/// Images made from bytes, and Core Video's pixel buffers, as colour pickers use them.
@Suite("Pixel buffers and provider images")
struct PixelBufferTests {
  @Test func anImageIsMadeFromAProvidersBytes() throws {
    // Two rows of two three-byte RGB pixels, eight bytes apart.
    var bytes: [UInt8] = [255, 0, 0, 0, 255, 0, 9, 9, 0, 0, 255, 10, 20, 30, 9, 9]
    var releases = 0
    let provider = try #require(
      CGDataProvider(
        dataInfo: &releases, data: &bytes, size: bytes.count, releaseData: countRelease))
    #expect(releases == 1)
    let image = try #require(
      CGImage(
        width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 8,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: [], provider: provider, decode: nil,
        shouldInterpolate: true, intent: .defaultIntent))
    #expect(image.bitmap[1, 0] == RGBA8(red: 0, green: 255, blue: 0))
    #expect(image.bitmap[1, 1] == RGBA8(red: 10, green: 20, blue: 30))
    // A provider's data is optional, and Core Foundation's functions take it as it is.
    let data = image.dataProvider?.data
    #expect(CFDataGetLength(data) == 16)
    #expect(CFDataGetBytePtr(data)[5] == 255)
    let tooFew = CGImage(
      width: 3, height: 2, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 9,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: [], provider: provider, decode: nil,
      shouldInterpolate: true, intent: .defaultIntent)
    #expect(tooFew == nil)
  }

  /// A context drawing into a pixel buffer's memory has written its pixels once the buffer
  /// is unlocked, as code that draws an image into one and reads it afterwards expects.
  @Test func whatAContextDrewIsInThePixelBufferAfterUnlocking() throws {
    var made: CVPixelBuffer?
    let attributes = [kCVPixelBufferCGImageCompatibilityKey as NSString: true as NSNumber]
    let status = CVPixelBufferCreate(
      kCFAllocatorDefault, 3, 2, kCVPixelFormatType_32ARGB, attributes as CFDictionary, &made)
    #expect(status == kCVReturnSuccess)
    let buffer = try #require(made)
    #expect(CVPixelBufferGetBytesPerRow(buffer) == 64)
    CVPixelBufferLockBaseAddress(buffer, [])
    let base = try #require(CVPixelBufferGetBaseAddress(buffer))
    let context = try #require(
      CGContext(
        data: base, width: 3, height: 2, bitsPerComponent: 8,
        bytesPerRow: CVPixelBufferGetBytesPerRow(buffer), space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue))
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
    let pixel = base.assumingMemoryBound(to: UInt8.self)
    // A context this small writes each drawing call at once, as on iOS.
    #expect(pixel[65] == 255)
    CVPixelBufferUnlockBaseAddress(buffer, [])
    #expect(Array(UnsafeBufferPointer(start: pixel + 64, count: 4)) == [0, 255, 0, 0])
    withExtendedLifetime(context) {}
    var none: CVPixelBuffer?
    let refused = CVPixelBufferCreate(nil, 0, 2, kCVPixelFormatType_32ARGB, nil, &none)
    #expect(refused == kCVReturnInvalidArgument && none == nil)
  }
}
