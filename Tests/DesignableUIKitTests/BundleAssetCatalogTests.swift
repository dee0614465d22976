import Foundation
import IBDocument
import Raster
import Testing

@testable import Components
@testable import DesignableUIKit

/// `UIColor(named:)` and `UIImage(named:)` find the colour sets and image sets of the asset
/// catalogs among a bundle's resources, as SwiftPM copies a target's `.xcassets` there.
@Suite struct BundleAssetCatalogTests {
  /// A resource bundle holding `Assets.xcassets` (at its top, as `.process` leaves it, or
  /// in `Resources/`, as `.copy("Resources")` does) with the colour set `Brand`, a group
  /// `Icons` that gives its image set the namespace `Icons/`, and an image set whose file
  /// is not named after it.
  static func bundle(nested: Bool) throws -> (Bundle, URL) {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory
      .appendingPathComponent("asset-catalog-\(UUID().uuidString).resources")
    let catalog = (nested ? folder.appendingPathComponent("Resources") : folder)
      .appendingPathComponent("Assets.xcassets")
    func write(_ text: String, _ path: String) throws {
      let url = catalog.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(#"{"info":{"version":1,"author":"xcode"}}"#, "Contents.json")
    try write(
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","#
        + #""components":{"red":"0.800","green":"0.400","blue":"0.200","alpha":"1.000"}}}]}"#,
      "Brand.colorset/Contents.json")
    try write(#"{"properties":{"provides-namespace":true}}"#, "Icons/Contents.json")
    try write(
      #"{"images":[{"idiom":"universal","scale":"2x","filename":"star-large.png"}]}"#,
      "Icons/catalogue_star.imageset/Contents.json")
    let png = try #require(Data(base64Encoded: UIKitTestSupport.redSquarePNG))
    try png.write(
      to: catalog.appendingPathComponent("Icons/catalogue_star.imageset/star-large.png"))
    return (try #require(Bundle(path: folder.path)), folder)
  }

  @Test(arguments: [false, true])
  func aColourSetAndAnImageSetAreFoundInTheBundlesCatalog(nested: Bool) throws {
    let (bundle, folder) = try Self.bundle(nested: nested)
    defer { try? FileManager.default.removeItem(at: folder) }

    let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
    #expect(brand.rgba8 == RGBA8(red: 204, green: 102, blue: 51))
    let star = try #require(UIImage(named: "Icons/catalogue_star", in: bundle, compatibleWith: nil))
    #expect(star.scale == 2 && star.size == CGSize(width: 4, height: 4))
    #expect(UIImage(named: "catalogue_star", in: bundle, compatibleWith: nil) == nil)
    // Drawing code generated from design files names catalog images with their extension.
    let named = UIImage(named: "Icons/catalogue_star.png", in: bundle, compatibleWith: nil)
    #expect(named?.size == CGSize(width: 4, height: 4))
    #expect(UIImage(named: "Icons/catalogue_star.jpg", in: bundle, compatibleWith: nil) == nil)
    #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func aRegisteredCatalogsColoursAreFoundByName() throws {
    let (_, folder) = try Self.bundle(nested: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = try AssetCatalog(path: folder.appendingPathComponent("Assets.xcassets").path)
    let name = "Brand-\(UUID().uuidString)"
    let colors = ColorCatalog()
    #expect(colors.color(named: "Brand") == nil)
    catalog.register(in: ImageCatalog(), colors: colors)
    #expect(colors.color(named: "Brand")?.rgba8 == RGBA8(red: 204, green: 102, blue: 51))

    #expect(UIColor(named: name) == nil)
    ColorCatalog.shared.register(.green, named: name)
    #expect(UIColor(named: name)?.rgba8 == UIColor.green.rgba8)
  }
}

@Suite struct MissingResourceWarningTests {
  @Test func theWarningSaysWhatFoundNothingWhereAndHowToFix() {
    let line = MissingResourceWarnings.message(
      #"UIImage(named: "logo")"#, searched: ["/a", "/b", "/c", "/d", "/e"])
    #expect(
      line.hasPrefix(
        #"warning: UIImage(named: "logo") found nothing (searched /a, /b, /c and 2 more)"#))
    #expect(line.contains(#".process("Assets.xcassets")"#) && line.hasSuffix("\n"))
    #expect(MissingResourceWarnings.message("x", searched: []).contains("(searched no folder)"))
    #expect(MissingResourceWarnings.call(inWarning: Substring(line)) == #"UIImage(named: "logo")"#)
    #expect(MissingResourceWarnings.call(inWarning: "warning: something else") == nil)
  }
}
