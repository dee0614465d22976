import Components
import Foundation
import Typesetting

#if !canImport(Darwin)
  /// Core Foundation's error, which is `NSError` on iOS too (`error as NSError` reads it).
  public typealias CFError = NSError

  /// Core Foundation's URL, which is `NSURL` on iOS too: `url as CFURL` makes one.
  public typealias CFURL = NSURL

  /// What an error says, for a person (`CFErrorCopyDescription`); implicitly unwrapped, as
  /// on iOS, so `if let description = CFErrorCopyDescription(error)` compiles.
  public func CFErrorCopyDescription(_ error: CFError) -> CFString! {
    error.localizedDescription
  }

  /// For whom a font file is registered (`CTFontManagerScope`): here, always for the
  /// process, whatever the scope.
  public enum CTFontManagerScope: UInt32, Sendable {
    case none, process, persistent, session
    public static let user = CTFontManagerScope.persistent
  }

  /// The code of an error (`CFErrorGetCode`).
  public func CFErrorGetCode(_ error: CFError) -> CFIndex { error.code }

  /// The domain of the font manager's errors.
  public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

  /// The font manager's error codes, as iOS reports them.
  public enum CTFontManagerError: Int, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case notRegistered = 201
  }

  extension GraphicsFont {
    /// The font in `provider`'s bytes, the contents of a TrueType or OpenType file
    /// (`CGFont(_:)`), or `nil` when they are not one. Register it with
    /// `CTFontManagerRegisterGraphicsFont` to draw with it by name.
    public convenience init?(_ provider: CGDataProvider) {
      guard let data = provider.data else { return nil }
      let bytes = [UInt8](data as Data)
      guard let face = try? FontFace(bytes: bytes, name: "font data") else { return nil }
      self.init(postScriptName: face.postScriptName, data: bytes)
    }
  }

  /// Registers `font` (made from a file's bytes) so that `UIFont(name:size:)` finds it by
  /// its names, as a component registers a font it ships. Fails, as on iOS, when a font of
  /// the same PostScript name is registered already, or `font` was made by name.
  @discardableResult
  public func CTFontManagerRegisterGraphicsFont(
    _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> Bool {
    guard let bytes = font.data, let name = font.fullName,
      let face = try? FontFace(bytes: bytes, name: "\(name) (registered from data)")
    else {
      return fontManagerFailure(.invalidFontData, "not font data", error)
    }
    return registerOnce(face, error)
  }

  /// Registers the font file at `fontURL`, as `FontRegistry.shared.register(fileAt:)` does; fails,
  /// as on iOS, when it cannot be read or is not a font, or its font is registered already.
  @discardableResult
  public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> Bool {
    let path = (fontURL as URL).path
    let face: FontFace
    do {
      face = try FontFace(fileAt: path)
    } catch let reason {
      let code: CTFontManagerError =
        FileManager.default.fileExists(atPath: path)
        ? .invalidFontData : .fileNotFound
      return fontManagerFailure(code, "\(reason)", error)
    }
    return registerOnce(face, error)
  }

  /// Registers the font files at `fontURLs` (`URL`s or `NSURL`s), each as
  /// ``CTFontManagerRegisterFontsForURL(_:_:_:)`` does; `false`, with the errors of those that
  /// failed in `errors` when given, unless every one was registered.
  @discardableResult
  public func CTFontManagerRegisterFontsForURLs(
    _ fontURLs: CFArray, _ scope: CTFontManagerScope,
    _ errors: UnsafeMutablePointer<Unmanaged<CFArray>?>?
  ) -> Bool {
    var failures: [NSError] = []
    for case let url as URL in fontURLs as [AnyObject] {
      var error: Unmanaged<CFError>?
      if !CTFontManagerRegisterFontsForURL(url as CFURL, scope, &error),
        let failure = error?.takeRetainedValue()
      {
        failures.append(failure)
      }
    }
    if !failures.isEmpty { errors?.pointee = Unmanaged.passRetained(failures as NSArray) }
    return failures.isEmpty
  }

  /// Registers `face` under its names, unless a face of its PostScript name is registered.
  private func registerOnce(
    _ face: FontFace, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> Bool {
    guard FontRegistry.shared.registeredFace(named: face.postScriptName) == nil else {
      return fontManagerFailure(
        .alreadyRegistered, "\(face.postScriptName) is registered already", error)
    }
    FontRegistry.shared.register(face)
    return true
  }

  /// Sets `error`, when given, to the font manager's error `code`, and answers `false`.
  private func fontManagerFailure(
    _ code: CTFontManagerError, _ reason: String,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> Bool {
    let failure = NSError(
      domain: kCTFontManagerErrorDomain, code: code.rawValue,
      userInfo: [NSLocalizedDescriptionKey: "The font could not be registered: \(reason)"])
    error?.pointee = Unmanaged.passRetained(failure)
    return false
  }
#endif

#if !canImport(Darwin)
  extension Components.Font {
    /// The families of the fonts registered here (`UIFont.familyNames`), sorted: the system
    /// font's, and those ``fontNames(forFamilyName:)`` lists faces of.
    public static var familyNames: [String] {
      _ = try? FontRegistry.shared.systemFace(bold: false)
      return FontRegistry.shared.familyNames
    }

    /// The PostScript names of the registered faces of `familyName`
    /// (`UIFont.fontNames(forFamilyName:)`): fonts registered by a component, a test, or
    /// `CTFontManagerRegisterGraphicsFont`, so that a component's check before registering a
    /// font it ships works. iOS's own families, drawn here with stand-ins, list none.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
      FontRegistry.shared.faces(inFamily: familyName).map(\.postScriptName)
    }
  }
#endif
