import Foundation
import Raster
import Testing

@testable import Typesetting

/// The table of iOS fonts and their free stand-ins, and how the registry finds them.
@Suite struct FontSubstitutionTests {
  @Test(arguments: [
    ("HelveticaNeue-Thin", "Inter-ExtraLight.otf"),
    ("Helvetica Neue Thin", "Inter-ExtraLight.otf"),
    ("helveticaneue-ultralight", "Inter-Thin.otf"),
    ("HelveticaNeue-Light", "Inter-Light.otf"),
    ("HelveticaNeue", "texgyreheros-regular.otf"),
    ("Helvetica Neue", "texgyreheros-regular.otf"),
    ("Helvetica-Bold", "texgyreheros-bold.otf"),
    ("Arial", "LiberationSans-Regular.ttf"),
    ("Arial-BoldMT", "LiberationSans-Bold.ttf"),
    ("Times New Roman", "LiberationSerif-Regular.ttf"),
    ("Times-Roman", "texgyretermes-regular.otf"),
    ("CourierNewPSMT", "LiberationMono-Regular.ttf"),
    ("Courier", "texgyrecursor-regular.otf"),
    ("Menlo-Regular", "DejaVuSansMono.ttf"),
    ("Menlo-Bold", "DejaVuSansMono-Bold.ttf"),
    ("Palatino-Roman", "texgyrepagella-regular.otf"),
    ("Avenir-Heavy", "Inter-ExtraBold.otf"),
    ("AvenirNext-DemiBold", "Inter-SemiBold.otf"),
    ("Georgia", "DejaVuSerif.ttf"),
  ])
  func namesMapToTheirStandIn(name: String, file: String) throws {
    let entry = try #require(FontSubstitution.substitute(for: name))
    #expect(entry.files.first?.fileName == file)
  }

  @Test func unknownNamesHaveNoSubstitute() {
    let long = String(repeating: "Helvetica", count: 100_000)
    for name in [
      "NoSuchFont-Regular", "", "Helvetica Neue Extra Wide", "Menl", "🙂", "Arial\u{0}", long,
    ] {
      #expect(FontSubstitution.substitute(for: name) == nil, "\(name)")
    }
  }

  /// Clones and Liberation keep iOS metrics; the light weights of Helvetica Neue do not.
  @Test func metricCompatibilityIsStated() throws {
    for name in ["Arial", "Helvetica", "Times New Roman", "Courier New", "Menlo", "Palatino"] {
      #expect(try #require(FontSubstitution.substitute(for: name)).isMetricCompatible, "\(name)")
    }
    for name in ["HelveticaNeue-Thin", "Avenir-Book", "Georgia"] {
      #expect(try #require(FontSubstitution.substitute(for: name)).isMetricCompatible == false)
    }
  }

  /// Every light name falls back to a light face, every bold one to a bold face.
  @Test func fallbacksKeepTheWeight() {
    for entry in FontSubstitution.table {
      for name in entry.names {
        let lowered = name.lowercased()
        let isLight = ["thin", "light"].contains { lowered.contains($0) }
        let isBold = ["bold", "heavy", "black"].contains { lowered.contains($0) }
        if isLight { #expect(entry.fallback.weight == .light, "\(name)") }
        if isBold { #expect(entry.fallback.weight == .bold, "\(name)") }
        let isItalic = ["italic", "oblique"].contains { lowered.contains($0) }
        #expect(entry.fallback.isItalic == isItalic, "\(name)")
      }
    }
  }

  /// No name is claimed by two entries (the first would silently win).
  @Test func everyNameIsInOneEntry() {
    var seen: Set<String> = []
    for name in FontSubstitution.table.flatMap(\.names) {
      #expect(seen.insert(FontSubstitution.key(name)).inserted, "\(name)")
    }
  }

  @Test(arguments: [
    (-0.8, FontStyle.Weight.light), (-0.6, .light), (-0.4, .light), (-0.1, .regular),
    (0, .regular), (0.23, .regular), (0.3, .bold), (0.4, .bold), (0.56, .bold), (0.62, .bold),
    (Double.nan, .regular), (-Double.infinity, .light), (Double.infinity, .bold),
  ])
  func uiKitWeightsFallInClasses(weight: Double, expected: FontStyle.Weight) {
    #expect(FontStyle(uiKitWeight: weight).weight == expected)
  }

  @Test func systemFontFiles() {
    let files = { (style: FontStyle) in FontSubstitution.systemFiles(style).map(\.fileName) }
    #expect(files(.regular) == ["DejaVuSans.ttf"])
    #expect(files(.bold) == ["DejaVuSans-Bold.ttf"])
    #expect(files(FontStyle(.light)) == ["DejaVuSans-ExtraLight.ttf"])
    #expect(files(FontStyle(.regular, italic: true)) == ["DejaVuSans-Oblique.ttf"])
    #expect(files(FontStyle(.bold, italic: true)) == ["DejaVuSans-BoldOblique.ttf"])
  }

  /// Scripts/install-system-packages.sh installs every package the table names.
  @Test func theInstallScriptInstallsEveryPackage() throws {
    let script = try String(
      contentsOfFile: FontFolder.repositoryRoot() + "/Scripts/install-system-packages.sh",
      encoding: .utf8)
    let lines = script.split(separator: "\n")
    let required = try #require(lines.first { $0.hasPrefix("apt_packages=(") })
    let optional = try #require(lines.first { $0.hasPrefix("apt_font_packages=(") })
    let packages = Set(
      (required.dropFirst(14) + " " + optional.dropFirst(19)).split {
        " ()".contains($0)
      }.map(String.init))
    #expect(packages.contains("fonts-dejavu-core") && required.contains(" fonts-dejavu-core"))
    let casks = try #require(lines.first { $0.hasPrefix("brew_casks=") })
    let styles = [FontStyle.Weight.light, .regular, .bold].flatMap {
      [FontStyle($0), FontStyle($0, italic: true)]
    }
    let files =
      FontSubstitution.table.flatMap(\.files) + styles.flatMap(FontSubstitution.systemFiles)
    for file in files {
      #expect(packages.contains(file.package), "\(file.package)")
      if let cask = file.cask { #expect(casks.contains(cask), "\(cask)") }
      #expect(FontSubstitution.file(named: file.fileName) != nil)
    }
  }
}
