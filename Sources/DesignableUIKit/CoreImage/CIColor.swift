import Components
import Foundation

/// Core Image's colour: sRGB components from 0 to 1 and alpha, as Core Image's filters take
/// them.
public final class CIColor: @unchecked Sendable {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The components of a `UIColor`.
  public convenience init(color: UIColor) {
    self.init(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.alpha))
  }

  /// The components of a `CGColor` (here the same type as `UIColor`).
  public convenience init(cgColor: CGColor) {
    self.init(color: cgColor)
  }

  /// A colour from its string form, three or four numbers separated by spaces
  /// (`"0.5 0.7 0.3 1.0"`, as ``stringRepresentation`` writes); missing or unreadable
  /// numbers are 0, a missing alpha 1.
  public convenience init(string representation: String) {
    let numbers = representation.split(separator: " ").map { CGFloat(Double($0) ?? 0) }
    func at(_ index: Int, _ fallback: CGFloat) -> CGFloat {
      index < numbers.count ? numbers[index] : fallback
    }
    self.init(red: at(0, 0), green: at(1, 0), blue: at(2, 0), alpha: at(3, 1))
  }

  /// The four components separated by spaces.
  public var stringRepresentation: String {
    [red, green, blue, alpha].map { "\(Double($0))" }.joined(separator: " ")
  }

  /// The number of components, alpha included.
  public var numberOfComponents: Int { 4 }

  public static let black = CIColor(red: 0, green: 0, blue: 0)
  public static let white = CIColor(red: 1, green: 1, blue: 1)
  public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
  public static let red = CIColor(red: 1, green: 0, blue: 0)
  public static let green = CIColor(red: 0, green: 1, blue: 0)
  public static let blue = CIColor(red: 0, green: 0, blue: 1)
  public static let cyan = CIColor(red: 0, green: 1, blue: 1)
  public static let magenta = CIColor(red: 1, green: 0, blue: 1)
  public static let yellow = CIColor(red: 1, green: 1, blue: 0)
  public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

extension Color {
  /// The colour of a `CIColor`.
  public convenience init(ciColor: CIColor) {
    self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
  }

  /// This colour as Core Image takes it.
  public var ciColor: CIColor { CIColor(color: self) }
}

/// Core Image's vector of up to four numbers: points, rectangles (x, y, width, height) and
/// colour vectors for filters' parameters.
public final class CIVector: @unchecked Sendable {
  private let values: [CGFloat]

  public init(values: UnsafePointer<CGFloat>, count: Int) {
    self.values = Array(UnsafeBufferPointer(start: values, count: max(count, 0)))
  }

  public init(x: CGFloat) { values = [x] }
  public init(x: CGFloat, y: CGFloat) { values = [x, y] }
  public init(x: CGFloat, y: CGFloat, z: CGFloat) { values = [x, y, z] }
  public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
  public convenience init(cgPoint: CGPoint) { self.init(x: cgPoint.x, y: cgPoint.y) }

  /// A rectangle as x, y, width and height.
  public convenience init(cgRect: CGRect) {
    self.init(x: cgRect.minX, y: cgRect.minY, z: cgRect.width, w: cgRect.height)
  }

  /// A vector from its string form, numbers in square brackets (`"[10 20]"`).
  public convenience init(string representation: String) {
    let trimmed = representation.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
    let numbers = trimmed.split(separator: " ").map { CGFloat(Double($0) ?? 0) }
    self.init(values: numbers, count: numbers.count)
  }

  /// The number of values.
  public var count: Int { values.count }

  /// The value at `index`, 0 past the end.
  public func value(at index: Int) -> CGFloat {
    index >= 0 && index < values.count ? values[index] : 0
  }

  public var x: CGFloat { value(at: 0) }
  public var y: CGFloat { value(at: 1) }
  public var z: CGFloat { value(at: 2) }
  public var w: CGFloat { value(at: 3) }
  public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
  public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }

  /// The values in square brackets, separated by spaces.
  public var stringRepresentation: String {
    "[" + values.map { "\(Double($0))" }.joined(separator: " ") + "]"
  }
}

/// Options for making a `CIImage` (accepted and ignored).
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
  public static let applyOrientationProperty = CIImageOption(
    rawValue: "kCIImageApplyOrientationProperty")
}

/// Options for making a `CIContext` (accepted and ignored: rendering here is always the
/// same software path).
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
  public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
  public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
  public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
  public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
}
