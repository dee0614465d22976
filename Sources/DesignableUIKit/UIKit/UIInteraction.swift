import Components
import Foundation

/// Something added to a view to handle a kind of input (`UIInteraction`): a pointer, a drag,
/// a context menu. A render has no input, so an interaction is told of its view and is
/// never asked anything.
public protocol UIInteraction: AnyObject {
  /// The view it is added to.
  var view: UIView? { get }
  func willMove(to view: UIView?)
  func didMove(to view: UIView?)
}

extension UIView {
  /// Adds `interaction`: it is told of this view, and never receives input here.
  public func addInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: self)
    interaction.didMove(to: self)
  }

  /// Removes `interaction`: it is told it has no view.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard interaction.view === self else { return }
    interaction.willMove(to: nil)
    interaction.didMove(to: nil)
  }
}
