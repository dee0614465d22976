/// How a view's content is fitted to its bounds (`UIView.ContentMode`).
public enum ContentMode: Int, Sendable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight
}
