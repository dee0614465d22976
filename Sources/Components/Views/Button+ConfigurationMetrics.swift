import Foundation

// The sizes and colours a button configuration draws with when the configuration does not
// set them. Only the medium size's content insets (7 points top and bottom, 12 leading and
// trailing) are UIKit's documented default; every other value here is an approximation
// chosen to look plausible, not measured on a device. They live in this file only.

extension Button.Configuration.Size {
  /// The content insets a configuration of this size starts with.
  var defaultContentInsets: DirectionalEdgeInsets {
    switch self {
    case .mini: return DirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
    case .small: return DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case .medium: return DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    case .large: return DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
    }
  }

  /// The title's font when the title's runs set none (approximation).
  var titleFont: Font {
    switch self {
    case .mini: return .systemFont(ofSize: 12)
    case .small: return .systemFont(ofSize: 15)
    case .medium, .large: return .systemFont(ofSize: 17)
    }
  }

  /// The subtitle's font when the subtitle's runs set none (approximation).
  var subtitleFont: Font {
    switch self {
    case .mini: return .systemFont(ofSize: 10)
    case .small: return .systemFont(ofSize: 12)
    case .medium, .large: return .systemFont(ofSize: 15)
    }
  }

  /// The corner radius of a `.dynamic` background that sets none (approximation).
  var cornerRadius: CGFloat {
    switch self {
    case .mini: return 4
    case .small: return 6
    case .medium: return 8
    case .large: return 10
    }
  }
}

extension Button.Configuration.CornerStyle {
  /// The radius for a background of `size` whose own radius is `backgroundRadius`
  /// (`.small`, `.medium` and `.large` are approximations).
  func radius(
    backgroundRadius: CGFloat, buttonSize: Button.Configuration.Size, bounds: CGSize
  ) -> CGFloat {
    switch self {
    case .fixed: return backgroundRadius
    case .dynamic: return backgroundRadius > 0 ? backgroundRadius : buttonSize.cornerRadius
    case .small: return 4
    case .medium: return 8
    case .large: return 12
    case .capsule: return min(bounds.width, bounds.height) / 2
    }
  }
}

extension Button.Configuration.Style {
  /// How opaque a tinted style's background is over the tint colour (approximation).
  static let tintedBackgroundAlpha: CGFloat = 0.15
  /// The fill of the grey styles (approximation: the system fill colour).
  static let grayBackground = Color.systemFill

  /// The colour of the text and image when the configuration sets none.
  func foregroundColor(tint: Color) -> Color {
    switch self {
    case .filled, .borderedProminent: return .white
    case .plain, .borderless, .tinted, .gray, .bordered, .borderedTinted: return tint
    }
  }

  /// The background's fill when the background sets none; `nil` for no background.
  func backgroundColor(base: Color?, tint: Color) -> Color? {
    switch self {
    case .plain, .borderless: return base
    case .filled, .borderedProminent: return base ?? tint
    case .tinted, .borderedTinted:
      return (base ?? tint).withAlphaComponent(Self.tintedBackgroundAlpha)
    case .gray, .bordered: return base ?? Self.grayBackground
    }
  }
}
