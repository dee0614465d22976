import Components
import Foundation

#if !canImport(Darwin)
  /// Core Foundation's dictionary, which is `NSDictionary` on iOS too.
  public typealias CFDictionary = NSDictionary
  /// A four-character code (`OSType`), such as a pixel format's.
  public typealias OSType = UInt32
  /// A Core Video result code (`CVReturn`).
  public typealias CVReturn = Int32
  /// Success.
  public let kCVReturnSuccess: CVReturn = 0
  /// An argument Core Video cannot take: a size of zero or less, or another pixel format.
  public let kCVReturnInvalidArgument: CVReturn = -6661
  /// Four-byte pixels: alpha, red, green, blue.
  public let kCVPixelFormatType_32ARGB: OSType = 0x20
  /// Four-byte pixels: blue, green, red, alpha.
  public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241
  /// Four-byte pixels: red, green, blue, alpha.
  public let kCVPixelFormatType_32RGBA: OSType = 0x5247_4241
  /// An attribute asking that images can be made of the buffer; every buffer here can.
  public let kCVPixelBufferCGImageCompatibilityKey: CFString = "CGImageCompatibility"
  /// An attribute asking that bitmap contexts can draw into the buffer; every one here can.
  public let kCVPixelBufferCGBitmapContextCompatibilityKey: CFString =
    "CGBitmapContextCompatibility"

  /// How a buffer's memory is locked (`CVPixelBufferLockFlags`).
  public struct CVPixelBufferLockFlags: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// The memory is only read while locked.
    public static let readOnly = CVPixelBufferLockFlags(rawValue: 1)
  }

  /// Pixels in memory of their own (`CVBuffer`, `CVPixelBuffer`), in one of the four-byte
  /// formats, rows 64-byte aligned as iOS lays them out.
  public final class CVBuffer: @unchecked Sendable {
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let pixelFormat: OSType
    let memory: UnsafeMutableRawPointer

    init(width: Int, height: Int, pixelFormat: OSType) {
      self.width = width
      self.height = height
      self.pixelFormat = pixelFormat
      bytesPerRow = (width * 4 + 63) / 64 * 64
      memory = .allocate(byteCount: bytesPerRow * height, alignment: 64)
      memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
    }

    deinit { memory.deallocate() }
  }

  /// A buffer of pixels (`CVPixelBuffer`).
  public typealias CVPixelBuffer = CVBuffer
  /// A buffer of an image (`CVImageBuffer`).
  public typealias CVImageBuffer = CVBuffer

  /// Makes a buffer of `width` by `height` pixels in `pixelFormatType` (one of the
  /// four-byte formats), cleared to zero, into `pixelBufferOut`. `attributes` are accepted
  /// and not needed.
  public func CVPixelBufferCreate(
    _ allocator: CFAllocator!, _ width: Int, _ height: Int, _ pixelFormatType: OSType,
    _ pixelBufferAttributes: CFDictionary?,
    _ pixelBufferOut: UnsafeMutablePointer<CVPixelBuffer?>
  ) -> CVReturn {
    let formats = [kCVPixelFormatType_32ARGB, kCVPixelFormatType_32BGRA, kCVPixelFormatType_32RGBA]
    guard width > 0, height > 0, formats.contains(pixelFormatType) else {
      pixelBufferOut.pointee = nil
      return kCVReturnInvalidArgument
    }
    pixelBufferOut.pointee = CVBuffer(width: width, height: height, pixelFormat: pixelFormatType)
    return kCVReturnSuccess
  }

  /// Locks the buffer's memory for reading or writing: here it always may be.
  @discardableResult public func CVPixelBufferLockBaseAddress(
    _ pixelBuffer: CVPixelBuffer, _ lockFlags: CVPixelBufferLockFlags
  ) -> CVReturn { kCVReturnSuccess }

  /// Unlocks the buffer's memory. What bitmap contexts drew into it so far is written into
  /// it first (here a context writes its pixels when asked; on iOS each drawing call writes
  /// them at once), so code that drew while it was locked reads the pixels afterwards.
  @discardableResult public func CVPixelBufferUnlockBaseAddress(
    _ pixelBuffer: CVPixelBuffer, _ unlockFlags: CVPixelBufferLockFlags
  ) -> CVReturn {
    BitmapContexts.flush(
      in: pixelBuffer.memory..<pixelBuffer.memory + pixelBuffer.bytesPerRow * pixelBuffer.height)
    return kCVReturnSuccess
  }

  /// The first byte of the buffer's pixels.
  public func CVPixelBufferGetBaseAddress(_ pixelBuffer: CVPixelBuffer) -> UnsafeMutableRawPointer?
  {
    pixelBuffer.memory
  }

  /// The buffer's width in pixels.
  public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.width }
  /// The buffer's height in pixels.
  public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.height }
  /// Bytes from one row of the buffer to the next.
  public func CVPixelBufferGetBytesPerRow(_ pixelBuffer: CVPixelBuffer) -> Int {
    pixelBuffer.bytesPerRow
  }
  /// The buffer's pixel format.
  public func CVPixelBufferGetPixelFormatType(_ pixelBuffer: CVPixelBuffer) -> OSType {
    pixelBuffer.pixelFormat
  }
#endif
