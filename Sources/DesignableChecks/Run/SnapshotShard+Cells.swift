extension SnapshotShard {
  /// This process's shard, read from the environment once.
  public static let current: Result<SnapshotShard?, ShardError> = Result { () throws(ShardError) in
    try resolve()
  }

  /// The outcome of a cell this process does not verify: skipped when it belongs to another
  /// shard, failed when the shard variables are wrong; `nil` when the cell is this shard's.
  /// - Parameter bucket: the cell's shard among its call's cells
  ///   (``buckets(of:count:)``); by default, its reference's own ``bucket(of:count:)``.
  public static func outcome(
    for request: SnapshotRequest, bucket: Int? = nil,
    shard: Result<SnapshotShard?, ShardError> = current
  ) -> SnapshotOutcome? {
    switch shard {
    case .success(nil):
      return nil
    case .success(let shard?):
      let cellBucket =
        bucket ?? Self.bucket(of: request.group + "/" + request.name, count: shard.count)
      if cellBucket == shard.index { return nil }
      return SnapshotOutcome(
        name: request.name, group: request.group, status: .skipped,
        referencePath: request.referencePath, options: request.options, decodeSeconds: 0,
        compareSeconds: 0)
    case .failure(let error):
      return SnapshotOutcome(
        name: request.name, group: request.group, status: .failed,
        referencePath: request.referencePath, options: request.options,
        message: "Snapshot \"\(request.name)\" was not verified: \(error)",
        decodeSeconds: 0, compareSeconds: 0)
    }
  }
}

extension SnapshotShard {
  /// The shard of each of one call's requests under this process's shard count, or `nil`
  /// when the process is not sharded.
  static func buckets(
    of requests: [SnapshotRequest], shard: Result<SnapshotShard?, ShardError> = current
  ) -> [Int]? {
    guard case .success(let shard?) = shard else { return nil }
    return buckets(of: requests.map { $0.group + "/" + $0.name }, count: shard.count)
  }
}
