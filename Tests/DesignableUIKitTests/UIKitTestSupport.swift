import DesignableUIKit
import Foundation

/// Small pictures and counting helpers the UIKit tests share. The pictures are PNG files of
/// 8 × 8 pixels, written out here so that the tests need nothing but `UIImage(data:)`.
enum UIKitTestSupport {
  /// Opaque red, 8 × 8.
  static let redSquarePNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAEklEQVR42mP4"
    + "z8DwHx9mGBkKAMLXf4HVAzL9AAAAAElFTkSuQmCC"
  /// Opaque blue, 8 × 8.
  static let blueSquarePNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAEUlEQVR42mNg"
    + "YPj/Hz8eEQoAQ1d/gea06iUAAAAASUVORK5CYII="
  /// Opaque white in the left four columns, transparent in the right four, 8 × 8.
  static let halfWhitePNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAEUlEQVR42mP4"
    + "jwYY0MHIUAAAvxN/gfVBZdgAAAAASUVORK5CYII="

  static func image(_ base64: String, scale: CGFloat = 1) -> UIImage? {
    Data(base64Encoded: base64).flatMap { UIImage(data: $0, scale: scale) }
  }

  /// How many of the points `(x, y)` with `x` in `xs` and `y` in `ys` pass `test`.
  static func count(_ xs: Range<Int>, _ ys: Range<Int>, where test: (Int, Int) -> Bool) -> Int {
    var total = 0
    for y in ys {
      for x in xs where test(x, y) { total += 1 }
    }
    return total
  }
}
