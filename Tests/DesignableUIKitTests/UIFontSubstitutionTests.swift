import DesignableUIKit
import Foundation
import Testing
import Typesetting

/// iOS font names and system font weights drawn with their free stand-ins.
@Suite struct UIFontSubstitutionTests {
  static func installed(_ fileName: String) -> Bool {
    FontSubstitution.file(named: fileName).flatMap { FontRegistry.shared.locate($0) } != nil
  }

  @Test(.enabled(if: installed("DejaVuSans-ExtraLight.ttf"), "fonts-dejavu-extra is not installed"))
  func lightWeightsAreExtraLight() {
    for weight in [UIFont.Weight.ultraLight, .thin, .light] {
      #expect(UIFont.systemFont(ofSize: 10, weight: weight).fontName == "DejaVuSans-ExtraLight")
    }
    #expect(UIFont.systemFont(ofSize: 10, weight: .regular).fontName == "DejaVuSans")
    #expect(UIFont.systemFont(ofSize: 10, weight: .heavy).fontName == "DejaVuSans-Bold")
    #expect(
      UIFont.monospacedDigitSystemFont(ofSize: 10, weight: .thin).fontName
        == "DejaVuSans-ExtraLight")
  }

  @Test(.enabled(if: installed("DejaVuSans-Oblique.ttf"), "fonts-dejavu-extra is not installed"))
  func italicIsOblique() {
    let italic = UIFont.italicSystemFont(ofSize: 10)
    #expect(italic.fontName == "DejaVuSans-Oblique")
    #expect(italic.isItalic && !italic.isBold)
    #expect(italic.withSize(20).fontName == "DejaVuSans-Oblique")
  }

  /// The system font at regular, medium, semibold and bold draws the faces it always did.
  @Test func regularAndBoldAreUnchanged() {
    let regular = UIFont.systemFont(ofSize: 10)
    #expect(regular.fontName == "DejaVuSans")
    #expect(UIFont.systemFont(ofSize: 10, weight: .medium).fontName == "DejaVuSans")
    #expect(UIFont.systemFont(ofSize: 10, weight: .semibold).fontName == "DejaVuSans-Bold")
    #expect(UIFont.boldSystemFont(ofSize: 10).fontName == "DejaVuSans-Bold")
    let label = { (font: UIFont) in
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 16))
      label.text = "Abc 12"
      label.font = font
      return Lifecycle.render(label, scale: 2)
    }
    #expect(label(.systemFont(ofSize: 12, weight: .semibold)) == label(.boldSystemFont(ofSize: 12)))
    #expect(label(.systemFont(ofSize: 12, weight: .medium)) == label(.systemFont(ofSize: 12)))
  }

  /// HelveticaNeue-Thin is Inter ExtraLight where fonts-inter is installed, else DejaVu Sans
  /// ExtraLight (DejaVu Sans without fonts-dejavu-extra).
  @Test func helveticaNeueThinIsLight() throws {
    let thin = try #require(UIFont(name: "HelveticaNeue-Thin", size: 30))
    #expect(thin.requestedFontName == "HelveticaNeue-Thin")
    let expected =
      Self.installed("Inter-ExtraLight.otf")
      ? "Inter-ExtraLight"
      : Self.installed("DejaVuSans-ExtraLight.ttf") ? "DejaVuSans-ExtraLight" : "DejaVuSans"
    #expect(thin.fontName == expected)
    #expect(!thin.isBold)
    #expect(thin.description.hasPrefix("HelveticaNeue-Thin 30"))
  }

  @Test(.enabled(if: installed("LiberationSans-Regular.ttf"), "fonts-liberation2 is not installed"))
  func arialIsLiberationSansWithArialMetrics() throws {
    let arial = try #require(UIFont(name: "Arial", size: 20))
    #expect(arial.familyName == "Liberation Sans")
    #expect(arial.fontName == "LiberationSans")
    // Arial's advance widths (units per em 2048): "H" 1479, "i" 455, space 569.
    let width = "Hi Hi".size(withAttributes: [.font: arial]).width
    #expect(abs(width - 20 * Double(2 * 1479 + 2 * 455 + 569) / 2048) < 0.01)
  }

  /// A font remade from its `fontName` (`UIFont(name: font.fontName, size: 30)`, as code
  /// resizes a font) is the same font: a stand-in's name and the system font's faces' names
  /// give them back.
  @Test func aFontRemadeFromItsNameIsTheSameFont() throws {
    let fonts = [
      try #require(UIFont(name: "HelveticaNeue-Light", size: 20)),
      UIFont.systemFont(ofSize: 20, weight: .light),
      UIFont.italicSystemFont(ofSize: 20),
      UIFont.boldSystemFont(ofSize: 20),
    ]
    for font in fonts {
      let again = try #require(UIFont(name: font.fontName, size: 30))
      #expect(again.fontName == font.fontName)
      #expect(again.ascender == font.withSize(30).ascender, "\(font.fontName)")
    }
  }

  @Test func theMonospacedSystemFontIsDejaVuSansMono() {
    let regular = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
    #expect(regular.fontName == "DejaVuSansMono")
    #expect(regular.requestedFontName == nil)
    #expect(
      UIFont.monospacedSystemFont(ofSize: 10, weight: .bold).fontName == "DejaVuSansMono-Bold")
    #expect(regular.withSize(20).fontName == "DejaVuSansMono")
    let narrow = "iiii".size(withAttributes: [.font: regular]).width
    #expect(narrow == "WWWW".size(withAttributes: [.font: regular]).width)
  }

  @Test func menloIsDejaVuSansMono() throws {
    let menlo = try #require(UIFont(name: "Menlo-Regular", size: 10))
    #expect(menlo.fontName == "DejaVuSansMono")
    let narrow = "iiii".size(withAttributes: [.font: menlo]).width
    let wide = "WWWW".size(withAttributes: [.font: menlo]).width
    #expect(narrow == wide)
  }
}
