import DesignableUIKit
import Testing

@Suite("UIKit's colours and fonts")
struct UIKitValuesTests {
  private func components(_ color: UIColor) -> [Int] {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { Int(($0 * 255).rounded()) }
  }

  // iOS light-appearance values, from Apple's Human Interface Guidelines colour tables.
  @Test func systemColoursHaveIOSLightValues() {
    #expect(components(.systemBlue) == [0, 122, 255, 255])
    #expect(components(.systemRed) == [255, 59, 48, 255])
    #expect(components(.label) == [0, 0, 0, 255])
    #expect(components(.secondaryLabel) == [60, 60, 67, 153])
    #expect(components(.systemBackground) == [255, 255, 255, 255])
    #expect(components(.systemGroupedBackground) == [242, 242, 247, 255])
    #expect(components(.groupTableViewBackground) == [242, 242, 247, 255])
    #expect(components(.lightText) == [255, 255, 255, 153])
    #expect(components(.darkText) == [0, 0, 0, 255])
    #expect(components(.opaqueSeparator) == [198, 198, 200, 255])
  }

  @Test func colourLiteralsAreSRGBColours() {
    // Components written in Xcode use its colour picker's literals.
    // swift-format-ignore: NoPlaygroundLiterals
    let typed: UIColor = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1)
    // swift-format-ignore: NoPlaygroundLiterals
    let inferred = #colorLiteral(red: 1, green: 0.25, blue: 0, alpha: 0.5)
    #expect(components(typed) == [0, 128, 255, 255])
    #expect(components(inferred) == [255, 64, 0, 128])
    #expect(type(of: inferred) == UIColor.self)
  }

  @Test func hueSaturationBrightnessRoundTrips() {
    #expect(
      components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [255, 0, 0, 255])
    #expect(
      components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1))
        == [0, 255, 0, 255])
    #expect(
      components(UIColor(hue: 1, saturation: 1, brightness: 0.5, alpha: 0.5))
        == [128, 0, 0, 128])
    var h: CGFloat = 0
    var s: CGFloat = 0
    var v: CGFloat = 0
    var a: CGFloat = 0
    #expect(UIColor.systemBlue.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
    let back = UIColor(hue: h, saturation: s, brightness: v, alpha: a)
    #expect(components(back) == components(.systemBlue))
  }

  @Test func whiteIsReadOnlyFromGreys() {
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
    #expect(white == 0.25 && alpha == 0.5)
    #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
  }

  @Test func cgColorsHaveFourSRGBComponents() {
    let color = UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.75).cgColor
    #expect(color.numberOfComponents == 4)
    #expect(color.components == [0.25, 0.5, 1, 0.75])
    #expect(UIColor.white.cgColor.components == [1, 1, 1, 1])
    #expect(color.colorSpace?.name == CGColorSpaceCreateDeviceRGB().name)
    #expect(color.copy(alpha: 0.25)?.components == [0.25, 0.5, 1, 0.25])
  }

  /// A sparkline's styles copy their colours when they are copied: `CGColor.copy()` where a
  /// `CGColor?` is wanted, and `NSObject`'s `copy()` where the copy is cast.
  @Test func aColourCopiesAsACGColorOrAsAnObject() {
    let stroke: CGColor? = UIColor.red.cgColor
    let copied: CGColor? = stroke?.copy()
    #expect(copied?.components == [1, 0, 0, 1])
    #expect((UIColor.blue.cgColor.copy() ?? .black) == UIColor.blue.cgColor)
    let palette = [UIColor.green, .white].compactMap { $0.copy() as? UIColor }
    #expect(palette == [.green, .white])
  }

  @Test func onlyAnotherInterfaceStyleChangesColourAppearance() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection(displayScale: 3)))
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(light.hasDifferentColorAppearance(comparedTo: dark))
  }

  @Test func dynamicColoursResolveToTheLightAppearance() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    #expect(color == .black)
    #expect(UIColor(cgColor: UIColor.red.cgColor) == .red)
    #expect(UIColor.red.withAlphaComponent(0.5).alpha == 0.5)
    #expect(components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)) == [255, 0, 0, 255])
  }

  @Test func badColourComponentsAreClamped() {
    #expect(components(UIColor(red: .nan, green: 2, blue: -1, alpha: 1)) == [0, 255, 0, 255])
    #expect(
      components(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1))
        == [255, 255, 255, 255])
  }

  @Test func aFontDescriptorGivesTheSameFontAtAnotherSize() {
    let bold = UIFont.boldSystemFont(ofSize: 17)
    let smaller = UIFont(descriptor: bold.fontDescriptor, size: 12)
    #expect(smaller.pointSize == 12)
    #expect(smaller.fontName == bold.fontName)
    #expect(smaller.isBold)
    #expect(bold.fontDescriptor.pointSize == 17)
    // A size of 0 keeps the descriptor's, as in UIKit.
    #expect(UIFont(descriptor: bold.fontDescriptor, size: 0) == bold)
  }

  /// A styling helper's descriptor from attributes: a family at a weight, a name, or the
  /// system font at a weight, each at its size; `UIColor()` is clear.
  @Test func aFontDescriptorIsMadeFromAttributes() {
    let traits: [UIFontDescriptor.TraitKey: Any] = [.weight: UIFont.Weight.bold]
    let family = UIFont.systemFont(ofSize: 12).familyName
    let boldFace = UIFont(
      descriptor: UIFontDescriptor(fontAttributes: [.family: family, .traits: traits]),
      size: 17)
    #expect(boldFace.pointSize == 17 && boldFace.fontName == "DejaVuSans-Bold")
    let regular = UIFontDescriptor(fontAttributes: [.family: family, .size: 14])
    #expect(UIFont(descriptor: regular, size: 0).fontName == "DejaVuSans")
    #expect(UIFont(descriptor: regular, size: 0).pointSize == 14)
    let named = UIFontDescriptor(name: "DejaVuSans-Bold", size: 9)
    #expect(UIFont(descriptor: named, size: 0).fontName == "DejaVuSans-Bold")
    let system = UIFontDescriptor(fontAttributes: [.traits: [UIFontDescriptor.TraitKey.weight: 0.4]]
    )
    #expect(UIFont(descriptor: system, size: 0) == .systemFont(ofSize: 12, weight: .bold))
    #expect(named.withFamily(family).fontAttributes[.family] as? String == family)
    #expect(components(UIColor()) == [0, 0, 0, 0])
  }

  /// A name neither registered nor in the substitution table is drawn with the system font,
  /// as UIFont(name:size:) would return nil on iOS.
  @Test func anUnknownFontIsReplacedByTheSystemFont() {
    let font = UIFont(name: "No Such Sans", size: 12)
    #expect(font != nil)
    #expect(font?.fontName == "DejaVuSans")
    #expect(font?.familyName == "DejaVu Sans")
    #expect(font?.requestedFontName == "No Such Sans")
    #expect(font?.pointSize == 12)
    #expect(UIFont(name: "NoSuchSans-Heavy", size: 12)?.fontName == "DejaVuSans-Bold")
    #expect(UIFont(name: "DejaVu Sans", size: 9)?.requestedFontName == nil)
    // The substitute draws exactly as the system font does.
    let substituted = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 16))
    substituted.text = "Abc"
    substituted.font = UIFont(name: "No Such Sans", size: 12) ?? .systemFont(ofSize: 1)
    let system = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 16))
    system.text = "Abc"
    system.font = .systemFont(ofSize: 12)
    #expect(Lifecycle.render(substituted, scale: 1) == Lifecycle.render(system, scale: 1))
  }

  @Test func textStylesHaveIOSDefaultSizes() {
    // Apple's Human Interface Guidelines, Dynamic Type sizes at the Large (default) size.
    let sizes: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in sizes {
      #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
    }
    #expect(UIFont.preferredFont(forTextStyle: .headline).isBold)
    #expect(!UIFont.preferredFont(forTextStyle: .body).isBold)
  }

  @Test func weightsAndMetrics() {
    #expect(UIFont.systemFont(ofSize: 10, weight: .semibold).fontName == "DejaVuSans-Bold")
    #expect(UIFont.systemFont(ofSize: 10, weight: .medium).fontName == "DejaVuSans")
    #expect(UIFont.boldSystemFont(ofSize: 10).withSize(20).pointSize == 20)
    #expect(UIFont.boldSystemFont(ofSize: 10).withSize(20).isBold)
    let font = UIFont.systemFont(ofSize: 20)
    #expect(font.ascender > 0 && font.descender < 0)
    #expect(font.lineHeight >= font.ascender - font.descender)
    #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)
  }
}
