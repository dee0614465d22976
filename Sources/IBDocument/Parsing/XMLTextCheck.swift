/// The byte-level check run over a whole document before any XML is read: the bytes must be
/// UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF) and hold only
/// characters XML 1.0 allows (§2.2: no C0 controls but tab, line feed and carriage return,
/// no U+FFFE or U+FFFF). Everything the reader makes into a `String` has passed it.
enum XMLTextCheck {
  /// What is wrong at an offset.
  enum Problem: Equatable {
    /// A byte that cannot start or continue a UTF-8 sequence there (the lead byte of a
    /// broken sequence, or a stray continuation byte).
    case invalidUTF8(UInt8)
    /// Well-formed UTF-8 for a character XML forbids.
    case forbiddenCharacter(UInt32)
  }

  /// Every byte of a word of eight is `0x80`.
  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  /// `0x20` in every byte of a word of eight.
  private static let spaces: UInt64 = 0x2020_2020_2020_2020

  /// The offset and kind of the first problem in `bytes`, or `nil` when there is none.
  /// - Complexity: O(n); runs of eight printable ASCII bytes are taken a word at a time.
  static func firstProblem(in bytes: UnsafeRawBufferPointer) -> (offset: Int, Problem)? {
    let count = bytes.count
    var index = 0
    while index < count {
      if index + 8 <= count {
        let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // No byte has its high bit set, and none is below 0x20 (the "has less than" test:
        // a byte below 0x20 borrows into its high bit when 0x20 is subtracted).
        if word & highBits == 0, (word &- spaces) & ~word & highBits == 0 {
          index += 8
          continue
        }
      }
      let byte = bytes[index]
      if byte < 0x80 {
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
          return (index, .forbiddenCharacter(UInt32(byte)))
        }
        index += 1
        continue
      }
      switch sequence(in: bytes, at: index) {
      case .success(let length):
        if length == 3, byte == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
          return (index, .forbiddenCharacter(bytes[index + 2] == 0xBE ? 0xFFFE : 0xFFFF))
        }
        index += length
      case .failure:
        return (index, .invalidUTF8(byte))
      }
    }
    return nil
  }

  /// Whether XML 1.0 allows the character `value` (§2.2 `Char`).
  static func isAllowed(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
  }

  private struct Broken: Error {}

  /// The length of the well-formed UTF-8 sequence whose lead byte is at `index`.
  private static func sequence(in bytes: UnsafeRawBufferPointer, at index: Int)
    -> Result<Int, Broken>
  {
    let lead = bytes[index]
    var length = 0
    // The allowed range of the second byte: narrower after E0, ED, F0 and F4 (Table 3-7 of
    // the Unicode Standard), which rules out overlong forms, surrogates and > U+10FFFF.
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, lower) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, upper) = (3, 0x9F)
    case 0xF0: (length, lower) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, upper) = (4, 0x8F)
    default: return .failure(Broken())
    }
    guard index + length <= bytes.count, (lower...upper).contains(bytes[index + 1]) else {
      return .failure(Broken())
    }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
      return .failure(Broken())
    }
    return .success(length)
  }
}
