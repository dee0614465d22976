import Foundation

/// Recognizes drags from an edge of the screen (`UIScreenEdgePanGestureRecognizer`); inert,
/// as ``GestureRecognizer`` says.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  public var edges: RectEdge = []
}
