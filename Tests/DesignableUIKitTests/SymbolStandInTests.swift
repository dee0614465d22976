import Foundation
import Raster
import Testing
import Typesetting

@testable import Components
@testable import DesignableUIKit

/// `UIImage(systemName:)` gives a stand-in for the SF Symbol: a template image of about the
/// symbol's size, showing a glyph of the Material Icons font.
@Suite struct SymbolStandInTests {
  static var fontInstalled: Bool {
    FontRegistry.shared.locate(FontRegistry.symbolFontFile) != nil
  }

  /// Pixels of `image` drawn by the stand-in (alpha above half).
  static func inked(_ image: UIImage) -> Int {
    var count = 0
    for y in 0..<image.bitmap.height {
      for x in 0..<image.bitmap.width where image.bitmap[x, y].alpha > 127 { count += 1 }
    }
    return count
  }

  @Test(.enabled(if: fontInstalled, "fonts-material-design-icons-iconfont is not installed"))
  func everyListedGlyphIsOneGlyphOfTheFont() throws {
    let face = try #require(FontRegistry.shared.symbolFace())
    #expect(face.postScriptName == "MaterialIcons-Regular")
    for (name, glyph) in SymbolStandIns.glyphs.sorted(by: { $0.key < $1.key }) {
      let run = TextShaper.shape(glyph, face: face)
      #expect(run.glyphs.count == 1, "\(name): \(glyph) is not one glyph of the font")
    }
    #expect(TextShaper.shape(SymbolStandIns.unknownGlyph, face: face).glyphs.count == 1)
  }

  @Test(.enabled(if: fontInstalled, "fonts-material-design-icons-iconfont is not installed"))
  func aSymbolIsATemplateImageOfItsSizeWithItsGlyph() throws {
    let star = try #require(UIImage(systemName: "star"))
    #expect(star.renderingMode == .alwaysTemplate && star.isSymbolImage)
    #expect(star.size == CGSize(width: 20, height: 20) && star.scale == UIScreen.main.scale)
    let filled = try #require(UIImage(systemName: "star.fill"))
    #expect(Self.inked(filled) > Self.inked(star) * 3 / 2, "the filled star has more ink")
    #expect(filled.bitmap != star.bitmap)

    let large = try #require(
      UIImage(systemName: "heart", withConfiguration: .init(pointSize: 30, scale: .large)))
    #expect(large.size == CGSize(width: 46, height: 46))
    #expect(large.symbolConfiguration?.pointSize == 30)
    let small = try #require(UIImage(systemName: "heart", compatibleWith: nil))
      .applyingSymbolConfiguration(.init(scale: .small))
    #expect(small?.size == CGSize(width: 16, height: 16))

    let red = try #require(
      UIImage(systemName: "heart.fill", withConfiguration: .init(hierarchicalColor: .red)))
    #expect(red.renderingMode == .alwaysOriginal)
    let middle = red.bitmap[red.bitmap.width / 2, red.bitmap.height / 2]
    #expect(middle.red == 255 && middle.green == 0 && middle.alpha == 255)
  }

  /// iOS 13's and 14's names of the half star draw the half star, as iOS still resolves
  /// them, not the outline their first part names.
  @Test func olderNamesOfTheHalfStarDrawIt() {
    let half = SymbolStandIns.glyph(for: "star.leadinghalf.filled")
    #expect(half != SymbolStandIns.glyph(for: "star"))
    #expect(SymbolStandIns.glyph(for: "star.lefthalf.fill") == half)
    #expect(SymbolStandIns.glyph(for: "star.leadinghalf.fill") == half)
  }

  @Test func namesThatCannotBeSymbolsAreNil() {
    for name in ["", "Star", "star fill", ".star", "star.", "star/fill"] {
      #expect(UIImage(systemName: name) == nil, "\(name)")
    }
    #expect(SymbolStandIns.glyph(for: "star.square.fill") == "star_border")
    #expect(SymbolStandIns.glyph(for: "heart.fill") == "favorite")
    #expect(SymbolStandIns.glyph(for: "no.such.symbol") == SymbolStandIns.unknownGlyph)
    let plain = UIImage()
    #expect(plain.withConfiguration(.init(pointSize: 40)) === plain && !plain.isSymbolImage)
  }

  @Test(.enabled(if: fontInstalled, "fonts-material-design-icons-iconfont is not installed"))
  func anImageViewTintsTheSymbolAndTakesItsSize() throws {
    let view = UIImageView(image: UIImage(systemName: "checkmark.square.fill"))
    view.tintColor = .red
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
    view.frame = CGRect(origin: .zero, size: view.intrinsicContentSize)
    let picture = Lifecycle.render(view, scale: 2)
    let centre = picture[20, 10]
    #expect(centre.red > 200 && centre.green < 40 && centre.alpha == 255)
  }

  /// `preferredSymbolConfiguration` of an image view, and a button's preferred symbol
  /// configuration, show the symbol drawn again at their size, as on iOS; a plain image is
  /// shown as it is.
  @Test(.enabled(if: fontInstalled, "fonts-material-design-icons-iconfont is not installed"))
  func preferredSymbolConfigurationsResizeTheSymbol() throws {
    let view = UIImageView(image: UIImage(systemName: "bell"))
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
    #expect(view.intrinsicContentSize == CGSize(width: 36, height: 36))
    #expect(view.image?.size == CGSize(width: 20, height: 20), "the image set is kept")

    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "bell"), for: .normal)
    #expect(button.intrinsicContentSize.height == 20)
    button.setPreferredSymbolConfiguration(.init(scale: .large), forImageIn: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 26, height: 26))
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    button.layoutIfNeeded()
    #expect(button.imageView?.frame.size == CGSize(width: 26, height: 26))

    let plain = try #require(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG))
    let plainView = UIImageView(image: plain)
    plainView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
    #expect(plainView.intrinsicContentSize == plain.size)
  }

  @Test func withoutTheFontASymbolIsAnOutlinedSquareAndAWarning() throws {
    let folder = NSTemporaryDirectory() + "designable-no-fonts-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let registry = FontRegistry(
      searchPaths: [folder], useEnvironment: false, useStandardDirectories: false)
    let image = try #require(
      SymbolStandIns.image(named: "star", configuration: nil, registry: registry))
    let bitmap = image.bitmap
    let side = bitmap.width
    #expect(bitmap[side / 2, side / 2].alpha == 0, "the square is outlined, not filled")
    #expect(bitmap[side / 2, side / 5 + 1].alpha > 127, "its top edge is drawn")
    #expect(registry.substitutionWarnings.count == 1)
    #expect(
      registry.substitutionWarnings.first?.contains("fonts-material-design-icons-iconfont")
        == true)
  }
}
