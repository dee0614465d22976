import DesignableUIKit
import Testing

/// A ring that resizes its layer when its bounds change, as components that override
/// `bounds` do; it counts which geometry setters UIKit calls.
private final class BoundsRing: UIView {
  let ring = CAShapeLayer()
  var boundsSets = 0
  var frameSets = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(ring)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override var bounds: CGRect {
    didSet {
      boundsSets += 1
      ring.frame = bounds
    }
  }

  override var frame: CGRect {
    didSet { frameSets += 1 }
  }
}

@Suite("Which geometry setters layout calls")
struct LayoutSettersTests {
  /// UIKit's engine places a view by its `bounds` and `center`, so a component that follows
  /// its `bounds` (an override or an observer) hears the size constraints give it.
  @Test func constraintLayoutSetsBoundsAndCenterNotFrame() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let ring = BoundsRing(frame: .zero)
    let framesBefore = ring.frameSets
    ring.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(ring)
    var heard: [CGSize] = []
    let observation = ring.observe(\.bounds, options: .new) { _, change in
      heard.append(change.newValue?.size ?? .zero)
    }
    NSLayoutConstraint.activate([
      ring.widthAnchor.constraint(equalToConstant: 60),
      ring.heightAnchor.constraint(equalToConstant: 40),
      ring.centerXAnchor.constraint(equalTo: host.centerXAnchor),
      ring.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
    ])
    host.layoutIfNeeded()
    #expect(ring.frame == CGRect(x: 70, y: 10, width: 60, height: 40))
    #expect(ring.ring.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
    #expect(ring.boundsSets == 1)
    #expect(ring.frameSets == framesBefore)
    #expect(heard == [CGSize(width: 60, height: 40)])
    _ = observation
  }

  /// A transformed view keeps its transform: the engine sets its size and centre, which
  /// the transform then turns about.
  @Test func constraintLayoutKeepsATransformedViewsSizeUntransformed() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let tile = UIView()
    tile.translatesAutoresizingMaskIntoConstraints = false
    tile.transform = CGAffineTransform(rotationAngle: .pi / 4)
    host.addSubview(tile)
    NSLayoutConstraint.activate([
      tile.widthAnchor.constraint(equalToConstant: 40),
      tile.heightAnchor.constraint(equalToConstant: 20),
      tile.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
      tile.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
    ])
    host.layoutIfNeeded()
    #expect(tile.bounds.size == CGSize(width: 40, height: 20))
    #expect(tile.center == CGPoint(x: 30, y: 20))
  }
}
