import ImageDiff

/// What happened to one snapshot: the run summary's entry and the source of the failure
/// message.
public struct SnapshotOutcome: Equatable, Sendable, Codable {
  public enum Status: String, Equatable, Sendable, Codable {
    /// The picture matches its reference within the tolerance.
    case passed
    /// The picture does not match, or the reference is missing or unreadable and was not
    /// recorded.
    case failed
    /// A reference was written (missing, or recording was on and it did not match).
    case recorded
    /// The snapshot belongs to another shard (``SnapshotShard``) and was not verified here;
    /// never part of a run's record.
    case skipped
  }

  /// The snapshot's name, also its file name without `.png`.
  public var name: String
  /// The group the snapshot belongs to: the test file's name.
  public var group: String
  public var status: Status
  /// The reference PNG.
  public var referencePath: String
  /// The picture this run drew, written when the snapshot failed or was not recorded.
  public var actualPath: String?
  /// The diff picture, written when the snapshot failed.
  public var diffPath: String?
  /// The comparison's numbers, when there was a reference to compare with.
  public var result: DiffResult?
  /// The tolerances applied.
  public var options: DiffOptions
  /// Why it failed or what was recorded; `nil` when it passed.
  public var message: String?
  /// Something to know even when it passed: the view drew itself at another size than the
  /// one asked for (the picture, and its name, do not show the size asked for), or it took
  /// seconds to build and draw.
  public var warning: String? = nil
  /// The test that asked for the snapshot, so that the union of a run's parts can tell two
  /// test processes sharing a reference; `nil` in records older versions wrote.
  public var owner: SnapshotOwner? = nil
  /// Seconds spent reading and decoding the reference, and comparing.
  public var decodeSeconds: Double
  public var compareSeconds: Double
}

extension DiffOptions {
  /// The tolerances in words, for failure messages: "exact", or each tolerance set.
  public var summary: String {
    var parts: [String] = []
    if channelTolerance > 0 { parts.append("channel difference ≤ \(channelTolerance)") }
    if let perceptualTolerance { parts.append("ΔE00 ≤ \(perceptualTolerance)") }
    if let yiqThreshold { parts.append("YIQ threshold \(yiqThreshold)") }
    switch allowedDifferingPixels {
    case .count(let count) where count > 0: parts.append("up to \(count) differing pixels")
    case .ratio(let ratio) where ratio > 0: parts.append("up to \(ratio * 100)% differing pixels")
    default: break
    }
    if ignoresAntialiasing { parts.append("anti-aliasing ignored") }
    if !ignoredRegions.isEmpty { parts.append("\(ignoredRegions.count) regions ignored") }
    return parts.isEmpty ? "exact" : parts.joined(separator: ", ")
  }
}
