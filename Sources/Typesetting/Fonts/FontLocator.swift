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
    return result
  }

  /// The entries of a colon-separated path list such as `DESIGNABLE_FONT_PATH`.
  static func splitPathList(_ value: String?) -> [String] {
    (value ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
  }

  /// The first file named `fileName` found under the search paths, or `nil`.
  func locate(fileName: String) -> String? {
    let files = FileManager.default
    for entry in searchPaths {
      var isDirectory: ObjCBool = false
      guard files.fileExists(atPath: entry, isDirectory: &isDirectory) else { continue }
      if !isDirectory.boolValue {
        if entry.split(separator: "/").last.map(String.init) == fileName { return entry }
        continue
      }
      if let found = search(entry, fileName: fileName, depth: 0) { return found }
    }
    return nil
  }

  private func search(_ directory: String, fileName: String, depth: Int) -> String? {
    let files = FileManager.default
    let direct = directory + "/" + fileName
    if files.fileExists(atPath: direct) { return direct }
    guard depth < FontLocator.maximumDepth,
      let entries = try? files.contentsOfDirectory(atPath: directory)
    else { return nil }
    for entry in entries.sorted() where !entry.hasPrefix(".") {
      let child = directory + "/" + entry
      var isDirectory: ObjCBool = false
      guard files.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue
      else { continue }
      if let found = search(child, fileName: fileName, depth: depth + 1) { return found }
    }
    return nil
  }
}
