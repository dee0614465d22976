import Foundation

extension DiffResult {
  /// The numbers in one line a person reads, for example
  /// `2 of 12 pixels differ (16.7%, 0 allowed); worst channel difference 255, worst ΔE00
  /// 100.00; within x 1..<3, y 1..<3`.
  public var summary: String {
    if sizesDiffer {
      return "different sizes: reference \(width)×\(height), actual \(actualWidth)×\(actualHeight)"
    }
    let percent = String(format: "%.4g", ratio * 100)
    var line = "\(differentPixels) of \(width * height) pixels differ (\(percent)%, "
    line += "\(allowedPixels) allowed); worst channel difference \(maxChannelDelta), "
    line += "worst ΔE00 " + String(format: "%.2f", maxDeltaE)
    if let box = boundingBox {
      line += "; within x \(box.x)..<\(box.x + box.width), y \(box.y)..<\(box.y + box.height)"
    }
    if antialiasedPixels > 0 { line += "; \(antialiasedPixels) forgiven as anti-aliasing" }
    if ignoredPixels > 0 { line += "; \(ignoredPixels) in ignored regions" }
    return line
  }
}
