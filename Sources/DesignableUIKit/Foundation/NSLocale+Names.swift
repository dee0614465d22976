import Foundation

#if !canImport(Darwin)
  /// `NSLocale`'s names for regions, languages and currencies, which Linux's Foundation keeps
  /// internal: a country picker's `(locale as NSLocale).localizedString(forCountryCode:)`
  /// compiles and answers as `Locale` does.
  extension NSLocale {
    /// The region's name in this locale (`"FR"` is "France" in English).
    public func localizedString(forCountryCode countryCode: String) -> String? {
      (self as Locale).localizedString(forRegionCode: countryCode)
    }

    /// The language's name in this locale.
    public func localizedString(forLanguageCode languageCode: String) -> String? {
      (self as Locale).localizedString(forLanguageCode: languageCode)
    }

    /// The currency's name in this locale.
    public func localizedString(forCurrencyCode currencyCode: String) -> String? {
      (self as Locale).localizedString(forCurrencyCode: currencyCode)
    }

    /// The locale's region code (`"US"` for `en_US`).
    public var countryCode: String? { (self as Locale).region?.identifier }

    /// The locale's language code (`"en"` for `en_US`).
    public var languageCode: String { (self as Locale).language.languageCode?.identifier ?? "" }
  }
#endif
