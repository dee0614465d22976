import Components
import Foundation
import Raster

#if !canImport(Darwin)
  /// Bitmap contexts over memory (`CGContext(data:width:height:…)`): the pixels are 8-bit
  /// RGB with alpha (or a skipped byte) in any of Core Graphics' orders. The memory is read
  /// when the context is made, so pixels written before are its first picture. A context of
  /// at most ``writeThroughPixels`` pixels over memory its maker gave writes its pixels
  /// there after each drawing call, as on iOS (code that renders a layer into a 1 × 1
  /// context to read a colour reads it at once); a larger one writes them back at
  /// `makeImage()` and `flush()`, the points where the drawing becomes pixels here, as
  /// drawing it again at every call would cost a full render each. As in Core Graphics, the
  /// origin is at the bottom left with y going up, and the first row of the memory is the
  /// top one.
  extension CGContext {
    /// A context drawing into `data` (`bytesPerRow` apart), or into memory of its own when
    /// `data` is `nil`; `nil` for a layout other than 8-bit components of four-byte pixels.
    public convenience init?(
      data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
      bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
    ) {
      guard bitsPerComponent == 8, width > 0, height > 0,
        let layout = BitmapPixelLayout(bitmapInfo: bitmapInfo)
      else { return nil }
      let rowBytes = bytesPerRow == 0 && data == nil ? width * 4 : bytesPerRow
      guard rowBytes >= width * 4 else { return nil }
      self.init()
      let storage = BitmapContextStorage(
        data: data, width: width, height: height, bytesPerRow: rowBytes, layout: layout)
      bitmapStorage = storage
      if data != nil {
        BitmapContexts.add(self)
        if width * height <= Self.writeThroughPixels {
          didDraw = { [weak self] in _ = self?.renderBitmap() }
        }
      }
      if let picture = storage.read() {
        drawUpright(CGImage(bitmap: picture), in: CGRect(x: 0, y: 0, width: width, height: height))
      }
      translateBy(x: 0, y: CGFloat(height))
      scaleBy(x: 1, y: -1)
    }

    /// The most pixels a context over given memory writes there after each drawing call:
    /// 256 × 256.
    public static let writeThroughPixels = 65_536

    /// The memory a bitmap context draws into; `nil` for any other context.
    public var data: UnsafeMutableRawPointer? { storage?.data }
    /// A bitmap context's width in pixels; 0 for any other context.
    public var width: Int { storage?.width ?? 0 }
    /// A bitmap context's height in pixels; 0 for any other context.
    public var height: Int { storage?.height ?? 0 }
    /// Bytes from one row of a bitmap context to the next; 0 for any other context.
    public var bytesPerRow: Int { storage?.bytesPerRow ?? 0 }
    /// Bits in each colour component of a bitmap context: 8 (0 for any other context).
    public var bitsPerComponent: Int { storage == nil ? 0 : 8 }
    /// Bits in each pixel of a bitmap context: 32 (0 for any other context).
    public var bitsPerPixel: Int { storage == nil ? 0 : 32 }
    /// The layout of a bitmap context's pixels, as given when it was made.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: storage?.layout.info ?? 0) }
    /// Where a bitmap context keeps alpha in each pixel.
    public var alphaInfo: CGImageAlphaInfo {
      CGImageAlphaInfo(rawValue: (storage?.layout.info ?? 0) & 0x1F) ?? .none
    }

    /// Writes what was drawn so far into a bitmap context's memory; nothing for another.
    public func flush() { _ = renderBitmap() }

    var storage: BitmapContextStorage? { bitmapStorage as? BitmapContextStorage }

    /// Renders a bitmap context's drawing, writes it into its memory and returns it.
    func renderBitmap() -> Bitmap? {
      guard let storage,
        let canvas = Canvas(width: Double(storage.width), height: Double(storage.height))
      else { return nil }
      replay(into: canvas)
      let bitmap = canvas.makeBitmap()
      storage.write(bitmap)
      return bitmap
    }
  }

  /// The bitmap contexts drawing into memory they were given, held weakly: what they drew is
  /// written into the memory when code hands it on (``flush(in:)``).
  enum BitmapContexts {
    private final class Entry {
      weak var context: CGContext?
      init(_ context: CGContext) { self.context = context }
    }
    nonisolated(unsafe) private static var entries: [Entry] = []
    private static let lock = NSLock()

    static func add(_ context: CGContext) {
      lock.withLock {
        entries.removeAll { $0.context == nil }
        entries.append(Entry(context))
      }
    }

    /// Writes what each live context drawing into `memory` drew so far.
    static func flush(in memory: Range<UnsafeMutableRawPointer>) {
      let contexts = lock.withLock {
        entries.compactMap(\.context).filter { context in
          context.data.map { memory.contains($0) } ?? false
        }
      }
      for context in contexts { context.flush() }
    }
  }

  /// The memory of a bitmap context and how its pixels are laid out.
  final class BitmapContextStorage {
    let data: UnsafeMutableRawPointer
    let ownsData: Bool
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let layout: BitmapPixelLayout

    init(
      data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int,
      layout: BitmapPixelLayout
    ) {
      if let data {
        self.data = data
        ownsData = false
      } else {
        let memory = UnsafeMutableRawPointer.allocate(
          byteCount: bytesPerRow * height, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
        self.data = memory
        ownsData = true
      }
      self.width = width
      self.height = height
      self.bytesPerRow = bytesPerRow
      self.layout = layout
    }

    deinit { if ownsData { data.deallocate() } }

    /// The memory's pixels as straight RGBA, or `nil` when every byte is zero (nothing to
    /// draw first).
    func read() -> Bitmap? {
      let bytes = data.assumingMemoryBound(to: UInt8.self)
      var picture = Bitmap(width: width, height: height)
      var any = false
      for y in 0..<height {
        for x in 0..<width {
          let pixel = layout.pixel(at: bytes + y * bytesPerRow + x * 4)
          guard pixel != .clear else { continue }
          any = true
          picture[x, y] = pixel
        }
      }
      return any ? picture : nil
    }

    /// Writes `bitmap` (the context's size) into the memory in its layout.
    func write(_ bitmap: Bitmap) {
      let bytes = data.assumingMemoryBound(to: UInt8.self)
      for y in 0..<min(height, bitmap.height) {
        for x in 0..<min(width, bitmap.width) {
          layout.store(bitmap[x, y], at: bytes + y * bytesPerRow + x * 4)
        }
      }
    }
  }

  /// Where red, green, blue and alpha sit in a four-byte pixel (`CGBitmapInfo`).
  struct BitmapPixelLayout {
    /// The bitmap info the layout came from.
    let info: UInt32
    /// Byte offsets of red, green and blue.
    let red: Int
    let green: Int
    let blue: Int
    /// The byte offset of alpha, `nil` when that byte is skipped (opaque pixels).
    let alpha: Int?
    /// Whether colour is stored multiplied by alpha.
    let premultiplied: Bool

    /// The layout of `bitmapInfo`, or `nil` for one Core Graphics does not give 8-bit
    /// four-byte pixels for (no alpha byte at all, alpha only, float components).
    init?(bitmapInfo: UInt32) {
      guard bitmapInfo & CGBitmapInfo.floatComponents.rawValue == 0,
        let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & 0x1F)
      else { return nil }
      // Offsets in big-endian order of a 32-bit word: ARGB when alpha comes first.
      var offsets: [Int]
      switch alphaInfo {
      case .premultipliedLast, .last, .noneSkipLast: offsets = [0, 1, 2, 3]
      case .premultipliedFirst, .first, .noneSkipFirst: offsets = [1, 2, 3, 0]
      case .none, .alphaOnly: return nil
      }
      switch bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue {
      case CGBitmapInfo.byteOrderDefault.rawValue, CGBitmapInfo.byteOrder32Big.rawValue: break
      case CGBitmapInfo.byteOrder32Little.rawValue: offsets = offsets.map { 3 - $0 }
      default: return nil
      }
      info = bitmapInfo
      (red, green, blue) = (offsets[0], offsets[1], offsets[2])
      let skipped = alphaInfo == .noneSkipLast || alphaInfo == .noneSkipFirst
      alpha = skipped ? nil : offsets[3]
      premultiplied = alphaInfo == .premultipliedLast || alphaInfo == .premultipliedFirst
    }

    /// The straight-alpha colour of the pixel at `pointer`.
    func pixel(at pointer: UnsafeMutablePointer<UInt8>) -> RGBA8 {
      let a = alpha.map { pointer[$0] } ?? 255
      var (r, g, b) = (pointer[red], pointer[green], pointer[blue])
      if premultiplied, a < 255 {
        guard a > 0 else { return .clear }
        func unmultiply(_ c: UInt8) -> UInt8 {
          UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
        }
        (r, g, b) = (unmultiply(r), unmultiply(g), unmultiply(b))
      }
      return RGBA8(red: r, green: g, blue: b, alpha: a)
    }

    /// Stores `color` at `pointer` in this layout.
    func store(_ color: RGBA8, at pointer: UnsafeMutablePointer<UInt8>) {
      var (r, g, b) = (color.red, color.green, color.blue)
      if premultiplied || alpha == nil {
        func multiply(_ c: UInt8) -> UInt8 { UInt8((Int(c) * Int(color.alpha) + 127) / 255) }
        (r, g, b) = (multiply(r), multiply(g), multiply(b))
      }
      pointer[red] = r
      pointer[green] = g
      pointer[blue] = b
      if let alpha { pointer[alpha] = color.alpha }
    }
  }
#endif
