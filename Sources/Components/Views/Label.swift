import Foundation
internal import Typesetting

/// A view that shows text (`UILabel`): drawn in its bounds, wrapped to `numberOfLines`
/// (one by default), truncated at the tail, centred vertically.
open class Label: View {
  public var text: String? { didSet { textDidChange() } }
  public var font: Font = .systemFont(ofSize: 17) { didSet { textDidChange() } }
  public var textColor: Color = .label { didSet { setNeedsDisplay() } }
  public var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
  public var numberOfLines = 1 { didSet { textDidChange() } }
  public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  open override class var inspectables: [Inspectable] {
    [
      .string("text", \Label.text),
      .color("textColor", \Label.textColor),
      .number("numberOfLines", \Label.numberOfLines),
    ]
  }

  private func textDidChange() {
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  var style: TextStyle {
    var style = TextStyle()
    style.font = font
    style.color = textColor
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    style.numberOfLines = numberOfLines
    return style
  }

  open override func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }

  /// Draws the text in `rect`; override to inset it.
  open func drawText(in rect: CGRect) {
    guard let text, !text.isEmpty else { return }
    GraphicsContext.current?.drawText(text, in: rect, style: style)
  }

  /// The size of the text on its lines.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }

  /// The size the text needs within `size`, its width wrapping at `size.width`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty, let attributes = style.typesetting() else { return .zero }
    let width = size.width.isFinite && size.width < .greatestFiniteMagnitude ? Double(size.width) : nil
    return TextLayout(text, attributes: attributes, width: width).size.cgSize
  }
}

/// A view that shows an image (`UIImageView`), fitted to its bounds by `contentMode`.
open class ImageView: View {
  public var image: Image? { didSet { setNeedsDisplay() } }

  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  open override class var inspectables: [Inspectable] {
    [.image("image", \ImageView.image)]
  }

  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  open override func draw(_ rect: CGRect) {
    guard let image, image.size.width > 0, image.size.height > 0 else { return }
    GraphicsContext.current?.draw(image, in: Self.placement(of: image.size, in: bounds, mode: contentMode))
  }

  /// Where an image of `size` goes in `bounds` for a content mode.
  public static func placement(of size: CGSize, in bounds: CGRect, mode: ContentMode) -> CGRect {
    switch mode {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let w = size.width * s
      let h = size.height * s
      return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    default:
      let x: CGFloat
      switch mode {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: x = bounds.midX - size.width / 2
      }
      let y: CGFloat
      switch mode {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: y = bounds.midY - size.height / 2
      }
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}
