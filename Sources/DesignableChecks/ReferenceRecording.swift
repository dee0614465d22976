/// When a snapshot's reference is written: swift-snapshot-testing's four record modes, under
/// the names its `SNAPSHOT_TESTING_RECORD` variable uses, for code that runs outside a test
/// (the command line) as well as inside one.
///
/// - `all`: every reference is written, even one within tolerance when its pixels differ.
/// - `missing`: only a missing reference is written.
/// - `failed`: a missing reference, and one the picture does not match, are written.
/// - `never`: nothing is written; a missing reference fails.
public enum ReferenceRecording: String, Sendable, CaseIterable {
  case all, missing, failed, never

  /// The mode this process's environment sets, as ``resolve(lookup:)`` reads it.
  public static var current: ReferenceRecording { resolve(lookup: ProcessEnvironment.value) }

  /// What set ``current``, in words for a message.
  public static var currentSource: String { source(lookup: ProcessEnvironment.value) }

  /// The mode an environment sets: the `SNAPSHOT_TESTING_RECORD` variable (`all`, `missing`,
  /// `failed`, `never`); `never` when `CI` is `true` or `1`, so that a missing reference
  /// fails on CI instead of being recorded silently; `missing` otherwise.
  /// - Parameter lookup: a variable's value by name, `nil` when it is not set.
  public static func resolve(lookup: (String) -> String?) -> ReferenceRecording {
    if let value = lookup("SNAPSHOT_TESTING_RECORD"), let mode = Self(rawValue: value) {
      return mode
    }
    if let ci = lookup("CI")?.lowercased(), ci == "true" || ci == "1" { return .never }
    return .missing
  }

  /// What set the mode ``resolve(lookup:)`` gives, in words for a failure message: the
  /// environment variable, `CI`, or the default.
  public static func source(lookup: (String) -> String?) -> String {
    if let value = lookup("SNAPSHOT_TESTING_RECORD"), ReferenceRecording(rawValue: value) != nil {
      return "the environment variable SNAPSHOT_TESTING_RECORD=\(value)"
    }
    if let value = lookup("CI"), value.lowercased() == "true" || value == "1" {
      return "CI=\(value), which turns recording off unless "
        + "SNAPSHOT_TESTING_RECORD says otherwise"
    }
    return "the default"
  }
}
