import Raster

/// A short account of how two bitmaps differ, for test failure messages: the size, or the
/// number of differing pixels and the first of them.
func bitmapDifference(_ actual: Bitmap, _ expected: Bitmap) -> String {
  guard actual.width == expected.width, actual.height == expected.height else {
    return "size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
  }
  var count = 0
  var first = ""
  for y in 0..<expected.height {
    for x in 0..<expected.width where actual[x, y] != expected[x, y] {
      if count == 0 { first = "(\(x), \(y)) is \(actual[x, y]), expected \(expected[x, y])" }
      count += 1
    }
  }
  return count == 0 ? "identical" : "\(count) pixels differ; first at \(first)"
}
