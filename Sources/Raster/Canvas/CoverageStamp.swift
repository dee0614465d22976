/// A shape rasterized once into 8-bit coverage over a box of device pixels, to be drawn
/// many times at whole-pixel offsets: a glyph at one size and sub-pixel phase, say.
///
/// Coverage is the same exact area coverage a fill computes. A stamp made from a path at
/// device offset `(fx, fy)` (fractions of a pixel) and drawn at pixel `(x, y)` covers what
/// filling the path at `(x + fx, y + fy)` covers. Stamps add up with ``add(_:x:y:)``,
/// clamped at full coverage, which is the exact union wherever the shapes do not overlap
/// inside a pixel.
public struct CoverageStamp: Hashable, Sendable {
  /// The box's left column and top row, relative to the origin the shape was placed at.
  public let left: Int
  public let top: Int
  /// The box's size in pixels.
  public let width: Int
  public let height: Int
  /// Row-major coverage, 0–255, `width × height` values.
  public private(set) var values: [UInt8]

  /// The most pixels a stamp may have (16 MiB of coverage).
  public static let maximumPixelCount = 1 << 24

  /// An empty (fully transparent) stamp over the given box; `nil` when the box is negative
  /// or holds more than ``maximumPixelCount`` pixels.
  public init?(left: Int, top: Int, width: Int, height: Int) {
    guard width >= 0, height >= 0 else { return nil }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, count <= CoverageStamp.maximumPixelCount else { return nil }
    self.left = left
    self.top = top
    self.width = width
    self.height = height
    values = [UInt8](repeating: 0, count: count)
  }

  /// A stamp over the given box holding `values` (`width × height` of them, row-major).
  init(left: Int, top: Int, width: Int, height: Int, values: [UInt8]) {
    assert(values.count == width * height)
    self.left = left
    self.top = top
    self.width = width
    self.height = height
    self.values = values
  }

  /// Rasterizes `path` mapped by `transform` (to device pixels) with `rule`, with the
  /// flattening tolerance of ``Canvas``.
  ///
  /// Returns `nil` when the mapped path is not finite or its box exceeds
  /// ``maximumPixelCount``; an empty path gives an empty stamp.
  public init?(_ path: Path, transform: AffineTransform, rule: FillRule = .nonZero) {
    var flat = Canvas.flatten(path, transform: transform, halvingThreshold: nil)
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for p in flat.points {
      guard p.isFinite else { return nil }
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    guard minX <= maxX, minY <= maxY else {
      self.init(left: 0, top: 0, width: 0, height: 0)
      return
    }
    let limit = Double(Canvas.maximumDimension)
    guard maxX - minX < limit, maxY - minY < limit, abs(minX) < limit * 4, abs(minY) < limit * 4
    else { return nil }
    let left = Int(minX.rounded(.down))
    let top = Int(minY.rounded(.down))
    let width = Int(maxX.rounded(.up)) - left
    let height = Int(maxY.rounded(.up)) - top
    self.init(left: left, top: top, width: max(width, 1), height: max(height, 1))
    for i in flat.points.indices {
      flat.points[i] = Point(x: flat.points[i].x - Double(left), y: flat.points[i].y - Double(top))
    }
    var rasterizer = CellRasterizer(width: self.width, height: self.height)
    rasterizer.addPolygons(flat, rule: rule)
    let stampWidth = self.width
    values.withUnsafeMutableBufferPointer { out in
      guard let base = out.baseAddress else { return }
      var sink = MaskSink(values: base, previous: nil, width: stampWidth)
      rasterizer.sweep(rule: rule, into: &sink)
    }
  }

  /// Adds `other`'s coverage, placed with its origin at `(x, y)` of this stamp's origin,
  /// clamped at 255. Parts outside this stamp's box are dropped.
  public mutating func add(_ other: CoverageStamp, x: Int, y: Int) {
    let x0 = max(other.left + x, left)
    let y0 = max(other.top + y, top)
    let x1 = min(other.left + x + other.width, left + width)
    let y1 = min(other.top + y + other.height, top + height)
    guard x0 < x1, y0 < y1 else { return }
    let count = x1 - x0
    let ownWidth = width
    values.withUnsafeMutableBufferPointer { target in
      other.values.withUnsafeBufferPointer { source in
        guard let t0 = target.baseAddress, let s0 = source.baseAddress else { return }
        for row in y0..<y1 {
          let t = t0 + ((row - top) * ownWidth + (x0 - left))
          let s = s0 + ((row - other.top - y) * other.width + (x0 - other.left - x))
          CoverageStamp.addSaturating(s, to: t, count: count)
        }
      }
    }
  }

  /// `target[i] = min(target[i] + source[i], 255)` for `count` bytes, up to sixteen at a
  /// time.
  @inline(__always)
  static func addSaturating(
    _ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int
  ) {
    var i = 0
    while i &+ 16 <= count {
      let a = UnsafeRawPointer(target + i).loadUnaligned(as: SIMD16<UInt8>.self)
      let b = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD16<UInt8>.self)
      let sum = a &+ b
      UnsafeMutableRawPointer(target + i).storeBytes(
        of: sum.replacing(with: 255, where: sum .< a), as: SIMD16<UInt8>.self)
      i &+= 16
    }
    if i &+ 8 <= count {
      let a = UnsafeRawPointer(target + i).loadUnaligned(as: SIMD8<UInt8>.self)
      let b = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt8>.self)
      let sum = a &+ b
      UnsafeMutableRawPointer(target + i).storeBytes(
        of: sum.replacing(with: 255, where: sum .< a), as: SIMD8<UInt8>.self)
      i &+= 8
    }
    if i &+ 4 <= count {
      let a = UnsafeRawPointer(target + i).loadUnaligned(as: SIMD4<UInt8>.self)
      let b = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD4<UInt8>.self)
      let sum = a &+ b
      UnsafeMutableRawPointer(target + i).storeBytes(
        of: sum.replacing(with: 255, where: sum .< a), as: SIMD4<UInt8>.self)
      i &+= 4
    }
    while i < count {
      let sum = UInt16(target[i]) &+ UInt16(source[i])
      target[i] = UInt8(truncatingIfNeeded: min(sum, 255))
      i &+= 1
    }
  }
}
