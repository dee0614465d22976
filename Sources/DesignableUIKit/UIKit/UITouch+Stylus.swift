import Components
import Foundation

extension UITouch {
  /// The direction a pencil points in as a unit vector, in `view`'s coordinates
  /// (`azimuthUnitVector(in:)`): along x for any other touch, as UIKit reports it.
  public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
}
