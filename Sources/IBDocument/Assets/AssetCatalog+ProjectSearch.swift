import Foundation

extension AssetCatalog {
  /// The entries whose presence makes a folder a project's root: the search for catalogs
  /// beside a document goes no higher.
  static func isProjectRoot(_ entries: [String]) -> Bool {
    entries.contains {
      $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj")
        || $0.hasSuffix(".xcworkspace")
    }
  }

  /// The `.xcassets` folders directly inside `folder` and its parent folders, nearest first.
  ///
  /// The search lists at most `levels` parents, one folder at a time and never recursively:
  /// it stops after a project's root (a folder holding `Package.swift`, an `.xcodeproj`, an
  /// `.xcworkspace` or `.git`), at the file system's root, and, when `folder` lies inside
  /// `boundary` (the current directory), at `boundary`. Folders that cannot be listed are
  /// passed over.
  /// - Parameters:
  ///   - folder: The document's folder; empty for the current directory.
  ///   - levels: How many parent folders may be searched above `folder`.
  ///   - boundary: A folder the search does not go above when it starts inside it.
  /// - Complexity: O(levels × entries of a folder).
  public static func discoverInProject(
    near folder: String, levels: Int = 4, boundary: String? = nil
  ) -> [String] {
    var current = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
    let limit = boundary.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let inside = limit.map { current.path == $0 || current.path.hasPrefix($0 + "/") } ?? false
    var found: [String] = []
    for _ in 0...max(levels, 0) {
      let entries = ((try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? [])
        .sorted()
      for entry in entries where entry.hasSuffix(".xcassets") {
        found.append(current.appendingPathComponent(entry).path)
      }
      let parent = current.deletingLastPathComponent()
      if isProjectRoot(entries) || parent.path == current.path { break }
      if inside, current.path == limit { break }
      current = parent
    }
    return found
  }
}
