import Foundation

/// The attributes UIKit adds to Foundation's `AttributedString`, so that
/// `container.font = …` and `container.foregroundColor = …` compile as they do with UIKit.
///
/// Linux's Foundation has `AttributedString`, `AttributeContainer` and attribute scopes, but
/// no UIKit scope; this one declares the two attributes that button configurations draw.
extension AttributeScopes {
  /// UIKit's attributes (`AttributeScopes.UIKitAttributes`), here the font and the colour.
  public struct UIKitAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let foundation: AttributeScopes.FoundationAttributes

    /// The font of a run (`NSAttributedString.Key.font`).
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = NSAttributedString.Key.font.rawValue
    }

    /// The colour of a run's text (`NSAttributedString.Key.foregroundColor`).
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }
  }

  /// UIKit's scope, for `AttributedString(_:including: \.uiKit)`.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// Reaches UIKit's attributes by name: `run.font`, `container.foregroundColor`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension AttributedString {
  /// The string as an `NSAttributedString` whose runs carry their font and colour, or
  /// `font` and `color` where a run sets none.
  func attributedText(font: Font, color: Color) -> NSAttributedString {
    let text = NSMutableAttributedString(string: "")
    for run in runs {
      let piece = String(self[run.range].characters)
      let attributes: [NSAttributedString.Key: Any] = [
        .font: run.font ?? font, .foregroundColor: run.foregroundColor ?? color,
      ]
      text.append(NSAttributedString(string: piece, attributes: attributes))
    }
    return text
  }
}
