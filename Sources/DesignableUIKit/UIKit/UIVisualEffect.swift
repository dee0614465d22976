import Components
import Foundation

/// An effect a visual effect view shows (`UIVisualEffect`).
open class UIVisualEffect: NSObject {
  public override init() {
    super.init()
  }

  /// The flat colour drawn in place of the effect, if any.
  var approximateTint: UIColor? { nil }
}

/// A blur of what lies behind a view (`UIBlurEffect`). The blur itself is not drawn here:
/// a visual effect view fills its bounds with a flat, approximate tint of the style (see
/// `UIVisualEffectView`).
open class UIBlurEffect: UIVisualEffect {
  /// The blur's material (`UIBlurEffect.Style`), with UIKit's raw values.
  public enum Style: Int, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The style the effect was made with.
  public let style: Style

  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// White or near-black at the style's rough opacity: thin materials lighter, thick ones
  /// stronger; the adaptive styles take their light appearance, as the render's traits do.
  override var approximateTint: UIColor? {
    switch style {
    case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
      .systemThickMaterialDark, .systemChromeMaterialDark:
      return UIColor(white: 0.11, alpha: opacity)
    case .extraLight:
      return UIColor(white: 0.97, alpha: 0.8)
    default:
      return UIColor(white: 1, alpha: opacity)
    }
  }

  private var opacity: CGFloat {
    switch style {
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
      0.4
    case .light, .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: 0.6
    case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: 0.9
    default: 0.75
    }
  }
}

/// The vibrancy a blur gives content placed over it (`UIVibrancyEffect`); nothing is drawn
/// for it: content in a vibrancy view's `contentView` is drawn as it is.
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is for.
  public let blurEffect: UIBlurEffect
  /// The vibrancy's style (`UIVibrancyEffectStyle`), stored only.
  public let vibrancyStyle: UIVibrancyEffectStyle

  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    vibrancyStyle = .label
    super.init()
  }

  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    vibrancyStyle = style
    super.init()
  }
}

/// How strongly vibrant content shows (`UIVibrancyEffectStyle`); stored only.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill
  case tertiaryFill, separator
}
