import DesignableUIKit
import Foundation
import Testing
import Typesetting

/// Registering a font a component ships, as icon-font components do: from its bytes or its
/// file, found afterwards by its names, and refused a second time as on iOS.
@Suite("Core Text font manager")
struct FontManagerTests {
  /// The folder of the default fonts (DejaVu), which holds the condensed faces too.
  func fontFile(_ name: String) throws -> URL {
    let system = try FontRegistry.shared.systemFace(bold: false)
    return URL(fileURLWithPath: system.filePath).deletingLastPathComponent()
      .appendingPathComponent(name)
  }

  /// A component's icon-font loader: ask whether the family is there, register it from the
  /// file's bytes, then draw with it by name.
  @Test func aFontRegisteredFromItsBytesIsFoundByName() throws {
    // The face's family, as its name table gives it (its typographic family).
    let family = "DejaVu Serif"
    #expect(!UIFont.fontNames(forFamilyName: family).contains("DejaVuSerifCondensed-Italic"))
    let data = try Data(contentsOf: try fontFile("DejaVuSerifCondensed-Italic.ttf"))
    let provider = try #require(CGDataProvider(data: data as CFData))
    let font = try #require(CGFont(provider))
    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterGraphicsFont(font, &error))
    #expect(error == nil)
    #expect(UIFont.fontNames(forFamilyName: family).contains("DejaVuSerifCondensed-Italic"))
    #expect(UIFont(name: "DejaVuSerifCondensed-Italic", size: 12)?.familyName == family)
    // A second registration fails as on iOS, and says why.
    #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
    let failure = try #require(error?.takeRetainedValue())
    #expect(CFErrorGetCode(failure) == CTFontManagerError.alreadyRegistered.rawValue)
    #expect((CFErrorCopyDescription(failure) as String).contains("registered already"))
  }

  @Test func aFontFileRegisteredByURLIsFoundByName() throws {
    let url = try fontFile("DejaVuSansCondensed-Oblique.ttf")
    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
    #expect(
      UIFont.fontNames(forFamilyName: "DejaVu Sans").contains(
        "DejaVuSansCondensed-Oblique"))
    #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
    let missing = url.deletingLastPathComponent().appendingPathComponent("NoSuchFont.ttf")
    #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
    let failure = try #require(error?.takeRetainedValue())
    #expect(failure.code == CTFontManagerError.fileNotFound.rawValue)
  }

  /// A loader registering its fonts all at once: each file registers, the missing one
  /// fails with its error, and an error's description reads through `if let`, as on iOS.
  @Test func fontFilesRegisteredTogetherAreFoundByName() throws {
    let bold = try fontFile("DejaVuSerifCondensed-Bold.ttf")
    let missing = bold.deletingLastPathComponent().appendingPathComponent("NoSuchFont.ttf")
    var errors: Unmanaged<CFArray>?
    #expect(!CTFontManagerRegisterFontsForURLs([bold, missing] as CFArray, .process, &errors))
    #expect(UIFont.fontNames(forFamilyName: "DejaVu Serif").contains("DejaVuSerifCondensed-Bold"))
    let failures = try #require(errors?.takeRetainedValue() as? [CFError])
    #expect(failures.map(\.code) == [CTFontManagerError.fileNotFound.rawValue])
    if let description = CFErrorCopyDescription(failures[0]) {
      #expect((description as String).contains("could not be registered"))
    }
  }

  /// Bytes that are not a font make no font, and a font by name registers nothing.
  @Test func notAFontIsRefused() throws {
    let bytes = Data("not a font".utf8)
    let provider = try #require(CGDataProvider(data: bytes as CFData))
    #expect(CGFont(provider) == nil)
    var error: Unmanaged<CFError>?
    let named = try #require(CGFont("Helvetica" as CFString))
    #expect(!CTFontManagerRegisterGraphicsFont(named, &error))
    #expect(error?.takeRetainedValue().code == CTFontManagerError.invalidFontData.rawValue)
  }
}
