/// One `.xib` of a target: its path, as diagnostics name it, and its XML text, which the
/// generated registrations embed so that code loading the nib by name finds it.
public struct NibSource: Sendable {
  public let path: String
  public let text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// The name code loads it by: the file name without its extension.
  var name: String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot > file.startIndex else { return file }
    return String(file[..<dot])
  }
}
