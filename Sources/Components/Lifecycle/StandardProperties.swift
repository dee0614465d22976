import Foundation

/// The standard view properties an IB document archives for every view and the inspector
/// edits: `nil` leaves a property as the initializer set it.
public struct StandardProperties: Equatable, Sendable {
  public var backgroundColor: Color?
  public var alpha: CGFloat?
  public var isHidden: Bool?
  public var clipsToBounds: Bool?
  public var tintColor: Color?
  public var contentMode: ContentMode?
  public var isOpaque: Bool?
  /// The properties of the view's UIKit class the document archives (a label's text),
  /// restored after the others.
  public var content: ArchivedContent?

  public init(
    backgroundColor: Color? = nil, alpha: CGFloat? = nil, isHidden: Bool? = nil,
    clipsToBounds: Bool? = nil, tintColor: Color? = nil, contentMode: ContentMode? = nil,
    isOpaque: Bool? = nil, content: ArchivedContent? = nil
  ) {
    self.backgroundColor = backgroundColor
    self.alpha = alpha
    self.isHidden = isHidden
    self.clipsToBounds = clipsToBounds
    self.tintColor = tintColor
    self.contentMode = contentMode
    self.isOpaque = isOpaque
    self.content = content
  }

  /// Assigns every property that is set, the archived content last.
  public func apply(to view: View) {
    if let backgroundColor { view.backgroundColor = backgroundColor }
    if let alpha { view.alpha = alpha }
    if let isHidden { view.isHidden = isHidden }
    if let clipsToBounds { view.clipsToBounds = clipsToBounds }
    if let tintColor { view.tintColor = tintColor }
    if let contentMode { view.contentMode = contentMode }
    if let isOpaque { view.isOpaque = isOpaque }
    content?.restore(into: view)
  }
}

/// What a storyboard or xib archives for one view: its frame, its standard properties and
/// its user-defined runtime attributes in document order. It is the `NSCoder` that
/// `init?(coder:)` receives when a storyboard builds a component.
public final class Coder: NSCoder, @unchecked Sendable {
  public let frame: CGRect
  public let standard: StandardProperties
  /// The runtime attributes, applied after `init(coder:)` returns, in this order.
  public let runtimeAttributes: [Attribute]
  /// What else the archive holds for the view (a label's text, its subviews), restored by
  /// `UIView.init(coder:)` after the frame and the standard properties, before the
  /// subclass's own init code runs; a nib loader sets it.
  public let archivedContent: ((View) -> Void)?

  /// - Parameters:
  ///   - frame: the archived frame.
  ///   - standard: the archived standard properties.
  ///   - runtimeAttributes: the user-defined runtime attributes, in document order.
  ///   - archivedContent: restores the rest of what the archive holds for the view.
  public init(
    frame: CGRect, standard: StandardProperties = StandardProperties(),
    runtimeAttributes: [Attribute] = [], archivedContent: ((View) -> Void)? = nil
  ) {
    self.frame = frame
    self.standard = standard
    self.runtimeAttributes = runtimeAttributes
    self.archivedContent = archivedContent
    super.init()
  }

  /// Keyed, as the archives of storyboards and xibs are.
  public override var allowsKeyedCoding: Bool { true }

  /// Whether the archive holds a value for `key` among its runtime attributes.
  public override func containsValue(forKey key: String) -> Bool {
    runtimeAttributes.contains { $0.keyPath == key }
  }

  // A storyboard archives a component's inspectable attributes as runtime attributes,
  // which UIKit sets after `init(coder:)`, and nothing under the keys a component's own
  // `encode(with:)` would write. So, as on iOS, decoding such a key in `init(coder:)` finds
  // nothing: `nil`, `false` or 0, and the component falls back to its defaults.

  public override func decodeObject(forKey key: String) -> Any? { nil }
  public override func decodeObject() -> Any? { nil }
  public override func decodeBool(forKey key: String) -> Bool { false }
  public override func decodeInteger(forKey key: String) -> Int { 0 }
  public override func decodeInt32(forKey key: String) -> Int32 { 0 }
  public override func decodeInt64(forKey key: String) -> Int64 { 0 }
  public override func decodeFloat(forKey key: String) -> Float { 0 }
  public override func decodeDouble(forKey key: String) -> Double { 0 }
}
