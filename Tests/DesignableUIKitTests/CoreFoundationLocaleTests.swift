import DesignableUIKit
import Foundation
import Testing

/// A ruler that marks its start on the side the user's language reads from, asking Core
/// Foundation for the direction once, in init, as older controls do.
final class ReadingRuler: UIView {
  var direction = CFLocaleLanguageDirection.leftToRight

  override init(frame: CGRect) {
    super.init(frame: frame)
    if let locale = CFLocaleCopyCurrent(), let identifier = CFLocaleGetIdentifier(locale) {
      direction = CFLocaleGetLanguageCharacterDirection(identifier.rawValue)
    }
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func draw(_ rect: CGRect) {
    UIColor.systemBlue.setFill()
    let startX = direction == .rightToLeft ? bounds.width - 4 : 0
    UIRectFill(CGRect(x: startX, y: 0, width: 4, height: bounds.height))
  }
}

@Suite struct CoreFoundationLocaleTests {
  /// A country picker names each region in its locale through `NSLocale`, as on iOS.
  @Test func anNSLocaleNamesRegionsLanguagesAndCurrencies() {
    let english = Locale(identifier: "en_US") as NSLocale
    #expect(english.localizedString(forCountryCode: "FR") == "France")
    #expect(english.localizedString(forLanguageCode: "fr") == "French")
    #expect(english.localizedString(forCurrencyCode: "EUR") == "Euro")
    #expect(english.countryCode == "US" && english.languageCode == "en")
  }

  @Test func theCurrentLocaleIsTheDesignEnvironments() throws {
    let locale = try #require(CFLocaleCopyCurrent())
    #expect(CFLocaleGetIdentifier(locale)?.rawValue == DesignEnvironment().localeIdentifier)
    let arabic = DesignEnvironment(localeIdentifier: "ar_EG")
    DesignEnvironment.$current.withValue(arabic) {
      #expect(CFLocaleGetIdentifier(CFLocaleCopyCurrent())?.rawValue == "ar_EG")
    }
  }

  @Test func languagesReadInTheirOwnDirection() {
    #expect(CFLocaleGetLanguageCharacterDirection("en") == .leftToRight)
    #expect(CFLocaleGetLanguageCharacterDirection("he") == .rightToLeft)
    #expect(CFLocaleGetLanguageCharacterDirection("ar_EG") == .rightToLeft)
    #expect(CFLocaleGetLanguageCharacterDirection("") == .unknown)
    #expect(CFLocaleLanguageDirection.rightToLeft.rawValue == 2)
  }

  @Test func aComponentDrawsOnTheSideItsLocaleReadsFrom() {
    let leftToRight = ReadingRuler(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
    let rightToLeft = DesignEnvironment.$current.withValue(
      DesignEnvironment(localeIdentifier: "he_IL")
    ) { ReadingRuler(frame: CGRect(x: 0, y: 0, width: 20, height: 4)) }
    #expect(leftToRight.direction == .leftToRight)
    #expect(rightToLeft.direction == .rightToLeft)
    let left = pixels(of: leftToRight)
    let right = pixels(of: rightToLeft)
    #expect(left(1, 1)[3] == 255 && left(18, 1)[3] == 0)
    #expect(right(1, 1)[3] == 0 && right(18, 1)[3] == 255)
  }
}
