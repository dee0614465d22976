import Raster

extension String {
  /// The size the string occupies when drawn with `Canvas.drawText(_:at:attributes:)`, in
  /// points, as UIKit's `size(withAttributes:)`: the widest line's advance width (trailing
  /// spaces left out) by the number of lines times `font.lineHeight`. Not rounded.
  public func size(withAttributes attributes: TextAttributes) -> Size {
    TextLayout(self, attributes: attributes).size
  }

  /// The size the string occupies when wrapped to `width` points (and limited to `height`
  /// points when given), as drawn by `Canvas.drawText(_:in:attributes:)`; like UIKit's
  /// `boundingRect(with:options: .usesLineFragmentOrigin, attributes:)`, not rounded.
  public func boundingSize(
    width: Double, height: Double? = nil, attributes: TextAttributes
  ) -> Size {
    TextLayout(self, attributes: attributes, width: width, height: height).size
  }
}
