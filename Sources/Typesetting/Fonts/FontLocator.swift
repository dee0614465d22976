import Foundation

/// Finds font files by file name in a list of folders, in a fixed order.
///
/// Folders are searched in the order given, each one first directly and then through its
/// subfolders (sorted by name, at most `maximumDepth` levels down), so the same folders
/// give the same file on every run. An entry that names a file is used when its last path
/// component is the file name asked for.
struct FontLocator: Sendable {
  /// How many folder levels below a search folder are looked at
  /// (`/usr/share/fonts/truetype/dejavu` is two below `/usr/share/fonts`).
  static let maximumDepth = 3

  /// The folders or files to search, in order.
  var searchPaths: [String]

  /// The folders where Linux distributions and Homebrew casks install fonts, for the
  /// current user's home folder.
  static var standardDirectories: [String] {
    let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
    var result = ["/usr/share/fonts", "/usr/local/share/fonts"]
    if !home.isEmpty {
      result += [home + "/.local/share/fonts", home + "/.fonts", home + "/Library/Fonts"]
    }
    result += ["/opt/homebrew/share/fonts", "/Library/Fonts"]
    // Debian's fonts-texgyre installs TeX Gyre under texmf, not under /usr/share/fonts.
    result.append("/usr/share/texmf/fonts/opentype")
    return result
  }

  /// The entries of a colon-separated path list such as `DESIGNABLE_FONT_PATH`.
  static func splitPathList(_ value: String?) -> [String] {
    (value ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
  }

  /// The first file named `fileName` found under the search paths, or `nil`; with
  /// `preferringFolder`, a file in a folder of that name wins over the others (Liberation
  /// 2.x in `liberation2` over 1.x in `liberation`, which share file names).
  func locate(fileName: String, preferringFolder folder: String? = nil) -> String? {
    if let folder,
      let preferred = locate(fileName: fileName, accepting: { $0.hasSuffix("/" + folder) })
    {
      return preferred
    }
    return locate(fileName: fileName, accepting: { _ in true })
  }

  private func locate(fileName: String, accepting: (String) -> Bool) -> String? {
    let files = FileManager.default
    for entry in searchPaths {
      var isDirectory: ObjCBool = false
      guard files.fileExists(atPath: entry, isDirectory: &isDirectory) else { continue }
      if !isDirectory.boolValue {
        let parent = (entry as NSString).deletingLastPathComponent
        if entry.split(separator: "/").last.map(String.init) == fileName, accepting(parent) {
          return entry
        }
        continue
      }
      if let found = search(entry, fileName: fileName, depth: 0, accepting: accepting) {
        return found
      }
    }
    return nil
  }

  private func search(
    _ directory: String, fileName: String, depth: Int, accepting: (String) -> Bool
  ) -> String? {
    let files = FileManager.default
    let direct = directory + "/" + fileName
    if accepting(directory), files.fileExists(atPath: direct) { return direct }
    guard depth < FontLocator.maximumDepth,
      let entries = try? files.contentsOfDirectory(atPath: directory)
    else { return nil }
    for entry in entries.sorted() where !entry.hasPrefix(".") {
      let child = directory + "/" + entry
      var isDirectory: ObjCBool = false
      guard files.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue
      else { continue }
      if let found = search(child, fileName: fileName, depth: depth + 1, accepting: accepting) {
        return found
      }
    }
    return nil
  }
}
