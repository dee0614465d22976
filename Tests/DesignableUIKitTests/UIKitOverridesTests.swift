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
}
