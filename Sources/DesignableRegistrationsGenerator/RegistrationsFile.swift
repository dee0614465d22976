import Foundation

/// The generated file on disk: rewritten only when its text changes, so an unchanged
/// target is not compiled again, and replaced whole, never left half written.
public enum RegistrationsFile {
  /// Writes `text` to `path` unless the file already holds exactly `text`.
  ///
  /// - Returns: whether the file was written.
  /// - Throws: the file system's error when the file cannot be written; the old file stays.
  @discardableResult
  public static func write(_ text: String, to path: String) throws -> Bool {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: path) == data { return false }
    try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    return true
  }
}
