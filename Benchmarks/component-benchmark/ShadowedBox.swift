import Components
import Foundation
import Synchronization

/// A clear view holding a 240×240 opaque rounded box in its middle, whose layer casts a
/// shadow when ``radius`` holds one: the shadow of the box's outline. The radius is read when
/// a box is made, so that the snapshot matrix, which makes its own views, gets it too.
final class ShadowedBox: View {
  /// The box's shadow radius for the views made from now on; `nil` for no shadow.
  static let radius = Mutex<CGFloat?>(nil)

  override init(frame: CGRect) {
    super.init(frame: frame)
    let box = View(frame: CGRect(x: 30, y: 30, width: 240, height: 240))
    box.backgroundColor = .systemBlue
    box.layer.cornerRadius = 16
    if let radius = ShadowedBox.radius.withLock({ $0 }) {
      ShadowCase.addShadow(to: box.layer, radius: radius)
    }
    addSubview(box)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
