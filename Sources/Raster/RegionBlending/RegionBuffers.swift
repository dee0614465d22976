/// The storage an ``EdgeRegionStore`` keeps its per-pixel index and its records in.
///
/// A store takes one from `StoragePools.regionBuffers` on its first record and gives it
/// back when it ends. Index entries keep whatever they held (a store trusts an entry only
/// when the record it names names the pixel back); records are counted by the store,
/// which never reads past what it wrote.
final class RegionBuffers: PoolableStorage, @unchecked Sendable {
  @exclusivity(unchecked) var index = RawStorage<Int32>()
  /// How many index entries have been written at least once (the rest of `index` is
  /// uninitialized memory).
  @exclusivity(unchecked) var indexWritten = 0
  @exclusivity(unchecked) var records = RawStorage<EdgeRecord>()

  /// The bytes held, to keep only modest sets (see `StoragePool`).
  var retainedBytes: Int {
    index.retainedBytes + records.retainedBytes
  }

  /// Makes room for `count` index entries, every one of them written.
  func prepareIndex(_ count: Int) {
    indexWritten = index.extend(to: count, from: indexWritten, repeating: 0)
  }
}
