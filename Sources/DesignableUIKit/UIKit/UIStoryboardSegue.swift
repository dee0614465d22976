import Components
import Foundation

/// A transition between two controllers that a storyboard declares (`UIStoryboardSegue`).
/// A render follows no segue: ``perform()`` runs only when code calls it, and a custom
/// segue's override presents nothing (presenting is inert here).
open class UIStoryboardSegue {
  /// The identifier the storyboard gives the segue.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue leads to.
  public let destination: UIViewController
  private let performHandler: (() -> Void)?

  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    performHandler = nil
  }

  /// A segue that runs `performHandler` when performed.
  public init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
  }

  /// Carries the segue out; a subclass overrides it to present its destination its own way.
  open func perform() { performHandler?() }
}
