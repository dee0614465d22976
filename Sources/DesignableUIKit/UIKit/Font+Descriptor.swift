import Components

extension Font {
  /// The descriptor of this font.
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// The font `descriptor` describes, at `size` points; a size of 0 keeps the descriptor's
  /// own, as in UIKit.
  public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
    self.init(copying: descriptor.font.withSize(size == 0 ? descriptor.pointSize : size))
  }
}
