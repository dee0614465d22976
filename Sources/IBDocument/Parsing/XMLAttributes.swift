/// The attributes of one start tag, in document order.
///
/// IB elements have a handful of attributes, so a lookup is a scan over short strings with no
/// hashing (hashing every name and lookup through a `Dictionary` cost about 6% of reading the
/// corpus). Past ``scanLimit`` attributes, a set of the names keeps the duplicate check linear.
struct XMLAttributes {
  private(set) var pairs: [(name: String, value: String)] = []
  private var names: Set<String> = []

  /// The attribute count up to which duplicates are found by scanning.
  static let scanLimit = 32

  init() { pairs.reserveCapacity(8) }

  /// The value of the attribute `name`, if the tag has one.
  subscript(name: String) -> String? {
    for pair in pairs where pair.name == name { return pair.value }
    return nil
  }

  /// Adds an attribute; `false`, adding nothing, when the tag already has one of that name.
  mutating func add(_ name: String, _ value: String) -> Bool {
    if pairs.count < Self.scanLimit {
      if pairs.contains(where: { $0.name == name }) { return false }
    } else {
      if names.isEmpty { names = Set(pairs.map(\.name)) }
      if !names.insert(name).inserted { return false }
    }
    pairs.append((name, value))
    return true
  }
}
