import Components
import Foundation

/// What a bar's background and shadow look like (`UIBarAppearance`), as the bars here draw
/// it: ``backgroundColor`` fills the bar, ``backgroundImage`` is stretched over it, and the
/// shadow is a one-pixel line of ``shadowColor`` on the bar's edge facing the content, or
/// ``shadowImage`` there when set. ``backgroundEffect`` is stored only: no blur is drawn.
open class UIBarAppearance {
  /// Black at 30% opacity: the colour of the one-pixel line iOS draws between a bar and
  /// the content, as read back from a running app's bar.
  public static let defaultShadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)

  open var backgroundColor: UIColor?
  open var backgroundImage: UIImage?
  /// Stored only: a render draws no blur.
  open var backgroundEffect: UIBlurEffect?
  open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
  open var shadowColor: UIColor?
  open var shadowImage: UIImage?

  /// An appearance with the default background (a blur, not drawn here) and shadow.
  public init() {
    configureWithDefaultBackground()
  }

  /// A copy of `barAppearance`'s background and shadow.
  public init(barAppearance: UIBarAppearance) {
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    backgroundEffect = barAppearance.backgroundEffect
    backgroundImageContentMode = barAppearance.backgroundImageContentMode
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
  }

  /// The system blur (stored, not drawn) and the default shadow; no colour or image.
  open func configureWithDefaultBackground() {
    reset(color: nil, effect: UIBlurEffect(style: .systemChromeMaterial))
    shadowColor = Self.defaultShadowColor
  }

  /// An opaque `.systemBackground` fill and the default shadow.
  open func configureWithOpaqueBackground() {
    reset(color: .systemBackground, effect: nil)
    shadowColor = Self.defaultShadowColor
  }

  /// No background and no shadow.
  open func configureWithTransparentBackground() {
    reset(color: nil, effect: nil)
    shadowColor = nil
  }

  private func reset(color: UIColor?, effect: UIBlurEffect?) {
    backgroundColor = color
    backgroundEffect = effect
    backgroundImage = nil
    shadowImage = nil
    backgroundImageContentMode = .scaleToFill
  }
}
