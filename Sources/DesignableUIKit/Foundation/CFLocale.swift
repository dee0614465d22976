import Components
import Foundation

#if !canImport(Darwin)
  /// Core Foundation's locale (`CFLocale`), bridged as Foundation's `Locale`.
  public typealias CFLocale = Locale

  /// A locale's identifier as Core Foundation hands it out (`CFLocaleIdentifier`); its raw
  /// value is the identifier string (`"en_US_POSIX"`).
  public struct CFLocaleIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: CFString
    public init(rawValue: CFString) { self.rawValue = rawValue }
  }

  /// The direction a language's characters run in (`CFLocaleLanguageDirection`), with Core
  /// Foundation's raw values.
  public enum CFLocaleLanguageDirection: Int, Sendable {
    case unknown = 0
    case leftToRight = 1
    case rightToLeft = 2
    case topToBottom = 3
    case bottomToTop = 4
  }

  /// The user's locale (`CFLocaleCopyCurrent()`), which UIKit code reads through UIKit's
  /// import of Core Foundation: here the design environment's locale
  /// (`DesignEnvironment.localeIdentifier`), so that a render never depends on the machine.
  /// Disfavoured, so that a file that also imports Core Foundation calls its own.
  @_disfavoredOverload
  public func CFLocaleCopyCurrent() -> CFLocale! { DesignEnvironment.current.locale }

  /// The identifier of `locale` (`CFLocaleGetIdentifier`).
  @_disfavoredOverload
  public func CFLocaleGetIdentifier(_ locale: CFLocale!) -> CFLocaleIdentifier! {
    locale.map { CFLocaleIdentifier(rawValue: $0.identifier) }
  }

  /// The direction characters of the language in `isoLangCode` run in
  /// (`CFLocaleGetLanguageCharacterDirection`); a full locale identifier (`"ar_EG"`) is
  /// read for its language. Unknown for an empty code.
  @_disfavoredOverload
  public func CFLocaleGetLanguageCharacterDirection(_ isoLangCode: CFString!)
    -> CFLocaleLanguageDirection
  {
    guard let isoLangCode, !isoLangCode.isEmpty else { return .unknown }
    switch Locale.Language(identifier: isoLangCode).characterDirection {
    case .leftToRight: return .leftToRight
    case .rightToLeft: return .rightToLeft
    case .topToBottom: return .topToBottom
    case .bottomToTop: return .bottomToTop
    default: return .unknown
    }
  }
#endif
