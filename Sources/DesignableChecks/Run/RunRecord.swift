import Foundation

/// One line of a run part: a JSON object with exactly one of its fields set.
///
/// A part (`<artifacts>/runs/<run>/<part>.jsonl`) starts with a `part` line, has one
/// `snapshot` or `check` line per outcome (and an `ownerLearnt` line once the first XCTest
/// case's class is known), and ends with an `end` line written when its process exits
/// normally. Lines are only ever appended.
public struct RunRecord: Equatable, Sendable, Codable {
  public var part: RunPartHeader?
  public var snapshot: SnapshotOutcome?
  public var check: CheckReport?
  public var end: RunPartEnd?
  /// The test that snapshots written before it was known belong to (the first XCTest case
  /// of a process, whose class is learnt when it finishes).
  public var ownerLearnt: OwnerLearnt?

  public init(
    part: RunPartHeader? = nil, snapshot: SnapshotOutcome? = nil, check: CheckReport? = nil,
    end: RunPartEnd? = nil, ownerLearnt: OwnerLearnt? = nil
  ) {
    self.part = part
    self.snapshot = snapshot
    self.check = check
    self.end = end
    self.ownerLearnt = ownerLearnt
  }

  /// Snapshots of the owner `placeholder` (an id without the test's class) belong to `owner`.
  public struct OwnerLearnt: Equatable, Sendable, Codable {
    public var placeholder: String
    public var owner: SnapshotOwner

    public init(placeholder: String, owner: SnapshotOwner) {
      self.placeholder = placeholder
      self.owner = owner
    }
  }
}

/// The first line of a part: which run and process it belongs to.
public struct RunPartHeader: Equatable, Sendable, Codable {
  /// The part format's version.
  public var version = 2
  /// The run's identity, shared by every part of one run.
  public var runID: String
  /// Where the identity came from, in words.
  public var runIDSource: String
  /// Whether the identity joins several processes (false: this process is a run alone).
  public var isSharedIdentity: Bool
  /// Runs in one artifacts folder count up; parts of one run share the number.
  public var sequence: Int
  /// When the process started its part (ISO 8601, the machine's clock).
  public var started: String
  public var host: String
  public var pid: Int32
  /// `XCTest`, `Swift Testing` or the executable's name.
  public var role: String
  public var arguments: [String]
  /// Why only some tests ran, or `nil`.
  public var filter: String?
  /// The shard this process verified, or `nil` when it verified every cell.
  public var shard: SnapshotShard?
  /// The artifacts folder as the process named it, so that pictures can be found after the
  /// folder moved (downloaded from CI).
  public var artifactsFolder: String
  /// The runners the run starts (`XCTest`, `Swift Testing`), when `swift test` started the
  /// process; `nil` when that is not known.
  public var expectedRoles: [String]?

  public init(
    runID: String, runIDSource: String, isSharedIdentity: Bool, sequence: Int, started: String,
    host: String, pid: Int32, role: String, arguments: [String], filter: String?,
    shard: SnapshotShard?, artifactsFolder: String, expectedRoles: [String]? = nil
  ) {
    self.runID = runID
    self.runIDSource = runIDSource
    self.isSharedIdentity = isSharedIdentity
    self.sequence = sequence
    self.started = started
    self.host = host
    self.pid = pid
    self.role = role
    self.arguments = arguments
    self.filter = filter
    self.shard = shard
    self.artifactsFolder = artifactsFolder
    self.expectedRoles = expectedRoles
  }
}

/// The last line of a part, written when its process exits normally.
public struct RunPartEnd: Equatable, Sendable, Codable {
  public var finished: String
  /// How many snapshot and check lines the part holds.
  public var snapshots: Int
  public var checks: Int

  public init(finished: String, snapshots: Int, checks: Int) {
    self.finished = finished
    self.snapshots = snapshots
    self.checks = checks
  }
}

extension RunRecord {
  /// How a record spells numbers JSON cannot hold (an infinite or NaN tolerance): as the
  /// strings `inf`, `-inf` and `nan`, both ways.
  enum NonFiniteNumbers {
    static let encoding = JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    static let decoding = JSONDecoder.NonConformingFloatDecodingStrategy.convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
  }
}
