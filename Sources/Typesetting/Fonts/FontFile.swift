/// A font file that a substitution draws with, and where users get it.
public struct FontFile: Hashable, Sendable {
  /// The file's name, as the package installs it (for example `LiberationSans-Regular.ttf`).
  public let fileName: String
  /// The Debian/Ubuntu package that installs it.
  public let package: String
  /// The Homebrew cask that installs the family on macOS, when one exists.
  public let cask: String?
  /// A folder name preferred when several installed packages hold a file of this name
  /// (`liberation2` for Liberation 2.x over 1.x), so every machine picks the same file.
  public let preferredFolder: String?

  public init(_ fileName: String, package: String, cask: String?, preferredFolder: String? = nil) {
    self.fileName = fileName
    self.package = package
    self.cask = cask
    self.preferredFolder = preferredFolder
  }

  /// How to install the file, for messages: the apt line and the Homebrew cask.
  public var installHint: String {
    let mac = cask.map { "; macOS: brew install --cask \($0)" } ?? ""
    return "Debian/Ubuntu: apt-get install \(package)\(mac)"
  }
}
