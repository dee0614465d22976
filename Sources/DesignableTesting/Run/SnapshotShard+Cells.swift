extension SnapshotShard {
  /// This process's shard, read from the environment once.
  public static let current: Result<SnapshotShard?, ShardError> = Result { () throws(ShardError) in
    try resolve()
  }

  /// The outcome of a cell this process does not verify: skipped when it belongs to another
  /// shard, failed when the shard variables are wrong; `nil` when the cell is this shard's.
  public static func outcome(
    for request: SnapshotRequest, shard: Result<SnapshotShard?, ShardError> = current
  ) -> SnapshotOutcome? {
    switch shard {
    case .success(nil):
      return nil
    case .success(let shard?):
      if shard.includes(group: request.group, name: request.name) { return nil }
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
