import Foundation

#if !canImport(Darwin)
  /// Strings that enumerate their words (`NSString`): Linux's Foundation declares
  /// `.byWords` unavailable, so `enumerateSubstrings(in:options:using:)` with `.byWords`
  /// resolves to the method below, and every other use to Foundation's.
  public protocol WordEnumerating {}

  extension NSString: WordEnumerating {}

  extension NSString {
    /// The options of a word enumeration: `.byWords`, which it needs, with `.reverse` and
    /// `.substringNotRequired`, as in `NSString.EnumerationOptions`.
    public struct WordEnumerationOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let byWords = WordEnumerationOptions(rawValue: 3)
      public static let reverse = WordEnumerationOptions(rawValue: 1 << 8)
      public static let substringNotRequired = WordEnumerationOptions(rawValue: 1 << 9)
    }
  }

  extension WordEnumerating where Self: NSString {
    /// Calls `block` with each word of `range` (first to last, or last to first with
    /// `.reverse`): the word (`nil` with `.substringNotRequired`), its range, and its range
    /// with the spaces and punctuation after it (the first word's also those before it);
    /// setting the flag stops.
    ///
    /// A word is a run of letters, marks, digits and connectors (`_`), holding an apostrophe,
    /// a period, a colon or a middle dot between letters ("don't", "e.g") and a period,
    /// a comma or a semicolon between digits ("3.14", "1,000"); every other character
    /// separates words. Ideographs are letters here, so a run of them is one word where
    /// iOS splits it by its dictionary.
    public func enumerateSubstrings(
      in range: NSRange, options: NSString.WordEnumerationOptions,
      using block: (String?, NSRange, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
      let words = NSString.words(of: self, in: range)
      var stop: ObjCBool = false
      let order =
        options.contains(.reverse) ? Array(words.indices.reversed()) : Array(words.indices)
      for index in order {
        let word = words[index]
        let start = index == 0 ? range.location : word.location
        let end = index + 1 < words.count ? words[index + 1].location : NSMaxRange(range)
        let enclosing = NSRange(location: start, length: end - start)
        let text = options.contains(.substringNotRequired) ? nil : substring(with: word)
        block(text, word, enclosing, &stop)
        if stop.boolValue { return }
      }
    }
  }

  extension NSString {
    /// The words of `range` of `string`, as UTF-16 ranges, first to last.
    static func words(of string: NSString, in range: NSRange) -> [NSRange] {
      let end = min(NSMaxRange(range), string.length)
      var scalars: [(scalar: Unicode.Scalar, at: Int)] = []
      var index = max(range.location, 0)
      while index < end {
        let unit = string.character(at: index)
        if UTF16.isLeadSurrogate(unit), index + 1 < end {
          let trail = string.character(at: index + 1)
          if UTF16.isTrailSurrogate(trail),
            let scalar = Unicode.Scalar(
              0x10000 + ((UInt32(unit) - 0xD800) << 10) + UInt32(trail) - 0xDC00)
          {
            scalars.append((scalar, index))
            index += 2
            continue
          }
        }
        scalars.append((Unicode.Scalar(unit) ?? "\u{FFFD}", index))
        index += 1
      }
      var words: [NSRange] = []
      var start: Int?
      for (position, entry) in scalars.enumerated() {
        let kind = WordCharacter(entry.scalar)
        let joins: Bool
        switch kind {
        case .letter, .digit: joins = true
        case .midLetter, .midNumber, .midBoth:
          // Inside a word only between two characters it joins.
          let before = position > 0 ? WordCharacter(scalars[position - 1].scalar) : .other
          let after =
            position + 1 < scalars.count ? WordCharacter(scalars[position + 1].scalar) : .other
          joins =
            start != nil
            && ((kind != .midNumber && before == .letter && after == .letter)
              || (kind != .midLetter && before == .digit && after == .digit))
        case .other: joins = false
        }
        if joins {
          if start == nil { start = entry.at }
        } else if let first = start {
          words.append(NSRange(location: first, length: entry.at - first))
          start = nil
        }
      }
      if let first = start { words.append(NSRange(location: first, length: end - first)) }
      return words
    }
  }

  /// How a character takes part in a word.
  private enum WordCharacter: Equatable {
    case letter, digit, midLetter, midNumber, midBoth, other

    init(_ scalar: Unicode.Scalar) {
      switch scalar {
      case "'", "\u{2019}", ".", "\u{FE52}", "\u{FF0E}": self = .midBoth
      case ":", "\u{00B7}", "\u{2027}": self = .midLetter
      case ",", ";", "\u{066C}": self = .midNumber
      case "_": self = .letter
      default:
        let properties = scalar.properties
        switch properties.generalCategory {
        case .decimalNumber: self = .digit
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
          .nonspacingMark, .spacingMark, .enclosingMark, .letterNumber, .connectorPunctuation:
          self = .letter
        default: self = .other
        }
      }
    }
  }
#endif
