import Foundation
import Raster
import Testing

@testable import Typesetting

/// How a registry finds a substitute, falls back when it is missing, and warns once.
@Suite struct SubstituteFaceTests {
  static let core = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
  static let withExtra = core + ["DejaVuSans-ExtraLight.ttf"]
  static let hasExtra = FontFolder.installed("DejaVuSans-ExtraLight.ttf")
  static let hasLiberation = FontFolder.installed("LiberationSans-Regular.ttf")

  private func folder(_ files: [String]) throws -> FontFolder {
    let folder = try FontFolder()
    for file in files { try folder.link(file) }
    return folder
  }

  @Test(.enabled(if: FontFolder.installed("Inter-ExtraLight.otf"), "fonts-inter is not installed"))
  func anInstalledSubstituteIsDrawnWithoutWarning() throws {
    let fonts = try folder(Self.core + ["Inter-ExtraLight.otf"])
    defer { fonts.remove() }
    let registry = fonts.registry()
    let face = try #require(try registry.substituteFace(for: "HelveticaNeue-Thin"))
    #expect(face.fileName == "Inter-ExtraLight.otf")
    #expect(face.familyName.hasPrefix("Inter"))
    #expect(try registry.substituteFace(for: "Helvetica Neue Thin") === face)
    #expect(registry.substitutionWarnings.isEmpty)
  }

  /// A missing substitute draws the system font in its weight and warns once, naming the
  /// package; another missing file warns once more.
  @Test(.enabled(if: SubstituteFaceTests.hasExtra, "fonts-dejavu-extra is not installed"))
  func aMissingSubstituteFallsBackAndWarnsOnce() throws {
    let fonts = try folder(Self.withExtra)
    defer { fonts.remove() }
    let registry = fonts.registry()
    let thin = try #require(try registry.substituteFace(for: "HelveticaNeue-Thin"))
    #expect(thin.fileName == "DejaVuSans-ExtraLight.ttf")
    #expect(registry.substitutionWarnings.count == 1)
    let warning = try #require(registry.substitutionWarnings.first)
    #expect(warning.contains("HelveticaNeue-Thin"))
    #expect(warning.contains("Inter-ExtraLight.otf"))
    #expect(warning.contains("apt-get install fonts-inter"))
    #expect(warning.contains("DejaVuSans-ExtraLight.ttf instead"))
    #expect(warning.contains(FontRegistry.environmentVariable))
    _ = try registry.substituteFace(for: "HelveticaNeue-Thin")
    _ = try registry.substituteFace(for: "helveticaneue-thin")
    #expect(registry.substitutionWarnings.count == 1)
    let bold = try #require(try registry.substituteFace(for: "Avenir-Heavy"))
    #expect(bold.fileName == "DejaVuSans-Bold.ttf")
    #expect(registry.substitutionWarnings.count == 2)
    #expect(registry.substitutionWarnings[1].contains("Inter-ExtraBold.otf"))
  }

  /// A warning given while a usage is current is noted there once, with the face drawn.
  @Test(.enabled(if: SubstituteFaceTests.hasExtra, "fonts-dejavu-extra is not installed"))
  func aUsageCollectsFirstWarningsAndFaces() throws {
    let fonts = try folder(Self.withExtra)
    defer { fonts.remove() }
    let registry = fonts.registry()
    let usage = FontUsage()
    let face = try FontUsage.$current.withValue(usage) {
      let face = try #require(try registry.substituteFace(for: "AvenirNext-UltraLight"))
      _ = Font(face: face, size: 12)
      _ = try registry.substituteFace(for: "AvenirNext-UltraLight")
      return face
    }
    #expect(usage.warnings == registry.substitutionWarnings)
    #expect(usage.warnings.count == 1)
    #expect(usage.faces.map(\.fileName) == ["DejaVuSans-ExtraLight.ttf"])
    #expect(usage.faces.first === face)
    let later = FontUsage()
    FontUsage.$current.withValue(later) {
      _ = try? registry.substituteFace(for: "HelveticaNeue-Thin")
    }
    #expect(later.warnings.isEmpty)  // Inter-ExtraLight.otf was warned about already.
  }

