import Foundation

#if !canImport(Darwin)
  /// The kinds of data a detector looks for, as raw `NSTextCheckingResult.CheckingType`s.
  public typealias NSTextCheckingTypes = UInt64
  /// Every kind of data.
  public let NSTextCheckingAllTypes: NSTextCheckingTypes = .max

  /// Finds links and phone numbers in text: Foundation's `NSDataDetector`, which Linux's
  /// Foundation does not have. Links are URLs with a scheme (`https://`, `mailto:`, ...),
  /// addresses starting `www.`, domain names under common top-level domains (`apple.com`,
  /// given `http://`) and email addresses (given `mailto:`); phone numbers are runs of at
  /// least seven digits with the spaces, dots, dashes, parentheses and leading `+` that
  /// write them. Dates, addresses and transit information are not detected: asked for,
  /// they find nothing.
  open class NSDataDetector: NSObject, @unchecked Sendable {
    /// What the detector looks for.
    public let checkingTypes: NSTextCheckingTypes

    /// A detector of `checkingTypes`; throws, as on iOS, when it names no kind of data.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
      guard checkingTypes != 0 else {
        throw NSError(
          domain: NSCocoaErrorDomain, code: 2048,
          userInfo: [
            NSLocalizedDescriptionKey: "A data detector needs at least one type of data to find."
          ])
      }
      self.checkingTypes = checkingTypes
    }

    /// What is found in `range` of `string`, in text order.
    open func matches(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> [NSTextCheckingResult] {
      let types = NSTextCheckingResult.CheckingType(rawValue: checkingTypes)
      var found: [DetectedData] = []
      if types.contains(DetectedData.link) { found += DetectedData.links(in: string, range: range) }
      if types.contains(DetectedData.phoneNumber) {
        let links = found.map(\.range)
        found += DetectedData.phoneNumbers(in: string, range: range).filter { number in
          !links.contains { NSIntersectionRange($0, number.range).length > 0 }
        }
      }
      return found.sorted { $0.range.location < $1.range.location }
    }

    /// The first thing found in `range` of `string`.
    open func firstMatch(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> NSTextCheckingResult? {
      matches(in: string, options: options, range: range).first
    }

    /// How many things are found in `range` of `string`.
    open func numberOfMatches(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> Int {
      matches(in: string, options: options, range: range).count
    }

    /// Calls `block` with each thing found in `range` of `string`, in text order, until it
    /// sets the flag.
    open func enumerateMatches(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
      using block: (
        NSTextCheckingResult?, NSRegularExpression.MatchingFlags,
        UnsafeMutablePointer<ObjCBool>
      ) -> Void
    ) {
      var stop: ObjCBool = false
      for match in matches(in: string, options: options, range: range) {
        block(match, [], &stop)
        if stop.boolValue { return }
      }
    }
  }

  /// A link or a phone number a detector found.
  final class DetectedData: NSTextCheckingResult {
    private let foundRange: NSRange
    private let kind: NSTextCheckingResult.CheckingType
    let link: URL?
    let number: String?

    init(range: NSRange, kind: NSTextCheckingResult.CheckingType, link: URL?, number: String?) {
      foundRange = range
      self.kind = kind
      self.link = link
      self.number = number
      super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var range: NSRange { foundRange }
    override var resultType: NSTextCheckingResult.CheckingType { kind }
    override var numberOfRanges: Int { 1 }
    override func range(at index: Int) -> NSRange {
      index == 0 ? foundRange : NSRange(location: NSNotFound, length: 0)
    }

    /// Links and phone numbers, by their raw values: Linux's Foundation deprecates the
    /// names, as its own API finds neither.
    static let link = NSTextCheckingResult.CheckingType(rawValue: 1 << 5)
    static let phoneNumber = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)

    /// Common top-level domains a bare domain name must end in to be a link.
    private static let domains =
      "com|org|net|edu|gov|mil|int|io|co|info|biz|app|dev|me|tv|ai|us|uk|de|fr|jp|cn|ru|ca|au"
      + "|nl|es|it|ch|se|no|dk|fi|br|in|eu|ly|gl|so|to|fm|xyz|online|site|shop|store|tech"

    private static let linkPattern = try? NSRegularExpression(
      pattern: "\\b(?:[a-z][a-z0-9+.-]*://[^\\s<>\"]+|(?:mailto|tel|sms):[^\\s<>\"]+"
        + "|www\\.[^\\s<>\"]+|[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}"
        + "|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*"
        + "\\.(?:" + domains + ")\\b(?:/[^\\s<>\"]*)?)",
      options: [.caseInsensitive])

    private static let phonePattern = try? NSRegularExpression(
      pattern: "(?<![\\w+])\\+?\\(?\\d[\\d\\s().-]{5,}\\d(?!\\w)")

    /// The links in `range` of `string`, trailing punctuation left out.
    static func links(in string: String, range: NSRange) -> [DetectedData] {
      let text = string as NSString
      return (linkPattern?.matches(in: string, range: range) ?? []).compactMap { match in
        var found = match.range
        while found.length > 0,
          let last = Unicode.Scalar(text.character(at: NSMaxRange(found) - 1)),
          ".,;:!?'\")]}".unicodeScalars.contains(last)
        {
          found.length -= 1
        }
        guard found.length > 0 else { return nil }
        let written = text.substring(with: found)
        let address: String
        if written.range(
          of: "^[a-z][a-z0-9+.-]*:", options: [.regularExpression, .caseInsensitive])
          != nil
        {
          address = written
        } else if written.contains("@"), !written.contains("/") {
          address = "mailto:" + written
        } else {
          address = "http://" + written
        }
        return DetectedData(range: found, kind: link, link: URL(string: address), number: nil)
      }
    }

    /// The phone numbers in `range` of `string`: at least seven digits.
    static func phoneNumbers(in string: String, range: NSRange) -> [DetectedData] {
      let text = string as NSString
      return (phonePattern?.matches(in: string, range: range) ?? []).compactMap { match in
        let written = text.substring(with: match.range)
        guard written.filter(\.isNumber).count >= 7 else { return nil }
        return DetectedData(range: match.range, kind: phoneNumber, link: nil, number: written)
      }
    }
  }

  extension NSTextCheckingResult {
    /// A link found at `range` (Linux's Foundation cannot make one).
    public static func linkCheckingResult(range: NSRange, url: URL) -> NSTextCheckingResult {
      DetectedData(range: range, kind: DetectedData.link, link: url, number: nil)
    }

    /// A phone number found at `range`, as written (Linux's Foundation cannot make one).
    public static func phoneNumberCheckingResult(
      range: NSRange, phoneNumber: String
    ) -> NSTextCheckingResult {
      DetectedData(range: range, kind: DetectedData.phoneNumber, link: nil, number: phoneNumber)
    }

    /// The link a data detector found, as a URL; `nil` for other results.
    public var url: URL? { (self as? DetectedData)?.link }
    /// The phone number a data detector found, as written; `nil` for other results.
    public var phoneNumber: String? { (self as? DetectedData)?.number }
    /// The date a data detector found: none are detected here.
    public var date: Date? { nil }
    /// The time zone of a date found: none are detected here.
    public var timeZone: TimeZone? { nil }
    /// The length of a time span found: none are detected here.
    public var duration: TimeInterval { 0 }
    /// The parts of an address found: none are detected here.
    public var addressComponents: [NSTextCheckingKey: String]? { nil }
    /// The parts of transit information found: none are detected here.
    public var components: [NSTextCheckingKey: String]? { nil }
  }

  /// The name of a part of an address or transit information a detector found.
  public struct NSTextCheckingKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = NSTextCheckingKey("Name")
    public static let jobTitle = NSTextCheckingKey("JobTitle")
    public static let organization = NSTextCheckingKey("Organization")
    public static let street = NSTextCheckingKey("Street")
    public static let city = NSTextCheckingKey("City")
    public static let state = NSTextCheckingKey("State")
    public static let zip = NSTextCheckingKey("ZIP")
    public static let country = NSTextCheckingKey("Country")
    public static let phone = NSTextCheckingKey("Phone")
    public static let airline = NSTextCheckingKey("Airline")
    public static let flight = NSTextCheckingKey("Flight")
  }
#endif
