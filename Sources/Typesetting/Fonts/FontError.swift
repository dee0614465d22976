/// Why a font could not be found, read or used.
///
/// Each case carries the facts; `description` says what was expected, what was found and
/// what to do about it.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadableFile(path: String, reason: String)
  /// The file does not start like a TrueType, OpenType or TrueType collection file.
  case notAFont(path: String, found: String)
  /// A table of the font lies (partly) beyond the end of the file.
  case truncated(path: String, table: String, tableEnd: Int, fileSize: Int)
  /// FreeType or HarfBuzz refused the file.
  case unusable(path: String, reason: String)
  /// A default font file is not in any searched folder.
  case defaultFontNotFound(fileName: String, searched: [String])
  /// No registered font has this name.
  case noFontNamed(String, registered: [String])

  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "Cannot read the font file \(path): \(reason)."
    case .notAFont(let path, let found):
      return "\(path) is not a font: expected a TrueType or OpenType file (starting with "
        + "00 01 00 00, 'true', 'OTTO' or 'ttcf'), found \(found). Pass a .ttf or .otf file."
    case .truncated(let path, let table, let end, let size):
      return "The font file \(path) is truncated: table '\(table)' ends at byte \(end), but "
        + "the file has \(size) bytes. Use a complete copy of the font."
    case .unusable(let path, let reason):
      return "The font file \(path) cannot be used: \(reason). Pass a valid .ttf or .otf file."
    case .defaultFontNotFound(let fileName, let searched):
      let folders = searched.isEmpty ? "no folders" : searched.joined(separator: ", ")
      return "The default font \(fileName) was not found (searched \(folders)). Install it "
        + "(Debian/Ubuntu: apt-get install fonts-dejavu-core; macOS: brew install --cask "
        + "font-dejavu), set \(FontRegistry.environmentVariable) to a folder holding it, or "
        + "call FontRegistry.shared.register(fileAt:) with the file."
    case .noFontNamed(let name, let registered):
      let known = registered.isEmpty ? "none" : registered.joined(separator: ", ")
      return "No font named '\(name)' is registered (registered: \(known)). Call "
        + "FontRegistry.shared.register(fileAt:) with its .ttf or .otf file first."
    }
  }
}