  /// Without DejaVu Sans ExtraLight either, a light face is DejaVu Sans, with a warning for
  /// each missing file.
  @Test func aMissingLightSystemFaceFallsBackToRegular() throws {
    let fonts = try folder(Self.core)
    defer { fonts.remove() }
    let registry = fonts.registry()
    #expect(try registry.systemFace(FontStyle(.light)).fileName == "DejaVuSans.ttf")
    #expect(
      try registry.substituteFace(for: "HelveticaNeue-UltraLight")?.fileName == "DejaVuSans.ttf")
    let warnings = registry.substitutionWarnings
    #expect(warnings.count == 2)
    #expect(warnings[0].contains("fonts-dejavu-extra"))
    #expect(warnings[1].contains("fonts-inter"))
    #expect(
      try registry.systemFace(FontStyle(.bold, italic: true)).fileName == "DejaVuSans-Bold.ttf")
  }

  /// The second file of an entry is used when the first is missing, with a warning.
  @Test(
    .enabled(
      if: SubstituteFaceTests.hasLiberation,
      "neither fonts-liberation2 nor fonts-liberation is installed"))
  func theNextFileStandsInForAMissingFirst() throws {
    let fonts = try folder(Self.core + ["LiberationSans-Regular.ttf"])
    defer { fonts.remove() }
    let registry = fonts.registry()
    let face = try #require(try registry.substituteFace(for: "Helvetica"))
    #expect(face.fileName == "LiberationSans-Regular.ttf")
    #expect(registry.substitutionWarnings.count == 1)
    #expect(registry.substitutionWarnings[0].contains("fonts-texgyre"))
    #expect(try registry.substituteFace(for: "Arial") === face)
    #expect(registry.substitutionWarnings.count == 1)
    // A stand-in is not known by its own name until registered, whatever drew with it.
    #expect(throws: FontError.self) { try registry.face(named: "Liberation Sans") }
    #expect(try registry.register(fileAt: face.filePath) === face)
    #expect(try registry.face(named: "Liberation Sans") === face)
  }

  /// With Liberation 1.x and 2.x both installed, every machine draws with 2.x.
  @Test(
    .enabled(
      if: SubstituteFaceTests.hasLiberation,
      "neither fonts-liberation2 nor fonts-liberation is installed"))
  func thePreferredFolderWins() throws {
    let fonts = try FontFolder()
    defer { fonts.remove() }
    try fonts.link("LiberationSans-Regular.ttf", in: "liberation")
    try fonts.link("LiberationSans-Regular.ttf", in: "liberation2")
    let file = try #require(FontSubstitution.file(named: "LiberationSans-Regular.ttf"))
    #expect(fonts.registry().locate(file) == fonts.path + "/liberation2/LiberationSans-Regular.ttf")
    let plain = FontFile("LiberationSans-Regular.ttf", package: "p", cask: nil)
    #expect(fonts.registry().locate(plain) == fonts.path + "/liberation/LiberationSans-Regular.ttf")
  }

  @Test func unknownNamesAndNoFontsAtAll() throws {
    let fonts = try FontFolder()
    defer { fonts.remove() }
    let registry = fonts.registry()
    #expect(try registry.substituteFace(for: "NoSuchFont-Regular") == nil)
    #expect(throws: FontError.self) { try registry.substituteFace(for: "Arial") }
    do {
      _ = try registry.substituteFace(for: "Arial")
    } catch {
      #expect(error.description.contains("fonts-dejavu-core"))
    }
  }

  /// A thin face draws fewer ink pixels, and less ink, than the regular one.
  @Test(.enabled(if: SubstituteFaceTests.hasExtra, "fonts-dejavu-extra is not installed"))
  func thinDrawsLessInkThanRegular() throws {
    let regular = try ink(Font.systemFont(ofSize: 24))
    let light = try ink(Font(face: FontRegistry.shared.systemFace(FontStyle(.light)), size: 24))
    #expect(light.pixels < regular.pixels)
    #expect(light.darkness * 10 < regular.darkness * 8)
    let thinFace = try #require(try FontRegistry.shared.substituteFace(for: "HelveticaNeue-Thin"))
    let neueFace = try #require(try FontRegistry.shared.substituteFace(for: "HelveticaNeue"))
    let thin = try ink(Font(face: thinFace, size: 24))
    let neue = try ink(Font(face: neueFace, size: 24))
    print(
      "ink at 24 pt, pixels darker than mid grey / summed darkness: DejaVu Sans \(regular), "
        + "ExtraLight \(light); \(neueFace.fileName) \(neue), \(thinFace.fileName) \(thin)")
    #expect(thin.pixels < neue.pixels)
    #expect(thin.darkness * 10 < neue.darkness * 8)
  }

  /// Pixels darker than mid grey, and the summed darkness of all pixels, of a pangram.
  private func ink(_ font: Font) throws -> (pixels: Int, darkness: Int) {
    let picture = try TextTestSupport.render(width: 240, height: 40) { canvas in
      canvas.drawText(
        "Hamburgefonstiv 0123", at: Point(x: 4, y: 4), attributes: TextAttributes(font: font))
    }
    var pixels = 0
    var darkness = 0
    for y in 0..<picture.height {
      for x in 0..<picture.width {
        let value = Int(picture[x, y].green)
        darkness += 255 - value
        if value < 128 { pixels += 1 }
      }
    }
    return (pixels, darkness)
  }
}
