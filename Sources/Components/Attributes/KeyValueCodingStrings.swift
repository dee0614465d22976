import Foundation

/// How key-value coding on iOS reads a string set on a number or Boolean property: it sends
/// the string `NSString`'s `doubleValue`, `longLongValue` or `boolValue`, which read the
/// number at its start and give 0 (or `false`) when there is none. A document attribute typed
/// "string" on such a property (`value="tick"` for an `Int`) is therefore set, not refused,
/// by Interface Builder and the app alike.
enum KeyValueCodingStrings {
  /// `NSString.doubleValue`: the decimal number after any leading white space, else 0.
  static func doubleValue(_ string: String) -> Double {
    let scalars = Array(string.unicodeScalars.drop { $0.properties.isWhitespace })
    var end = 0
    func digits() -> Int {
      let start = end
      while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
      return end - start
    }
    if end < scalars.count, scalars[end] == "+" || scalars[end] == "-" { end += 1 }
    var mantissa = digits()
    if end < scalars.count, scalars[end] == "." {
      end += 1
      mantissa += digits()
    }
    guard mantissa > 0 else { return 0 }
    let beforeExponent = end
    if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
      end += 1
      if end < scalars.count, scalars[end] == "+" || scalars[end] == "-" { end += 1 }
      if digits() == 0 { end = beforeExponent }
    }
    var text = String(String.UnicodeScalarView(scalars[..<end]))
    if text.hasSuffix(".") { text.removeLast() }
    return Double(text) ?? 0
  }

  /// `NSString.longLongValue`: the decimal integer after any leading white space, else 0;
  /// one too large for 64 bits gives the nearest limit.
  static func longLongValue(_ string: String) -> Int64 {
    let scalars = Array(string.unicodeScalars.drop { $0.properties.isWhitespace })
    var index = 0
    var negative = false
    if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" {
      negative = scalars[index] == "-"
      index += 1
    }
    var value: Int64 = 0
    while index < scalars.count, let digit = Int64(String(scalars[index])),
      ("0"..."9").contains(scalars[index])
    {
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowAgain) = shifted.addingReportingOverflow(negative ? -digit : digit)
      if overflow || overflowAgain { return negative ? .min : .max }
      value = next
      index += 1
    }
    return value
  }

  /// `NSString.boolValue`: after white space, a sign and leading zeros, true when the
  /// string starts with "Y", "y", "T", "t" or a digit 1 to 9.
  static func boolValue(_ string: String) -> Bool {
    var scalars = Substring(string).unicodeScalars.drop { $0.properties.isWhitespace }
    if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
    guard let first = scalars.drop(while: { $0 == "0" }).first else { return false }
    return "YyTt".unicodeScalars.contains(first) || ("1"..."9").contains(first)
  }
}
