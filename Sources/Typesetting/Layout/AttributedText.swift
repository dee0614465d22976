/// Text in runs of styles, ready for `AttributedTextLayout`: the counterpart of an
/// `NSAttributedString`.
///
/// Runs are contiguous and cover every scalar; adjacent runs with equal styles are merged,
/// so that a run is shaped as one piece (with the font's kerning between its characters).
public struct AttributedText: Hashable, Sendable {
  /// One stretch of scalars set in one style.
  public struct Run: Hashable, Sendable {
    /// The Unicode scalar indices of the run.
    public var range: Range<Int>
    /// The index of the run's style in `styles`.
    public var style: Int
  }

  /// The Unicode scalar values of the whole text.
  public private(set) var scalars: [UInt32] = []
  /// The distinct styles, in order of first use.
  public private(set) var styles: [TextRunStyle] = []
  /// The runs in text order.
  public private(set) var runs: [Run] = []

  /// Empty text.
  public init() {}

  /// Text made of `pieces` in order.
  public init(_ pieces: [(text: String, style: TextRunStyle)]) {
    for piece in pieces { append(piece.text, style: piece.style) }
  }

  /// Adds `text` at the end in `style`; empty text adds nothing.
  public mutating func append(_ text: String, style: TextRunStyle) {
    append(scalars: text.unicodeScalars.map(\.value)[...], style: style)
  }

  /// Adds Unicode scalar values at the end in `style`; none adds nothing.
  mutating func append(scalars added: ArraySlice<UInt32>, style: TextRunStyle) {
    guard !added.isEmpty else { return }
    let index = styles.firstIndex(of: style) ?? styles.count
    if index == styles.count { styles.append(style) }
    let start = scalars.count
    scalars += added
    if let last = runs.last, last.style == index {
      runs[runs.count - 1].range = last.range.lowerBound..<scalars.count
    } else {
      runs.append(Run(range: start..<scalars.count, style: index))
    }
  }

  /// The index in `styles` of the style of the scalar at `index` (clamped to the text);
  /// `nil` for empty text.
  public func style(at index: Int) -> Int? {
    guard !runs.isEmpty else { return nil }
    var low = 0
    var high = runs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if runs[middle].range.lowerBound <= index { low = middle } else { high = middle - 1 }
    }
    return runs[low].style
  }
}
