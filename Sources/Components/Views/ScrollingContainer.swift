import Foundation

/// A view whose subviews lie on a content area larger than itself (a scroll view), as Auto
/// Layout reads it: a constraint between the view's edges (or margins) and a view inside it
/// binds the content area, whose origin is the content's (not the visible part's) and whose
/// size becomes ``contentSize``; its width, height and centre still name the view's frame.
public protocol ScrollingContainer: View {
  /// The size of the content area; Auto Layout sets it when constraints place the area.
  var contentSize: CGSize { get set }
}
