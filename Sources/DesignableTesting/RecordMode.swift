import DesignableChecks
import Foundation
@_spi(Internals) import SnapshotTesting

/// Which record mode applies to an assertion, resolved as swift-snapshot-testing does,
/// with one difference: on CI (`CI=true`) the default is `.never`, so that a missing
/// reference fails instead of being recorded silently.
///
/// In order: the assertion's `record:` argument; the mode set by `withSnapshotTesting` or
/// the `.snapshots(record:)` trait; the `SNAPSHOT_TESTING_RECORD` environment variable
/// (`all`, `missing`, `failed`, `never`); `.never` when `CI` is `true` or `1`; `.missing`.
/// The last three are ``ReferenceRecording``'s, which the command line uses too.
public enum RecordMode {
  public static func resolve(
    _ explicit: SnapshotTestingConfiguration.Record?, environment: [String: String]
  ) -> SnapshotTestingConfiguration.Record {
    resolve(explicit, lookup: { environment[$0] })
  }

  /// The mode ``resolve(_:environment:)`` gives for this process's environment, read one
  /// variable at a time.
  public static func resolve(_ explicit: SnapshotTestingConfiguration.Record?)
    -> SnapshotTestingConfiguration.Record
  {
    resolve(explicit, lookup: ProcessEnvironment.value)
  }

  private static func resolve(
    _ explicit: SnapshotTestingConfiguration.Record?, lookup: (String) -> String?
  ) -> SnapshotTestingConfiguration.Record {
    if let explicit { return explicit }
    if let configured = SnapshotTestingConfiguration.current?.record { return configured }
    return record(ReferenceRecording.resolve(lookup: lookup))
  }

  /// What set the mode ``resolve(_:environment:)`` gives, in words for a failure message:
  /// the argument, `withSnapshotTesting` or the trait, the environment variable, `CI`, or
  /// the default.
  public static func source(
    _ explicit: SnapshotTestingConfiguration.Record?, environment: [String: String]
  ) -> String {
    source(explicit, lookup: { environment[$0] })
  }

  /// What set the mode ``resolve(_:)`` gives, for this process's environment.
  public static func source(_ explicit: SnapshotTestingConfiguration.Record?) -> String {
    source(explicit, lookup: ProcessEnvironment.value)
  }

  private static func source(
    _ explicit: SnapshotTestingConfiguration.Record?, lookup: (String) -> String?
  ) -> String {
    if explicit != nil { return "the assertion's record: argument" }
    if SnapshotTestingConfiguration.current?.record != nil {
      return "withSnapshotTesting(record:) or the .snapshots(record:) trait"
    }
    return ReferenceRecording.source(lookup: lookup)
  }

  /// The name of the mode that applies now, with no argument given.
  public static var currentName: String { name(resolve(nil)) }

  /// The mode's name as the environment variable spells it.
  public static func name(_ record: SnapshotTestingConfiguration.Record) -> String {
    recording(record).rawValue
  }

  /// The mode as the checks module spells it.
  public static func recording(_ record: SnapshotTestingConfiguration.Record)
    -> ReferenceRecording
  {
    switch record {
    case .all: .all
    case .failed: .failed
    case .never: .never
    default: .missing
    }
  }

  /// The checks module's mode as swift-snapshot-testing spells it.
  public static func record(_ recording: ReferenceRecording) -> SnapshotTestingConfiguration.Record
  {
    switch recording {
    case .all: .all
    case .failed: .failed
    case .never: .never
    case .missing: .missing
    }
  }
}
