import Foundation
internal import Typesetting

/// A font by name and size, in the manner of `UIFont`. It is resolved against the font
/// registry when text is drawn or measured; when the system font itself is not installed,
/// text draws nothing and ``Lifecycle/renderChecked(_:scale:)`` says what to install.
///
/// The system font is DejaVu Sans: DejaVu Sans Bold for semibold and heavier weights,
/// DejaVu Sans ExtraLight for `light` and lighter, the Oblique faces for italics. An iOS font
/// such as Helvetica Neue, Arial, Menlo or Avenir is drawn with the free font
/// `FontSubstitution` names for it; any other name no registered face has is replaced by the
/// system font: see ``init(name:size:)``.
///
/// An immutable `NSObject` as on iOS, so an attribute dictionary literal mixing fonts,
/// colours and paragraph styles infers as `[NSAttributedString.Key: NSObject]`; equal and
/// hashed by its size, face, weight and slant.
public final class Font: NSObject, @unchecked Sendable {
  /// Core Foundation's type word: must stay the first stored property (see
  /// ``CoreFoundationHeader``).
  private let coreFoundationHeader = CoreFoundationHeader()
  /// The size in points.
  public let pointSize: CGFloat
  /// The registered face's name, or `nil` for the system font or a substitute.
  private let name: String?
  /// The system font's weight, when this is the system font.
  public let weight: Weight
  /// Whether this is an italic system font.
  public let isItalic: Bool
  /// The iOS name `FontSubstitution` draws with a free font, else `nil`.
  private let substituted: String?
  /// The name asked for when the font was replaced by a substitute or the system font,
  /// else `nil`.
  public let requestedFontName: String?
  /// The face text fell back to for characters another font lacks, when this font stands
  /// for it (a Core Text run set in a fallback face); else `nil`.
  private let fallbackFace: FontFace?

  private init(
    name: String?, size: CGFloat, weight: Weight = .regular, italic: Bool = false,
    substituted: String? = nil, requested: String? = nil, fallbackFace: FontFace? = nil
  ) {
    self.name = name
    self.fallbackFace = fallbackFace
    pointSize = size.isFinite && size >= 0 ? size : 0
    self.weight = weight
    isItalic = italic
    self.substituted = substituted
    requestedFontName = requested
  }

  /// A font equal to `font`, for initializers in other modules that find their font by
  /// another route (`init(descriptor:size:)`).
  package convenience init(copying font: Font) {
    self.init(
      name: font.name, size: font.pointSize, weight: font.weight, italic: font.isItalic,
      substituted: font.substituted, requested: font.requestedFontName,
      fallbackFace: font.fallbackFace)
  }

  /// The font that draws with `face`, a fallback face, at `size` points.
  convenience init(fallbackFace face: FontFace, size: CGFloat) {
    self.init(name: nil, size: size, fallbackFace: face)
  }

  /// Whether this is the system font at semibold or heavier (DejaVu Sans Bold).
  public var isBold: Bool { name == nil && substituted == nil && style.weight == .bold }

  /// The system font (DejaVu Sans) at a size.
  public static func systemFont(ofSize size: CGFloat) -> Font {
    Font(name: nil, size: size)
  }

