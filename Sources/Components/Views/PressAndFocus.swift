import Foundation

/// A press of a physical button: a remote's, a game controller's or a keyboard's key
/// (`UIPress`). A render delivers none; the type lets press handlers compile.
public final class Press: Hashable {
  /// The kind of button (`UIPress.PressType`).
  public enum PressType: Int, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    case pageUp = 30
    case pageDown = 31
  }

  /// The stage of the press (`UIPress.Phase`).
  public enum Phase: Int, Sendable {
    case began, changed, stationary, ended, cancelled
  }

  public let type: PressType
  public let phase: Phase
  public let timestamp: TimeInterval
  /// How far the button is pressed, 0 to 1.
  public let force: CGFloat

  public init(
    type: PressType, phase: Phase = .began, timestamp: TimeInterval = 0, force: CGFloat = 1
  ) {
    self.type = type
    self.phase = phase
    self.timestamp = timestamp
    self.force = force
  }

  public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event of physical button presses (`UIPressesEvent`).
public final class PressesEvent {
  /// The presses of the event.
  public let allPresses: Set<Press>
  public let timestamp: TimeInterval

  public init(presses: Set<Press> = [], timestamp: TimeInterval = 0) {
    allPresses = presses
    self.timestamp = timestamp
  }
}

/// Something focus can move within (`UIFocusEnvironment`): views and view controllers.
/// A render has no focus engine, so focus never moves and these are never called by it.
public protocol FocusEnvironment: AnyObject {
  /// Where focus should go first within this environment, most preferred first.
  var preferredFocusEnvironments: [any FocusEnvironment] { get }
  /// Whether focus may move as `context` describes.
  func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool
  /// Told that focus moved as `context` describes.
  func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator)
  func setNeedsFocusUpdate()
  func updateFocusIfNeeded()
}

/// Where focus moves from and to (`UIFocusUpdateContext`).
open class FocusUpdateContext {
  public weak var previouslyFocusedView: View?
  public weak var nextFocusedView: View?

  public init(previouslyFocusedView: View? = nil, nextFocusedView: View? = nil) {
    self.previouslyFocusedView = previouslyFocusedView
    self.nextFocusedView = nextFocusedView
  }
}

/// Runs animations beside a focus change (`UIFocusAnimationCoordinator`): here at once,
/// with their completions, as a render shows the final state.
open class FocusAnimationCoordinator {
  public init() {}

  /// Runs `animations`, then `completion`.
  open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
    animations?()
    completion?()
  }
}

/// A view is a focus environment, answering from its responder methods.
extension View: FocusEnvironment {}

/// A keyboard language (`UITextInputMode`); no keyboard appears in a render.
open class TextInputMode {
  /// The language, as a BCP 47 tag.
  public let primaryLanguage: String?

  public init(primaryLanguage: String?) { self.primaryLanguage = primaryLanguage }
}
