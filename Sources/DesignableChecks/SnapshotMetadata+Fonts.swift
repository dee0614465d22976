internal import Typesetting

extension SnapshotMetadata {
  /// A sentence naming the font files a reference was drawn with that this picture was
  /// not, with the package that installs each one this machine lacks; empty when none.
  ///
  /// - Parameters:
  ///   - stored: the reference's ``fonts``: `file hash` entries separated by `, `.
  ///   - now: the current picture's ``fonts``.
  ///   - isInstalled: whether a font file of `FontSubstitution`'s is installed here.
  static func missingFontsNote(
    stored: String, now: String, isInstalled: (String) -> Bool = isInstalledHere
  ) -> String {
    let current = Set(fileNames(now))
    var missing: [String] = []
    for name in fileNames(stored) where !current.contains(name) {
      if let file = FontSubstitution.file(named: name), !isInstalled(name) {
        missing.append("\(name) (not installed here: \(file.installHint))")
      } else {
        missing.append(name)
      }
    }
    guard !missing.isEmpty else { return "" }
    return " Fonts the reference used and this picture did not: "
      + missing.joined(separator: ", ") + "; a font that is not installed is drawn with a "
      + "stand-in."
  }

  /// Whether the shared registry finds the font file `name` of `FontSubstitution`'s.
  static func isInstalledHere(_ name: String) -> Bool {
    FontSubstitution.file(named: name).flatMap { FontRegistry.shared.locate($0) } != nil
  }

  /// The file names of a ``fonts`` text.
  static func fileNames(_ fonts: String) -> [String] {
    fonts.split(separator: ",").compactMap { entry in
      entry.split(separator: " ").first.map(String.init)
    }
  }
}
