import Components
import Foundation
import Typesetting

extension UIFontDescriptor {
  /// A key of a descriptor's attributes (`UIFontDescriptor.AttributeName`).
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
  }

  /// A key of the `.traits` attribute's dictionary (`UIFontDescriptor.TraitKey`).
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// The font `attributes` describe (`UIFontDescriptor(fontAttributes:)`): the font of
  /// `.name`, else the family of `.family` (its bold face when the traits ask for semibold or
  /// heavier, or for bold), else the system font at the traits' weight and slant; at `.size`
  /// points, 12 when none is given. Other attributes are kept out of the picture.
  public init(fontAttributes attributes: [AttributeName: Any]) {
    let size = Self.number(attributes[.size]).flatMap { $0 > 0 ? $0 : nil } ?? 12
    let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
    let symbolic = SymbolicTraits(rawValue: UInt32(Self.number(traits[.symbolic]) ?? 0))
    let asked =
      (traits[.weight] as? UIFont.Weight)
      ?? Self.number(traits[.weight]).map {
        UIFont.Weight(rawValue: $0)
      }
    let bold =
      symbolic.contains(.traitBold) || (asked?.rawValue ?? 0) >= UIFont.Weight.semibold.rawValue
    let italic = symbolic.contains(.traitItalic) || (Self.number(traits[.slant]) ?? 0) > 0
    let font: Components.Font
    if let name = attributes[.name] as? String, let named = Components.Font(name: name, size: size)
    {
      font = named
    } else if let family = attributes[.family] as? String,
      let named = Components.Font(
        name: Self.faceName(in: family, bold: bold, italic: italic), size: size)
    {
      font = named
    } else {
      let weight = asked ?? (bold ? .bold : .regular)
      let system = Components.Font.systemFont(ofSize: size, weight: weight)
      font = italic ? system.systemFontVariant(weight: weight, italic: true) ?? system : system
    }
    self.init(font: font)
  }

  /// A descriptor of the font named `fontName` at `size` points.
  public init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// The descriptor's attributes: the font's PostScript name, family and size.
  public var fontAttributes: [AttributeName: Any] {
    [.name: font.fontName, .family: font.familyName, .size: font.pointSize]
  }

  /// This descriptor with `attributes` laid over its own; a family given replaces the name.
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    var merged = fontAttributes
    if attributes[.family] != nil { merged[.name] = nil }
    merged.merge(attributes) { $1 }
    return UIFontDescriptor(fontAttributes: merged)
  }

  /// This descriptor in the family `family` (`withFamily(_:)`).
  public func withFamily(_ family: String) -> UIFontDescriptor {
    addingAttributes([.family: family])
  }

  /// The PostScript name of the registered face of `family` with the boldness and slant
  /// asked for, the plainest (not condensed or light) when several are; else the family's
  /// name, with `-Bold` when bold is asked for, for the font substitution to read.
  private static func faceName(in family: String, bold: Bool, italic: Bool) -> String {
    let extras = ["condensed", "narrow", "light", "thin", "medium", "semibold", "heavy", "black"]
    func misfit(_ name: String) -> Int {
      let lowered = name.lowercased()
      let slanted = lowered.contains("italic") || lowered.contains("oblique")
      return (lowered.contains("bold") != bold ? 10 : 0) + (slanted != italic ? 10 : 0)
        + extras.filter { lowered.contains($0) && !($0 == "bold") }.count
    }
    let faces = FontRegistry.shared.faces(inFamily: family).map(\.postScriptName)
    let best = faces.filter { misfit($0) < 10 }
      .min { (misfit($0), $0.count, $0) < (misfit($1), $1.count, $1) }
    return best ?? (bold ? family + "-Bold" : family)
  }

  /// A number given as a `CGFloat`, `Double`, `Int` or `NSNumber`.
  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as UInt32: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}
