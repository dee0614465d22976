/// The table of iOS fonts and the free fonts from Debian packages that stand in for them.
///
/// Metric-compatible stand-ins come first where one exists: Liberation Sans, Serif and
/// Mono have the advance widths of Arial, Times New Roman and Courier New; TeX Gyre Heros,
/// Termes, Cursor and Pagella are clones of Helvetica, Times, Courier and Palatino; Menlo
/// derives from DejaVu Sans Mono. Fonts with no free metric-compatible clone (the light and
/// medium weights of Helvetica Neue, Avenir, Avenir Next) get the closest weight of Inter,
/// and Georgia and Verdana the DejaVu faces of similar proportions.
///
/// The system font stays DejaVu Sans: regular and medium weights draw DejaVu Sans, semibold
/// and heavier DejaVu Sans Bold, `ultraLight` to `light` DejaVu Sans ExtraLight, italics the
/// Oblique faces. Names are matched ignoring case, spaces, hyphens and underscores, so
/// `HelveticaNeue-Thin` and `Helvetica Neue Thin` are one font.
public enum FontSubstitution {
  /// The faces of the system font by style, best first.
  public static func systemFiles(_ style: FontStyle) -> [FontFile] {
    switch (style.weight, style.isItalic) {
    case (.light, _): [dejaVuExtra("DejaVuSans-ExtraLight.ttf")]
    case (.regular, false): [dejaVuCore("DejaVuSans.ttf")]
    case (.bold, false): [dejaVuCore("DejaVuSans-Bold.ttf")]
    case (.regular, true): [dejaVuExtra("DejaVuSans-Oblique.ttf")]
    case (.bold, true): [dejaVuExtra("DejaVuSans-BoldOblique.ttf")]
    }
  }

  /// The style of the system font whose face has the PostScript name `postScriptName`
  /// (`DejaVuSans-ExtraLight` is light), or `nil` for another name.
  public static func systemStyle(forPostScriptName postScriptName: String) -> FontStyle? {
    let styles = [FontStyle.Weight.light, .regular, .bold].flatMap {
      [FontStyle($0), FontStyle($0, italic: true)]
    }
    return styles.first { style in
      systemFiles(style).contains {
        $0.fileName.split(separator: ".").first == Substring(postScriptName)
      }
    }
  }

  /// The substitute for `name`, or `nil` when the table does not know it.
  public static func substitute(for name: String) -> FontSubstitute? {
    byKey[key(name)]
  }

  /// The package that installs a file of the table, for messages about a missing file.
  public static func file(named fileName: String) -> FontFile? {
    let all =
      table.flatMap(\.files)
      + [FontStyle.Weight.light, .regular, .bold]
      .flatMap { [systemFiles(FontStyle($0)), systemFiles(FontStyle($0, italic: true))] }
      .flatMap { $0 }
    return all.first { $0.fileName == fileName }
  }

  /// `name` folded for matching: lower case, without spaces, hyphens or underscores.
  static func key(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
  }

  private static let byKey: [String: FontSubstitute] = {
    var result: [String: FontSubstitute] = [:]
    for entry in table {
      for name in entry.names where result[key(name)] == nil { result[key(name)] = entry }
    }
    return result
  }()

  /// Every substitute, grouped by iOS family.
  public static let table: [FontSubstitute] =
    helveticaNeue + helvetica + arial + times + courier + menlo + palatino + avenir
    + avenirNext + georgia + verdana

  // MARK: Packages

  static func dejaVuCore(_ file: String) -> FontFile {
    FontFile(file, package: "fonts-dejavu-core", cask: "font-dejavu")
  }
  static func dejaVuExtra(_ file: String) -> FontFile {
    FontFile(file, package: "fonts-dejavu-extra", cask: "font-dejavu")
  }
  static func liberation(_ file: String) -> FontFile {
    FontFile(
      file, package: "fonts-liberation2", cask: "font-liberation", preferredFolder: "liberation2")
  }
  /// TeX Gyre's faces; Heros's cask holds its condensed faces (`heroscn`) too.
  static func texGyre(_ family: String, _ style: String) -> FontFile {
    let cask = "font-tex-gyre-" + (family == "heroscn" ? "heros" : family)
    return FontFile("texgyre\(family)-\(style).otf", package: "fonts-texgyre", cask: cask)
  }
  /// Inter's static faces; Homebrew's cask installs only the variable font, so no cask.
  static func inter(_ style: String) -> FontFile {
    FontFile("Inter-\(style).otf", package: "fonts-inter", cask: nil)
  }

  static func entry(
    _ names: [String], _ files: [FontFile], _ fallback: FontStyle, metric: Bool
  ) -> FontSubstitute {
    FontSubstitute(names: names, files: files, fallback: fallback, isMetricCompatible: metric)
  }

  static let light = FontStyle(.light)
  static let lightItalic = FontStyle(.light, italic: true)
  static let italic = FontStyle(.regular, italic: true)
  static let boldItalic = FontStyle(.bold, italic: true)
}
