import Foundation
internal import Typesetting

/// A font by name and size, in the manner of `UIFont`. It is resolved against the font
/// registry when text is drawn or measured; a font that cannot be found draws nothing and
/// is reported by ``Lifecycle/renderChecked(_:scale:)`` with what to install or register.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The size in points.
  public let pointSize: CGFloat
  /// The font's name, or `nil` for the system font.
  public let fontName: String?
  /// Whether this is the bold system font.
  public let isBold: Bool

  private init(name: String?, size: CGFloat, bold: Bool) {
    fontName = name
    pointSize = size
    isBold = bold
  }

  /// The system font (DejaVu Sans) at a size.
  public static func systemFont(ofSize size: CGFloat) -> Font {
    Font(name: nil, size: size, bold: false)
  }

  /// The bold system font (DejaVu Sans Bold) at a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    Font(name: nil, size: size, bold: true)
  }

  /// The font registered or installed under `name` (PostScript, family or file name), or
  /// `nil` when there is none, as `UIFont(name:size:)`.
  public init?(name: String, size: CGFloat) {
    guard (try? FontRegistry.shared.face(named: name)) != nil else { return nil }
    self.init(name: name, size: size, bold: false)
  }

  public func withSize(_ size: CGFloat) -> Font {
    Font(name: fontName, size: size, bold: isBold)
  }

  /// The renderer's font.
  /// - Throws: the registry's `FontError`, which names the package to install or the call
  ///   that registers a file.
  func resolved() throws -> Typesetting.Font {
    let size = Double(pointSize)
    if let fontName { return try Typesetting.Font(name: fontName, size: size) }
    return isBold ? try .boldSystemFont(ofSize: size) : try .systemFont(ofSize: size)
  }

  /// The line height from the font's metrics, 0 when the font is missing.
  public var lineHeight: CGFloat { CGFloat((try? resolved())?.lineHeight ?? 0) }
  public var ascender: CGFloat { CGFloat((try? resolved())?.ascender ?? 0) }
  public var descender: CGFloat { CGFloat((try? resolved())?.descender ?? 0) }

  public var description: String {
    "\(fontName ?? (isBold ? "bold system font" : "system font")) \(pointSize) pt"
  }
}

/// Problems met while rendering that drew less than asked (a missing font), collected for
/// ``Lifecycle/renderChecked(_:scale:)``.
final class RenderIssues: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []

  @TaskLocal static var current: RenderIssues?

  static func report(_ message: String) {
    guard let issues = current else { return }
    issues.lock.lock()
    if !issues.messages.contains(message) { issues.messages.append(message) }
    issues.lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return messages
  }
}
