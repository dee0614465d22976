/// Strings appended one after another into one byte buffer, each kept as what differs from
/// the string before it: the length of the start they share, the length of the end they
/// share, and the bytes in between (front coding, with the end shared too). Reference paths
/// and snapshot names differ from their neighbours in a few characters, so thousands of them
/// take a few bytes each, and no allocation each.
///
/// Every ``blockSize``-th string is kept whole, so that reading one decodes at most
/// ``blockSize`` strings. Strings are read back as they were given, byte for byte (UTF-8).
struct FrontCodedStrings {
  /// How many strings share one whole string to start from: reading costs up to this many
  /// steps, and the whole strings cost their full length once per block.
  static let blockSize = 32

  private var bytes: [UInt8] = []
  /// The offset in ``bytes`` of each block's first string.
  private var blockStarts: [Int] = []
  /// The last string appended, for the next one to be coded against.
  private var last: [UInt8] = []
  /// How many strings are kept.
  private(set) var count = 0
  /// The bytes the strings take in the buffer.
  var byteCount: Int { bytes.count }

  /// Keeps `string`; returns its index for ``string(at:)``.
  /// - Complexity: O(length of `string`).
  mutating func append(_ string: String) -> Int {
    let new = Array(string.utf8)
    var prefix = 0
    var suffix = 0
    if count % Self.blockSize == 0 {
      blockStarts.append(bytes.count)
    } else {
      let limit = min(new.count, last.count)
      while prefix < limit, new[prefix] == last[prefix] { prefix += 1 }
      while suffix < limit - prefix, new[new.count - 1 - suffix] == last[last.count - 1 - suffix] {
        suffix += 1
      }
    }
    write(prefix)
    write(suffix)
    write(new.count - prefix - suffix)
    bytes.append(contentsOf: new[prefix..<(new.count - suffix)])
    last = new
    count += 1
    return count - 1
  }

  /// The string appended as number `index`, as it was given.
  /// - Complexity: O(``blockSize`` × the strings' length).
  func string(at index: Int) -> String {
    precondition(index >= 0 && index < count, "no string \(index) of \(count)")
    let block = index / Self.blockSize
    var offset = blockStarts[block]
    var current: [UInt8] = []
    for _ in (block * Self.blockSize)...index {
      let prefix = read(&offset)
      let suffix = read(&offset)
      let middle = read(&offset)
      var next = Array(current[..<prefix])
      next.append(contentsOf: bytes[offset..<(offset + middle)])
      next.append(contentsOf: current[(current.count - suffix)...])
      offset += middle
      current = next
    }
    return String(decoding: current, as: UTF8.self)
  }

  /// Appends `number` in seven-bit groups, low first, the high bit set on all but the last.
  private mutating func write(_ number: Int) {
    var rest = UInt(number)
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// The number ``write(_:)`` put at `offset`; moves `offset` past it.
  private func read(_ offset: inout Int) -> Int {
    var number = 0
    var shift = 0
    while true {
      let byte = bytes[offset]
      offset += 1
      number |= Int(byte & 0x7f) << shift
      if byte < 0x80 { return number }
      shift += 7
    }
  }
}
