/// What `drawPath(using:)` does with the current path (`CGPathDrawingMode`).
public enum PathDrawingMode: Int32, Sendable {
  case fill = 0
  case eoFill = 1
  case stroke = 2
  case fillStroke = 3
  case eoFillStroke = 4
}
