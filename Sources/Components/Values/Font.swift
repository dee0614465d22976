import Foundation
internal import Typesetting

/// A font by name and size, in the manner of `UIFont`. It is resolved against the font
/// registry when text is drawn or measured; when the system font itself is not installed,
/// text draws nothing and ``Lifecycle/renderChecked(_:scale:)`` says what to install.
///
/// The system font is DejaVu Sans (DejaVu Sans Bold for semibold and heavier weights). A font
/// asked for by a name no registered face has is replaced by the system font: see
/// ``init(name:size:)``.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The size in points.
  public let pointSize: CGFloat
  /// The registered face's name, or `nil` for the system font.
  private let name: String?
  /// Whether this is the bold system font.
  public let isBold: Bool
  /// The name asked for when the font was replaced by the system font, else `nil`.
  public let requestedFontName: String?

  private init(name: String?, size: CGFloat, bold: Bool, requested: String? = nil) {
    self.name = name
    pointSize = size.isFinite && size >= 0 ? size : 0
    isBold = bold
    requestedFontName = requested
  }

  /// The system font (DejaVu Sans) at a size.
  public static func systemFont(ofSize size: CGFloat) -> Font {
    Font(name: nil, size: size, bold: false)
  }

  /// The bold system font (DejaVu Sans Bold) at a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    Font(name: nil, size: size, bold: true)
  }

  /// The system font at a weight: DejaVu Sans Bold from ``Weight/semibold`` up, DejaVu Sans
  /// below (no other weights are drawn).
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(name: nil, size: size, bold: weight.rawValue >= Weight.semibold.rawValue)
  }

  /// The italic system font: DejaVu Sans, upright, as no italic face is registered.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: size)
  }

  /// The system font with digits of one width: the system font at `weight`, whose digits
  /// already have one width.
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    systemFont(ofSize: size, weight: weight)
  }

  /// The font registered under `name` (PostScript, family or file name); never `nil` here,
  /// unlike UIKit: when no registered face has that name, the system font at `size` stands
  /// in (DejaVu Sans Bold when the name says Bold, Semibold, Heavy or Black, else DejaVu
  /// Sans), and ``requestedFontName`` keeps the name asked for. Register the font's file
  /// (`FontRegistry.shared.register(fileAt:)`) to draw with it.
  public init?(name: String, size: CGFloat) {
    if (try? FontRegistry.shared.face(named: name)) != nil {
      self.init(name: name, size: size, bold: false)
    } else {
      let lowered = name.lowercased()
      let bold = ["bold", "heavy", "black"].contains { lowered.contains($0) }
      self.init(name: nil, size: size, bold: bold, requested: name)
    }
  }

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> Font {
    Font(name: name, size: size, bold: isBold, requested: requestedFontName)
  }

  /// The renderer's font.
  /// - Throws: the registry's `FontError`, which names the package to install or the call
  ///   that registers a file.
  func resolved() throws -> Typesetting.Font {
    let size = Double(pointSize)
    if let name { return try Typesetting.Font(name: name, size: size) }
    return isBold ? try .boldSystemFont(ofSize: size) : try .systemFont(ofSize: size)
  }

  /// The PostScript name of the face drawn (`DejaVuSans`, `DejaVuSans-Bold`, or a
  /// registered font's).
  public var fontName: String {
    (try? resolved())?.face.postScriptName ?? name ?? (isBold ? "DejaVuSans-Bold" : "DejaVuSans")
  }

  /// The family name of the face drawn (`DejaVu Sans` for the system font).
  public var familyName: String {
    (try? resolved())?.face.familyName ?? (name == nil ? "DejaVu Sans" : fontName)
  }

  /// The line height from the font's metrics, 0 when the font is missing.
  public var lineHeight: CGFloat { CGFloat((try? resolved())?.lineHeight ?? 0) }
  public var ascender: CGFloat { CGFloat((try? resolved())?.ascender ?? 0) }
  /// The descender, negative below the baseline as in UIKit.
  public var descender: CGFloat { CGFloat((try? resolved())?.descender ?? 0) }
  public var leading: CGFloat { CGFloat((try? resolved())?.leading ?? 0) }

  public var description: String {
    let face = name ?? (isBold ? "bold system font" : "system font")
    let substitution = requestedFontName.map { " (for \($0), which is not registered)" } ?? ""
    return "\(face) \(pointSize) pt" + substitution
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
