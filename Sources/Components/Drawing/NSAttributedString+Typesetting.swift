import Foundation
internal import Typesetting

extension NSAttributedString {
  /// The string's runs and paragraph settings for the typesetter; attributes that are
  /// missing or of the wrong type take `defaults`' values, as UIKit ignores them. The
  /// paragraph style is the first character's.
  ///
  /// - Returns: `nil` (and the issue reported) when a font cannot be resolved at all (the
  ///   system font is not installed).
  ///
  /// `effects` lists what runs draw beyond their glyphs' fill (`TextRunEffects`): a run
  /// whose style has `effects` n > 0 draws `effects[n - 1]`. `attachments` lists the images
  /// set in the text: a run whose style has an attachment box numbered n shows
  /// `attachments[n]` in each of its boxes.
  func typesetting(
    defaults: TextStyle
  ) -> (
    text: AttributedText, paragraph: ParagraphSettings, effects: [TextRunEffects],
    attachments: [TextAttachment]
  )? {
    var text = AttributedText()
    var effects: [TextRunEffects] = []
    var attachments: [TextAttachment] = []
    var resolved: [Font: Typesetting.Font] = [:]
    let source = string as NSString
    var failed = false
    enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, stop in
      let font = attributes[.font] as? Font ?? defaults.font
      let face: Typesetting.Font
      if let known = resolved[font] {
        face = known
      } else {
        do {
          face = try font.resolved()
          resolved[font] = face
        } catch {
          RenderIssues.report(String(describing: error))
          failed = true
          stop.pointee = true
          return
        }
      }
      let color = attributes[.foregroundColor] as? Color ?? defaults.color
      var effectsNumber = 0
      if let runEffects = TextRunEffects(attributes, font: font, color: color) {
        if let known = effects.firstIndex(of: runEffects) {
          effectsNumber = known + 1
        } else {
          effects.append(runEffects)
          effectsNumber = effects.count
        }
      }
      let style = TextRunStyle(
        font: face, color: color.rgba8,
        kern: NSAttributedString.number(attributes[.kern])
          ?? NSAttributedString.number(attributes[.tracking]) ?? 0,
        baselineOffset: NSAttributedString.number(attributes[.baselineOffset]) ?? 0,
        backgroundColor: (attributes[.backgroundColor] as? Color)?.rgba8,
        isUnderlined: NSAttributedString.isSet(attributes[.underlineStyle]),
        isStruckThrough: NSAttributedString.isSet(attributes[.strikethroughStyle]),
        underlineColor: (attributes[.underlineColor] as? Color)?.rgba8,
        strikethroughColor: (attributes[.strikethroughColor] as? Color)?.rgba8,
        effects: effectsNumber)
      if let attachment = attributes[.attachment] as? TextAttachment {
        // Each U+FFFC of the range is a box; any other character is set as text.
        let piece = source.substring(with: range)
        var shown = style
        let box = attachment.box
        shown.attachment = TextAttachmentBox(
          width: box.width, height: box.height, bottom: box.bottom, number: attachments.count)
        attachments.append(attachment)
        for part in piece.split(separator: "\u{FFFC}", omittingEmptySubsequences: false)
          .enumerated()
        {
          if part.offset > 0 { text.append("\u{FFFC}", style: shown) }
          text.append(String(part.element), style: style)
        }
        return
      }
      text.append(source.substring(with: range), style: style)
    }
    guard !failed else { return nil }
    let first = length > 0 ? attribute(.paragraphStyle, at: 0, effectiveRange: nil) : nil
    return (
      text, NSAttributedString.paragraph(first as? ParagraphStyle, defaults: defaults), effects,
      attachments
    )
  }

  /// Paragraph settings from `style`, or from `defaults` when there is none.
  static func paragraph(_ style: ParagraphStyle?, defaults: TextStyle) -> ParagraphSettings {
    guard let style else {
      return ParagraphSettings(
        alignment: defaults.alignment.attributedTypesetting,
        lineBreakMode: defaults.lineBreakMode.attributedTypesetting,
        numberOfLines: defaults.numberOfLines)
    }
    return ParagraphSettings(
      alignment: style.alignment.attributedTypesetting,
      lineBreakMode: style.lineBreakMode.attributedTypesetting,
      numberOfLines: defaults.numberOfLines, lineSpacing: Double(style.lineSpacing),
      paragraphSpacing: Double(style.paragraphSpacing),
      lineHeightMultiple: Double(style.lineHeightMultiple),
      minimumLineHeight: Double(style.minimumLineHeight),
      maximumLineHeight: Double(style.maximumLineHeight))
  }

  /// A number attribute's value (`Double`, `CGFloat`, `Float`, `Int` or `NSNumber`), else
  /// `nil`.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: value
    case let value as CGFloat: Double(value)
    case let value as Float: Double(value)
    case let value as Int: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }

  /// Whether an underline or strikethrough attribute asks for a line: a non-zero number or
  /// an option set (`NSUnderlineStyle`) with a non-zero raw value.
  static func isSet(_ value: Any?) -> Bool {
    if let number = number(value) { return number != 0 && !number.isNaN }
    if let option = value as? any RawRepresentable, let raw = option.rawValue as? Int {
      return raw != 0
    }
    return false
  }
}
