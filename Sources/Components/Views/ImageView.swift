import Foundation

/// A view that shows an image (`UIImageView`), fitted to its bounds by `contentMode`; its
/// highlighted image while highlighted; a template image filled with the view's tint.
open class ImageView: View {
  /// The image shown. Drawing and sizing read what this setter stored, as UIKit's do, so a
  /// subclass that overrides the property to keep the image elsewhere (an inner view) and
  /// sets `super.image` to something else shows only what it gave `super`.
  open var image: Image? {
    get { storedImage }
    set {
      storedImage = newValue
      setNeedsDisplay()
    }
  }
  /// The image shown while ``isHighlighted`` is on, when there is one.
  open var highlightedImage: Image? {
    get { storedHighlightedImage }
    set {
      storedHighlightedImage = newValue
      setNeedsDisplay()
    }
  }
  private var storedImage: Image?
  private var storedHighlightedImage: Image?
  open var isHighlighted = false { didSet { setNeedsDisplay() } }

  /// The symbol configuration for symbol images (`preferredSymbolConfiguration`): a
  /// symbol's stand-in is shown drawn again with it applied over its own (its size, scale
  /// and colours); other images are shown as they are.
  open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
    didSet {
      guard preferredSymbolConfiguration !== oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// Whether the image grows with Dynamic Type; kept, as the size is always `.large`.
  open var adjustsImageSizeForAccessibilityContentSizeCategory = false

  /// The frames of a flip-book animation (`animationImages`), shown by iOS while
  /// ``isAnimating``. A render shows the model layer, as `layer.render(in:)` and Interface
  /// Builder do, so the picture is ``image`` (nothing when it is `nil`), animating or not.
  open var animationImages: [Image]?
  /// The frames shown instead while highlighted (`highlightedAnimationImages`).
  open var highlightedAnimationImages: [Image]?
  /// Seconds for one cycle of the frames; 0 means 1/30 s a frame, as in UIKit.
  open var animationDuration: TimeInterval = 0
  /// How many cycles to run; 0 repeats forever.
  open var animationRepeatCount = 0
  /// Whether ``startAnimating()`` was called since the last ``stopAnimating()`` while there
  /// were frames to show.
  open var isAnimating: Bool { animating }
  private var animating = false

  /// Starts the flip-book animation when there are frames; the picture stays ``image``.
  open func startAnimating() {
    animating = !(animationImages ?? []).isEmpty
  }

  /// Stops the flip-book animation.
  open func stopAnimating() { animating = false }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// A view the size of `image`, showing it. Designated, as in UIKit, so a subclass may
  /// override it and call `super.init(image:)`.
  public init(image: Image?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    storedImage = image
  }

  /// A view the size of `image`, showing it, and `highlightedImage` while highlighted.
  /// Designated, as in UIKit.
  public init(image: Image?, highlightedImage: Image?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    storedImage = image
    storedHighlightedImage = highlightedImage
  }

  /// Sets an image a document archives. While `init(coder:)` restores the archive, UIKit
  /// keeps it in the view's own storage, past a subclass's override of ``image`` (whose own
  /// stored properties are not set up yet), so `super.image` has it once `super.init(coder:)`
  /// returns; Interface Builder sets it after `init(frame:)`, through ``image``.
  public func restoreArchivedImage(_ image: Image) {
    if View.isRestoringArchive {
      storedImage = image
      setNeedsDisplay()
    } else {
      self.image = image
    }
  }

  open override class var inspectables: [Inspectable] {
    [.image("image", \ImageView.image)]
  }

  /// The image drawn now: the highlighted one while highlighted, if any; a symbol with the
  /// preferred symbol configuration applied.
  private var shownImage: Image? {
    let image = isHighlighted ? storedHighlightedImage ?? storedImage : storedImage
    return image?.applyingPreferredSymbolConfiguration(preferredSymbolConfiguration)
  }

  open override var intrinsicContentSize: CGSize {
    shownImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

  /// On iOS the image is the layer's contents, placed by the content mode at any size, so a
  /// resized image view shows what a new one of that size shows: it draws again.
  override func boundsSizeDidChange() {
    super.boundsSizeDidChange()
    setNeedsDisplay()
  }

  open override func tintColorDidChange() {
    if shownImage?.renderingMode == .alwaysTemplate { setNeedsDisplay() }
  }

  /// Draws the image placed by the content mode. UIKit shows it as the layer's contents and
  /// never calls an image view's `draw(_:)`, so a subclass's override is not called here
  /// either (``callsDraw``).
  package func drawBuiltInParts(in rect: CGRect) {
    guard let image = shownImage, image.size.width > 0, image.size.height > 0 else { return }
    let placed = Self.placement(of: image.size, in: bounds, mode: contentMode)
    // The image is the layer's contents on iOS: the layer's filters say how it is sampled.
    if layer.contentsSampling(imageSize: image.size, in: placed) == .nearest {
      GraphicsContext.current?.interpolationQuality = .none
    }
    if image.renderingMode == .alwaysTemplate {
      let tinted = Image(bitmap: image.tinted(tintColor ?? .tintColor), scale: image.scale)
      GraphicsContext.current?.drawUpright(tinted, in: placed)
    } else {
      GraphicsContext.current?.drawUpright(image, in: placed)
    }
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

extension ImageView: DrawsBuiltInParts {
  /// `false`: UIKit never calls an image view's `draw(_:)`.
  package var callsDraw: Bool { false }
  /// `false`: the image is the layer's contents on iOS, under every sublayer.
  package var drawsPartsInTheirOwnLayer: Bool { false }
}
