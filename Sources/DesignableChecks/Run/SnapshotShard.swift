import Foundation

/// The share of the snapshot cells this process verifies when a suite is split across
/// machines or processes.
///
/// A cell's shard comes from a stable hash of its reference `<group>/<name>`: the cells of
/// one call are dealt out in the order of their hashes (``SnapshotShard/buckets(of:count:)``),
/// so a shard's work depends neither on the order of the tests nor on which other tests exist. The shard comes from the environment, the first pair
/// set of:
///
/// - `DESIGNABLE_SHARD_COUNT` and `DESIGNABLE_SHARD_INDEX` (for a GitHub Actions matrix);
/// - Bazel's `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (the file `TEST_SHARD_STATUS_FILE` is
///   touched to tell Bazel that the test shards);
/// - Buildkite's `BUILDKITE_PARALLEL_JOB_COUNT` and `BUILDKITE_PARALLEL_JOB`;
/// - CircleCI's `CIRCLE_NODE_TOTAL` and `CIRCLE_NODE_INDEX`.
///
/// Indexes count from zero.
public struct SnapshotShard: Equatable, Sendable, Codable {
  /// This shard's index, `0..<count`.
  public var index: Int
  /// How many shards the suite is split into.
  public var count: Int
  /// The environment variables the shard came from.
  public var source: String

  public init(index: Int, count: Int, source: String) {
    self.index = index
    self.count = count
    self.source = source
  }

  /// The variable pairs read, count first, in order of precedence.
  public static let variables: [(count: String, index: String)] = [
    ("DESIGNABLE_SHARD_COUNT", "DESIGNABLE_SHARD_INDEX"),
    ("TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX"),
    ("BUILDKITE_PARALLEL_JOB_COUNT", "BUILDKITE_PARALLEL_JOB"),
    ("CIRCLE_NODE_TOTAL", "CIRCLE_NODE_INDEX"),
  ]

  /// The shard the environment names, or `nil` when no shard variable is set.
  /// - Throws: ``ShardError`` when a value is not a number, a pair is incomplete, the count
  ///   is not positive or the index is not below the count.
  public static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(ShardError) -> SnapshotShard? {
    for pair in variables {
      let count = environment[pair.count].flatMap { $0.isEmpty ? nil : $0 }
      let index = environment[pair.index].flatMap { $0.isEmpty ? nil : $0 }
      if count == nil && index == nil { continue }
      guard let countText = count else { throw .missing(pair.count, besides: pair.index) }
      guard let indexText = index else { throw .missing(pair.index, besides: pair.count) }
      guard let total = Int(countText.trimmingCharacters(in: .whitespaces)) else {
        throw .notANumber(pair.count, countText)
      }
      guard let position = Int(indexText.trimmingCharacters(in: .whitespaces)) else {
        throw .notANumber(pair.index, indexText)
      }
      guard total > 0 else { throw .countNotPositive(pair.count, total) }
      guard position >= 0, position < total else {
        throw .indexOutOfRange(pair.index, position, countVariable: pair.count, count: total)
      }
      if pair.count == "TEST_TOTAL_SHARDS" { touchStatusFile(environment) }
      return SnapshotShard(index: position, count: total, source: "\(pair.count)/\(pair.index)")
    }
    return nil
  }

  /// Whether this shard verifies the reference `group/name`.
  public func includes(group: String, name: String) -> Bool {
    Self.bucket(of: group + "/" + name, count: count) == index
  }

  /// The shard of a reference: 64-bit FNV-1a of its UTF-8 bytes, mixed by MurmurHash3's
  /// finalizer so that the low bits spread evenly, modulo `count`. The same on every
  /// platform and in every process (unlike `Hasher`, which is seeded per process).
  public static func bucket(of reference: String, count: Int) -> Int {
    Int(mixedHash(reference) % UInt64(max(count, 1)))
  }

  /// The shards of the references of one call (one test's matrix), dealt out in turn so
  /// that the call's cells split evenly: sorted by their hashes (then names), the first
  /// goes to its own ``bucket(of:count:)`` and each next one to the shard after. A call of
  /// one cell gets its bucket. What a cell gets depends only on the references of its own
  /// call, never on their order, on other calls or on other tests; hashing each cell alone
  /// would leave a suite of a few dozen cells up to a third off the mean.
  /// - Complexity: O(*n* log *n*) for *n* references.
  public static func buckets(of references: [String], count: Int) -> [Int] {
    let count = max(count, 1)
    let hashes = references.map(mixedHash)
    let order = references.indices.sorted {
      (hashes[$0], references[$0]) < (hashes[$1], references[$1])
    }
    guard let first = order.first else { return [] }
    let start = Int(hashes[first] % UInt64(count))
    var result = [Int](repeating: 0, count: references.count)
    for (rank, index) in order.enumerated() { result[index] = (start + rank) % count }
    return result
  }

  /// FNV-1a, then MurmurHash3's 64-bit finalizer.
  static func mixedHash(_ reference: String) -> UInt64 {
    var hash = fnv1a(reference)
    hash ^= hash >> 33
    hash = hash &* 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    hash = hash &* 0xc4ce_b9fe_1a85_ec53
    hash ^= hash >> 33
    return hash
  }

  /// The 64-bit FNV-1a hash of a string's UTF-8 bytes (Fowler, Noll and Vo).
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // the 64-bit offset basis
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3  // the 64-bit FNV prime
    }
    return hash
  }

  /// Bazel asks a test that supports sharding to touch this file.
  private static func touchStatusFile(_ environment: [String: String]) {
    guard let path = environment["TEST_SHARD_STATUS_FILE"], !path.isEmpty,
      !FileManager.default.fileExists(atPath: path)
    else { return }
    _ = FileManager.default.createFile(atPath: path, contents: nil)
  }
}

/// A shard variable that cannot be used.
public enum ShardError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One variable of a pair is set and the other is not.
  case missing(String, besides: String)
  /// A value is not a whole number.
  case notANumber(String, String)
  /// The shard count is zero or negative.
  case countNotPositive(String, Int)
  /// The index is negative or not below the count.
  case indexOutOfRange(String, Int, countVariable: String, count: Int)

  public var description: String {
    switch self {
    case .missing(let variable, let other):
      "\(other) is set but \(variable) is not; set both to shard the snapshots, or neither"
    case .notANumber(let variable, let value):
      "\(variable)=\"\(value)\" is not a whole number; shard variables are counts and "
        + "zero-based indexes"
    case .countNotPositive(let variable, let count):
      "\(variable)=\(count): the shard count must be at least 1"
    case .indexOutOfRange(let variable, let index, let countVariable, let count):
      "\(variable)=\(index) is outside 0..<\(count) (\(countVariable)=\(count)); "
        + "shard indexes count from zero"
    }
  }
}
