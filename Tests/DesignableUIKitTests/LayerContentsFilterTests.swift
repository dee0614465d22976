import Foundation
import Raster
import Testing

@testable import DesignableUIKit

/// `magnificationFilter = .nearest`, as QR code and pixel-art views keep a small picture
/// sharp when it is shown large.
@Suite struct LayerContentsFilterTests {
  /// A 2 × 1 picture, black then white.
  static let picture = UIImage(
    bitmap: Bitmap(width: 2, height: 1, fill: RGBA8(red: 255, green: 255, blue: 255)).with {
      $0.bytes[0...2] = [0, 0, 0]
    })

  static func middleRow(_ view: UIView) -> [UInt8] {
    let bitmap = Lifecycle.render(view, scale: 1)
    let row = bitmap.height / 2
    return (0..<bitmap.width).map { bitmap.bytes[(row * bitmap.width + $0) * 4] }
  }

  @Test func nearestKeepsAnImageViewsPixelsSharp() {
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.image = Self.picture
    let blended = Self.middleRow(view)
    #expect(blended.contains { $0 > 10 && $0 < 245 })
    view.layer.magnificationFilter = .nearest
    view.setNeedsDisplay()
    #expect(
      Self.middleRow(view) == [UInt8](repeating: 0, count: 10) + [UInt8](repeating: 255, count: 10))
  }

  @Test func nearestKeepsALayersContentsSharp() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.layer.contents = Self.picture
    view.layer.magnificationFilter = .nearest
    #expect(
      Self.middleRow(view) == [UInt8](repeating: 0, count: 10) + [UInt8](repeating: 255, count: 10))
    view.layer.magnificationFilter = .linear
    #expect(Self.middleRow(view).contains { $0 > 10 && $0 < 245 })
  }
}

extension Bitmap {
  fileprivate func with(_ change: (inout Bitmap) -> Void) -> Bitmap {
    var copy = self
    change(&copy)
    return copy
  }
}
