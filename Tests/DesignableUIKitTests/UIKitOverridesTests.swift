import DesignableUIKit
import Testing

/// Properties UIKit subclasses commonly override, with observers.
final class ObservedLabel: UILabel {
  var fontChanges = 0
  override var font: UIFont! {
    didSet { fontChanges += 1 }
  }
  override var backgroundColor: UIColor? {
    get { super.backgroundColor }
    set { super.backgroundColor = newValue?.withAlphaComponent(0.5) }
  }
}

final class ObservedImageView: UIImageView {
  var imageChanges = 0
  override var image: UIImage? {
    didSet { imageChanges += 1 }
  }
}

/// An image view that shows its image in an inner view, set up by each of UIKit's
/// designated initializers.
final class InsetImageView: UIImageView {
  let inner = UIImageView(frame: .zero)
  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(inner)
  }
  override init(image: UIImage?) {
    super.init(image: image)
    inner.image = image
    addSubview(inner)
  }
  override init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(image: image, highlightedImage: highlightedImage)
    inner.image = image
    inner.highlightedImage = highlightedImage
    addSubview(inner)
  }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(inner)
  }
}

/// An image view that hands its image to an inner view in its left half and keeps none
/// for itself, as views that align their image do.
final class HalfImageView: UIImageView {
  let half = UIImageView(frame: .zero)
  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(half)
  }
  required init?(coder: NSCoder) { nil }
  override var image: UIImage? {
    get { half.image }
    set {
      half.image = newValue
      super.image = nil
    }
  }
  override func layoutSubviews() {
    super.layoutSubviews()
    half.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
  }
}

/// An image view that moves its image into an inner view it makes once `super.init`
/// returns, and keeps it there, as aligning image views do.
final class LateInnerImageView: UIImageView {
  private(set) var inner: UIImageView?
  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }
  private func setUp() {
    let inner = UIImageView(image: super.image)
    addSubview(inner)
    self.inner = inner
    super.image = nil
  }
  override var image: UIImage? {
    get { inner?.image }
    set { inner?.image = newValue }
  }
}

/// A layer that rounds itself to a capsule whenever its bounds change.
final class CapsuleLayer: CALayer {
  override var bounds: CGRect {
    didSet { cornerRadius = bounds.height / 2 }
  }
}

/// A view that counts what UIKit lets a subclass intercept.
final class CountingView: UIView {
  var removals = 0
  var layoutRequests = 0
  override func removeFromSuperview() {
    removals += 1
    super.removeFromSuperview()
  }
  override func setNeedsLayout() {
    layoutRequests += 1
    super.setNeedsLayout()
  }
}

@Suite("Overriding UIKit's properties")
struct UIKitOverridesTests {
  @Test func labelAndViewPropertiesCanBeOverriddenWithObservers() {
    let label = ObservedLabel(frame: .zero)
    label.font = .systemFont(ofSize: 20)
    #expect(label.fontChanges == 1 && label.font.pointSize == 20)
    label.backgroundColor = .red
    #expect(label.backgroundColor == UIColor.red.withAlphaComponent(0.5))
    let imageView = ObservedImageView(frame: .zero)
    imageView.image = nil
    #expect(imageView.imageChanges == 1)
  }

  @Test func imageViewInitializersWithImagesAreDesignated() throws {
    let image = try #require(UIKitTestSupport.image(UIKitTestSupport.halfWhitePNG))
    let view = InsetImageView(image: image)
    #expect(view.bounds.size == image.size && view.image === image)
    #expect(view.inner.image === image && view.subviews.count == 1)
    #expect(!view.isUserInteractionEnabled)
    let both = InsetImageView(image: nil, highlightedImage: image)
    #expect(both.inner.highlightedImage === image && both.highlightedImage === image)
    #expect(both.bounds.size == .zero)
  }

  @Test func anImageViewDrawsTheImageItsOwnSetterStoredNotAnOverride() throws {
    let image = try #require(UIKitTestSupport.image(UIKitTestSupport.halfWhitePNG))
    let view = HalfImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.image = image.withRenderingMode(.alwaysTemplate)
    view.tintColor = .red
    #expect(view.image != nil)
    let picture = Lifecycle.render(view, scale: 1)
    // Only the inner view, in the left half, shows the image; the right half stays empty.
    #expect((0..<10).contains { picture[$0, 5].alpha > 0 })
    #expect((10..<20).allSatisfy { picture[$0, 5].alpha == 0 })
  }

  @Test func anArchivedImageIsRestoredPastASubclassOverride() throws {
    let image = try #require(UIKitTestSupport.image(UIKitTestSupport.halfWhitePNG))
    let content = ArchivedContent(origin: "test") { view in
      (view as? UIImageView)?.restoreArchivedImage(image)
    }
    let coder = Coder(
      frame: CGRect(x: 0, y: 0, width: 8, height: 8),
      standard: StandardProperties(content: content))
    // init(coder:) keeps it in UIImageView's storage, where the subclass finds it.
    let decoded = try #require(LateInnerImageView(coder: coder))
    #expect(decoded.inner?.image === image && decoded.image === image)
    // Interface Builder sets it after init(frame:), through the override.
    let designed = LateInnerImageView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    content.restore(into: designed)
    #expect(designed.inner?.image === image)
  }

  @Test func layerAndViewMembersCanBeOverridden() {
    let capsule = CapsuleLayer()
    capsule.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
    #expect(capsule.cornerRadius == 10)
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let child = CountingView(frame: .zero)
    parent.addSubview(child)
    let requests = child.layoutRequests
    child.setNeedsLayout()
    #expect(child.layoutRequests == requests + 1)
    child.removeFromSuperview()
    #expect(child.removals == 1 && parent.subviews.isEmpty)
  }
}
