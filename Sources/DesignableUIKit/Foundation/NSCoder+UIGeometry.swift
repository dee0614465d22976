import Foundation

#if !canImport(UIKit)
  /// UIKit's geometry strings (`NSCoder.cgPoint(for:)`, `NSCoder.string(for:)`): a point or a
  /// size is written `{x, y}`, a rectangle `{{x, y}, {width, height}}`, each number with up
  /// to 17 significant digits.
  extension NSCoder {
    /// The point a string such as `{1, 2}` describes; zero when it is not one.
    public static func cgPoint(for string: String) -> CGPoint {
      guard let numbers = geometryNumbers(in: string, count: 2) else { return .zero }
      return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// The size a string such as `{30, 40}` describes; zero when it is not one.
    public static func cgSize(for string: String) -> CGSize {
      guard let numbers = geometryNumbers(in: string, count: 2) else { return .zero }
      return CGSize(width: numbers[0], height: numbers[1])
    }

    /// The rectangle a string such as `{{1, 2}, {30, 40}}` describes; zero when it is not one.
    public static func cgRect(for string: String) -> CGRect {
      guard let numbers = geometryNumbers(in: string, count: 4) else { return .zero }
      return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A point written `{x, y}`.
    public static func string(for point: CGPoint) -> String {
      "{\(geometryNumber(point.x)), \(geometryNumber(point.y))}"
    }

    /// A size written `{width, height}`.
    public static func string(for size: CGSize) -> String {
      "{\(geometryNumber(size.width)), \(geometryNumber(size.height))}"
    }

    /// A rectangle written `{{x, y}, {width, height}}`.
    public static func string(for rect: CGRect) -> String {
      "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }

    private static func geometryNumber(_ value: CGFloat) -> String {
      String(format: "%.17g", Double(value))
    }

    /// The numbers of a geometry string, in order, when the string is made of braces,
    /// commas, spaces and exactly `count` numbers.
    private static func geometryNumbers(in string: String, count: Int) -> [CGFloat]? {
      var numbers: [CGFloat] = []
      var token = ""
      for character in string + "," {
        if "{}, \t\n".contains(character) {
          if !token.isEmpty {
            guard let number = Double(token) else { return nil }
            numbers.append(CGFloat(number))
            token = ""
          }
        } else {
          token.append(character)
        }
      }
      return numbers.count == count ? numbers : nil
    }
  }
#endif
