import Components
import Foundation

/// A long press's menu (`UIContextMenuInteraction`), inert: a render is never pressed, so
/// the delegate is never asked for a configuration.
public final class UIContextMenuInteraction: UIInteraction {
  public private(set) weak var view: UIView?
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?

  public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }

  public func willMove(to view: UIView?) {}
  public func didMove(to view: UIView?) { self.view = view }

  /// Where the press is in `view`'s coordinates: the origin, as nothing presses.
  public func location(in view: UIView?) -> CGPoint { .zero }
  /// Closes the menu; none is open.
  public func dismissMenu() {}
  /// Asks the delegate for new items; none is shown.
  public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
}

/// What a menu shows and previews (`UIContextMenuConfiguration`); kept, never shown.
open class UIContextMenuConfiguration {
  /// Makes a preview controller on iOS.
  public typealias PreviewProvider = () -> UIViewController?
  /// Makes the menu from the suggested actions on iOS.
  public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?

  public let identifier: NSCopying
  public let previewProvider: PreviewProvider?
  public let actionProvider: ActionProvider?

  public init(
    identifier: NSCopying? = nil, previewProvider: PreviewProvider? = nil,
    actionProvider: ActionProvider? = nil
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}

/// What a menu interaction asks (`UIContextMenuInteractionDelegate`); never asked here.
public protocol UIContextMenuInteractionDelegate: DelegateObject {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
}
