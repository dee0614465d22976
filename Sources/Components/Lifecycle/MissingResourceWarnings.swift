import Foundation

/// Warnings on standard error that an image or colour a component asked for by name was not
/// found: on iOS it is in the app, and here it reaches the bundle only as one of the target's
/// resources, so a component that unwraps it stops the process with nothing but the line of
/// the unwrap. Each name is told once per process; the checker's report of a crash quotes
/// the last one.
package enum MissingResourceWarnings {
  private static let warned = WarnedNames()
  private static let marker = " found nothing (searched "

  /// Says that `call` (`UIImage(named: "logo")`) found nothing in `folders`, the resource
  /// folders searched.
  package static func warnOnce(_ call: String, searched folders: [String]) {
    guard warned.insert(call) else { return }
    FileHandle.standardError.write(Data(message(call, searched: folders).utf8))
  }

  /// The warning's line: what found nothing, where it looked (three folders at most), and
  /// how to make it found.
  package static func message(_ call: String, searched folders: [String]) -> String {
    let shown = folders.prefix(3).joined(separator: ", ")
    let more = folders.count > 3 ? " and \(folders.count - 3) more" : ""
    return "warning: \(call)\(marker)\(shown.isEmpty ? "no folder" : shown)\(more));"
      + " a component that unwraps it stops here. On Linux an image or colour reaches the"
      + " bundle only as a resource of its target: add the files or the asset catalog to"
      + " `resources:` (`.process(\"Assets.xcassets\")`), or register a folder with"
      + " ImageCatalog.shared.addFolder(_:) or a catalog with AssetCatalog(path:).register()\n"
  }

  /// The call a warning's line names (`UIImage(named: "logo")`); `nil` for any other line.
  package static func call(inWarning line: Substring) -> Substring? {
    let prefix = "warning: "
    guard line.hasPrefix(prefix), let end = line.range(of: marker) else { return nil }
    return line[line.index(line.startIndex, offsetBy: prefix.count)..<end.lowerBound]
  }
}

/// Names warned about, shared by every thread of the process.
private final class WarnedNames: @unchecked Sendable {
  private let lock = NSLock()
  private var names: Set<String> = []

  /// Adds `name`; whether it was not there yet.
  func insert(_ name: String) -> Bool {
    lock.withLock { names.insert(name).inserted }
  }
}
