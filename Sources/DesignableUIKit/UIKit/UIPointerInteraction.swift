import Components
import Foundation

/// The pointer effects of iPadOS (`UIPointerInteraction`), inert: a render has no pointer,
/// so the delegate is never asked for a region or a style.
public final class UIPointerInteraction: UIInteraction {
  public private(set) weak var view: UIView?
  public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  public var isEnabled = true

  public init(delegate: (any UIPointerInteractionDelegate)?) { self.delegate = delegate }

  public func willMove(to view: UIView?) {}
  public func didMove(to view: UIView?) { self.view = view }

  /// Asks for the regions again on iPadOS; nothing here.
  public func invalidate() {}
}

/// What a pointer interaction asks (`UIPointerInteractionDelegate`); never asked here.
public protocol UIPointerInteractionDelegate: DelegateObject {
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }

  public func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  )
    -> UIPointerStyle?
  { nil }
}

/// A part of a view the pointer can be in (`UIPointerRegion`).
public final class UIPointerRegion {
  public let rect: CGRect
  public let identifier: AnyHashable?

  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
  }
}

/// Where the pointer is, when a region is asked for (`UIPointerRegionRequest`).
public final class UIPointerRegionRequest {
  public let location: CGPoint

  public init(location: CGPoint) { self.location = location }
}

/// A view as the pointer or a context menu would show it (`UITargetedPreview`), stored only.
public final class UITargetedPreview {
  public let view: UIView
  public let parameters: UIPreviewParameters

  public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
    self.view = view
    self.parameters = parameters
  }
}

/// How a preview is cut out and backed (`UIPreviewParameters`), stored only: a render shows
/// no previews.
public final class UIPreviewParameters {
  /// The part of the view shown, or `nil` for all of it.
  public var visiblePath: UIBezierPath?
  /// The shape of the preview's shadow, or `nil` for the visible part's.
  public var shadowPath: UIBezierPath?
  /// What shows behind the view; nil reads back as the system's white, as on iOS.
  public var backgroundColor: UIColor! {
    get { storedBackground ?? .white }
    set { storedBackground = newValue }
  }
  private var storedBackground: UIColor?

  public init() {}

  /// Parameters that show the parts of the view in `textLineRects` (text preview).
  public convenience init(textLineRects: [NSValue]) {
    self.init()
  }
}

/// How the pointer changes a view (`UIPointerEffect`).
public enum UIPointerEffect {
  case automatic(UITargetedPreview)
  case highlight(UITargetedPreview)
  case lift(UITargetedPreview)
  case hover(
    UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
    prefersScaledContent: Bool = true)

  /// How a hover effect tints the view (`UIPointerEffect.TintMode`).
  public enum TintMode: Int, Sendable { case none, overlay, underlay }
}

/// The pointer's look over a region (`UIPointerStyle`), stored only.
public final class UIPointerStyle {
  public let effect: UIPointerEffect?

  public init(effect: UIPointerEffect) { self.effect = effect }
}
