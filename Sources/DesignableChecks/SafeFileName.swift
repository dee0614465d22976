/// Turns a name that comes from a document, a component or a test (an element id, a class
/// name, an attribute set's name, a test's name) into one file name component that stays
/// inside its folder.
///
/// A name made only of ASCII letters, digits and `. _ - @ + , =`, not starting with `.` or
/// `-`, holding no `..` and at most ``maximumLength`` bytes long, is kept as it is, so that
/// `PieChartView.120x120@2x.quarter` reads the same on disk. Any other name has each other
/// character replaced by `_`, is shortened when too long, and ends with `~` and the 16 hex
/// digits of a 64-bit FNV-1a hash of the original UTF-8 bytes. Kept names never hold `~`,
/// so a changed name can never equal a kept one, and two changed names are equal only when
/// their hashes collide.
public enum SafeFileName {
  /// The longest result in bytes, well under the 255 bytes file systems allow, so that a
  /// suffix such as `.difference.png` still fits.
  public static let maximumLength = 160

  /// The safe file name for `name`.
  public static func make(_ name: String) -> String {
    if isKept(name) { return name }
    var mapped = String(String.UnicodeScalarView(name.unicodeScalars.map(replacement)))
    while mapped.contains("..") { mapped = mapped.replacingOccurrences(of: "..", with: "._") }
    if mapped.hasPrefix(".") || mapped.hasPrefix("-") { mapped = "_" + mapped.dropFirst() }
    if mapped.isEmpty { mapped = "_" }
    let suffix = "~" + hexHash(name)
    return String(mapped.prefix(maximumLength - suffix.count)) + suffix
  }

  /// Whether `name` is safe as one file name component: allowed characters and `~` only, no
  /// `..`, no leading `.` or `-`, not empty, at most ``maximumLength`` bytes. Every result of
  /// ``make(_:)`` is safe, and so is any name joined from them with `.`.
  public static func isSafe(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= maximumLength && !name.hasPrefix(".")
      && !name.hasPrefix("-") && !name.contains("..")
      && name.unicodeScalars.allSatisfy { $0 == "~" || isAllowed($0) }
  }

  /// `name` unless it is unsafe, then ``make(_:)`` of it: for names that may already be safe.
  public static func ensure(_ name: String) -> String { isSafe(name) ? name : make(name) }

  /// The 64-bit FNV-1a hash of a string's UTF-8 bytes in 16 lowercase hex digits.
  public static func hexHash(_ text: String) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a offset basis.
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }  // FNV prime.
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  private static func isKept(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= maximumLength && !name.hasPrefix(".")
      && !name.hasPrefix("-") && !name.contains("..") && name.unicodeScalars.allSatisfy(isAllowed)
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-", "@", "+", ",", "=": true
    default: false
    }
  }

  private static func replacement(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    isAllowed(scalar) ? scalar : "_"
  }
}
