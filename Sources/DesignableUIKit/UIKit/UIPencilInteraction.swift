import Components
import Foundation

/// Taps and squeezes on an Apple Pencil (`UIPencilInteraction`), inert: a render has no
/// pencil, so the delegate is never told of a tap.
public final class UIPencilInteraction: UIInteraction {
  public private(set) weak var view: UIView?
  public weak var delegate: (any UIPencilInteractionDelegate)?
  public var isEnabled = true

  /// What the user chose in Settings for a double tap: `.switchEraser`, iOS's default.
  public static var preferredTapAction: UIPencilPreferredAction { .switchEraser }
  /// Whether the user chose to draw with the pencil only: `false`, iOS's default.
  public static var prefersPencilOnlyDrawing: Bool { false }

  public init() {}

  public convenience init(delegate: (any UIPencilInteractionDelegate)?) {
    self.init()
    self.delegate = delegate
  }

  public func willMove(to view: UIView?) {}
  public func didMove(to view: UIView?) { self.view = view }
}

/// What a pencil interaction tells (`UIPencilInteractionDelegate`); never told here.
public protocol UIPencilInteractionDelegate: DelegateObject {
  func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
}

extension UIPencilInteractionDelegate {
  public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
}

/// The action a user chose for a pencil's double tap (`UIPencilPreferredAction`).
public enum UIPencilPreferredAction: Int, Sendable {
  case ignore, switchEraser, switchPrevious, showColorPalette, runSystemShortcut
}
