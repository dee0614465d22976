/// UIKit's names nested in `UIControl`: its states and content alignments.
extension Control {
  /// The state of a control (`UIControl.State`); ``normal`` is the empty set.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// Where content sits across a control (`UIControl.ContentHorizontalAlignment`).
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// Where content sits down a control (`UIControl.ContentVerticalAlignment`).
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }
}
