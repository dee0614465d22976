/// The least or greatest value in every window of a fixed length along an array, in three
/// comparisons a value whatever the length (van Herk 1992; Gil and Werman 1993): the array
/// is cut in blocks of the window's length, and a window's extreme is the extreme of the
/// suffix of the block it starts in and the prefix of the block it ends in.
enum SlidingExtremes {
  /// `result[i]` is the least of `values[i ..< i + window]`, for every `i` from 0 to
  /// `values.count − window`.
  static func minima(_ values: [Int], window: Int) -> [Int] {
    extremes(values, window: window, greatest: false)
  }

  /// `result[i]` is the greatest of `values[i ..< i + window]`, for every `i` from 0 to
  /// `values.count − window`.
  static func maxima(_ values: [Int], window: Int) -> [Int] {
    extremes(values, window: window, greatest: true)
  }

  private static func extremes(_ values: [Int], window: Int, greatest: Bool) -> [Int] {
    let count = values.count
    guard window > 0, count >= window else { return [] }
    var prefix = values
    var suffix = values
    var result = [Int](repeating: 0, count: count - window + 1)
    values.withUnsafeBufferPointer { v in
      prefix.withUnsafeMutableBufferPointer { p in
        suffix.withUnsafeMutableBufferPointer { s in
          result.withUnsafeMutableBufferPointer { r in
            guard let v = v.baseAddress, let p = p.baseAddress, let s = s.baseAddress,
              let r = r.baseAddress
            else { return }
            sweep(v, count: count, window: window, greatest: greatest, prefix: p, suffix: s)
            var i = 0
            let last = count &- window
            while i <= last {
              let a = s[i]
              let b = p[i &+ window &- 1]
              r[i] = greatest ? (a > b ? a : b) : (a < b ? a : b)
              i &+= 1
            }
          }
        }
      }
    }
    return result
  }

  /// The running extremes inside each block: from its start (`prefix`) and from its end
  /// (`suffix`); both start as copies of the values.
  private static func sweep(
    _ v: UnsafePointer<Int>, count: Int, window: Int, greatest: Bool,
    prefix p: UnsafeMutablePointer<Int>, suffix s: UnsafeMutablePointer<Int>
  ) {
    var i = 1
    while i < count {
      if i % window != 0 {
        let a = p[i &- 1]
        p[i] = greatest ? (a > v[i] ? a : v[i]) : (a < v[i] ? a : v[i])
      }
      i &+= 1
    }
    i = count &- 2
    while i >= 0 {
      if (i &+ 1) % window != 0 {
        let a = s[i &+ 1]
        s[i] = greatest ? (a > v[i] ? a : v[i]) : (a < v[i] ? a : v[i])
      }
      i &-= 1
    }
  }
}
