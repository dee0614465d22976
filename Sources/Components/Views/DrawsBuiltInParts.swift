import Foundation

/// A view of UIKit's that draws parts of its own (a slider's track and thumb, a switch's
/// capsule, a segmented control's segments), which UIKit shows in subviews of the control:
/// above what the view itself draws, a subclass's `draw(_:)` included, whether or not that
/// calls `super`, and below the subviews added to it. Here they are drawn into the view's
/// content after its `draw(_:)`, in a drawing state of their own.
package protocol DrawsBuiltInParts: View {
  /// Draws the parts in `rect`, the view's bounds, into the current context.
  func drawBuiltInParts(in rect: CGRect)
  /// Whether the view's `draw(_:)` runs before its parts are drawn: `true` unless UIKit
  /// never calls it for the class (an image view).
  var callsDraw: Bool { get }
}

extension DrawsBuiltInParts {
  package var callsDraw: Bool { true }
}