  /// The bold system font (DejaVu Sans Bold) at a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    Font(name: nil, size: size, weight: .bold)
  }

  /// The system font at a weight: DejaVu Sans Bold from ``Weight/semibold`` up, DejaVu Sans
  /// ExtraLight from ``Weight/light`` down, DejaVu Sans between.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(name: nil, size: size, weight: weight)
  }

  /// The italic system font: DejaVu Sans Oblique.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    Font(name: nil, size: size, italic: true)
  }

  /// The system font with digits of one width: the system font at `weight`, whose digits
  /// already have one width.
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    systemFont(ofSize: size, weight: weight)
  }

  /// The monospaced system font (SF Mono on iOS): DejaVu Sans Mono, Bold from
  /// ``Weight/semibold`` up, as Menlo is drawn.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    let name =
      FontStyle(uiKitWeight: Double(weight.rawValue)).weight == .bold
      ? "Menlo-Bold" : "Menlo-Regular"
    return Font(name: nil, size: size, weight: weight, substituted: name)
  }

  /// The font registered under `name` (PostScript, family or full name); never `nil` here,
  /// unlike UIKit. A name no registered face has is drawn with its stand-in from
  /// `FontSubstitution` (Helvetica Neue, Arial, Times, Courier, Menlo, Palatino, Avenir,
  /// Georgia, Verdana, ...; the system font in a like style, with a warning naming the
  /// package, when that font is not installed). Any other name is drawn with the system
  /// font at `size` (DejaVu Sans Bold when the name says Bold, Semibold, Heavy or Black, else
  /// DejaVu Sans). The `fontName` of a stand-in or of the system font gives that font back,
  /// as on iOS. ``requestedFontName`` keeps the name asked for in every case. Register a
  /// font's file (`FontRegistry.shared.register(fileAt:)`) to draw with it.
  public convenience init?(name: String, size: CGFloat) {
    if (try? FontRegistry.shared.face(named: name)) != nil {
      self.init(name: Optional(name), size: size, weight: .regular)
    } else if FontSubstitution.substitute(for: name) != nil {
      self.init(name: nil, size: size, substituted: name, requested: name)
    } else if let style = FontSubstitution.systemStyle(forPostScriptName: name) {
      // The system font's face by its own name (`DejaVuSans-ExtraLight`), as code that
      // remakes a font from `fontName` gives it.
      let weight: Weight =
        switch style.weight {
        case .light: .light
        case .regular: .regular
        case .bold: .bold
        }
      self.init(name: nil, size: size, weight: weight, italic: style.isItalic, requested: name)
    } else if let substituted = FontRegistry.shared.substitutedName(forPostScriptName: name) {
      // A stand-in's own name (`Inter-Light`), likewise.
      self.init(name: nil, size: size, substituted: substituted, requested: name)
    } else {
      let lowered = name.lowercased()
      let bold = ["bold", "heavy", "black"].contains { lowered.contains($0) }
      self.init(name: nil, size: size, weight: bold ? .bold : .regular, requested: name)
    }
  }

  /// The system font at this size in another weight and slant, or `nil` when this is not
  /// the system font.
  public func systemFontVariant(weight: Weight, italic: Bool) -> Font? {
    guard name == nil, substituted == nil, fallbackFace == nil else { return nil }
    return Font(
      name: nil, size: pointSize, weight: weight, italic: italic, requested: requestedFontName)
  }

  /// Whether this is drawn with a monospaced face (`monospacedSystemFont`, Menlo, Courier).
  public var isMonospaced: Bool {
    (try? resolved())?.face.familyName.lowercased().contains("mono") ?? false
  }

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> Font {
    Font(
      name: name, size: size, weight: weight, italic: isItalic, substituted: substituted,
      requested: requestedFontName, fallbackFace: fallbackFace)
  }

  /// The system font's style in the registry's terms.
  private var style: FontStyle {
    FontStyle(uiKitWeight: Double(weight.rawValue), italic: isItalic)
  }

  /// The renderer's font.
  /// - Throws: the registry's `FontError`, which names the package to install or the call
  ///   that registers a file.
  func resolved() throws -> Typesetting.Font {
    let size = Double(pointSize)
    if let fallbackFace { return Typesetting.Font(face: fallbackFace, size: size) }
    if let name { return try Typesetting.Font(name: name, size: size) }
    if let substituted, let face = try FontRegistry.shared.substituteFace(for: substituted) {
      return Typesetting.Font(face: face, size: size)
    }
    return Typesetting.Font(face: try FontRegistry.shared.systemFace(style), size: size)
  }

  /// The PostScript name of the face drawn (`DejaVuSans`, `DejaVuSans-Bold`, a substitute's
  /// such as `LiberationSans`, or a registered font's).
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
  /// The height of capital letters above the baseline, of the face that draws the font.
  public var capHeight: CGFloat { scaled(\.capHeight) }
  /// The height of lowercase letters such as "x" above the baseline.
  public var xHeight: CGFloat { scaled(\.xHeight) }

  /// The thickness of the face's underline, in points.
  public var underlineThickness: CGFloat { scaled(\.underline.thickness) }
  /// The centre of the face's underline, in points above the baseline (negative below).
  public var underlinePosition: CGFloat { scaled(\.underline.position) }

  /// A measure of the drawing face in font units, at the font's size.
  private func scaled(_ measure: KeyPath<FontFace, Int>) -> CGFloat {
    guard let face = (try? resolved())?.face else { return 0 }
    return CGFloat(face[keyPath: measure]) * pointSize / CGFloat(face.unitsPerEm)
  }

  /// Whether `object` is a font of the same size, face, weight, slant and requested name.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? Font else { return false }
    return pointSize == other.pointSize && name == other.name && weight == other.weight
      && isItalic == other.isItalic && substituted == other.substituted
      && requestedFontName == other.requestedFontName
      && fallbackFace?.postScriptName == other.fallbackFace?.postScriptName
  }

  /// A hash of what ``isEqual(_:)`` compares, alike for equal fonts.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(pointSize)
    hasher.combine(name)
    hasher.combine(weight)
    hasher.combine(isItalic)
    hasher.combine(substituted)
    hasher.combine(requestedFontName)
    hasher.combine(fallbackFace?.postScriptName)
    return hasher.finalize()
  }

  public override var description: String {
    if let fallbackFace {
      return "\(fallbackFace.postScriptName) \(pointSize) pt (a fallback face)"
    }
    if let substituted { return "\(substituted) \(pointSize) pt" }
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
