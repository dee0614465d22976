import Foundation
import Raster
import Testing

@testable import DesignableUIKit

/// A control that aligns by its track, not by the room its thumb's shadow takes, keeps
/// state through `encode(with:)`, and draws its track layer as that layer's delegate: UIKit
/// patterns of slider components.
private final class InsetTrack: UIControl {
  let track = CALayer()
  var encoded: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.delegate = self
    track.delegate = self
    layer.addSublayer(track)
  }

  required init?(coder: NSCoder) { nil }

  override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 4, left: 2, bottom: 4, right: 2)
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 20)
  }

  override func encode(with aCoder: NSCoder) {
    super.encode(with: aCoder)
    encoded.append("value")
  }

  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    guard layer === self.layer else { return }
    track.frame = bounds.insetBy(dx: 2, dy: 4)
  }

  override func draw(_ layer: CALayer, in ctx: CGContext) {
    guard layer === track else { return super.draw(layer, in: ctx) }
    ctx.setFillColor(UIColor.red.cgColor)
    ctx.fill(layer.bounds)
  }

  override func draw(_ rect: CGRect) {
    UIColor.blue.setFill()
    UIBezierPath(rect: rect).fill()
  }
}

@Suite struct AlignmentRectAndLayerDelegateTests {
  @Test func constraintsPlaceTheAlignmentRectangle() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    let control = InsetTrack(frame: .zero)
    control.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(control)
    NSLayoutConstraint.activate([
      control.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
      control.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -10),
      control.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
    ])
    host.layoutIfNeeded()
    // The alignment rectangle is 80 × 20 at (10, 10); the frame lies 2 and 4 points out.
    #expect(control.frame == CGRect(x: 8, y: 6, width: 84, height: 28))
    #expect(
      control.alignmentRect(forFrame: control.frame) == CGRect(x: 10, y: 10, width: 80, height: 20))
  }

  @Test func aViewDrawsALayerItIsTheDelegateOfAndItsOwnLayerStaysItsOwn() throws {
    let control = InsetTrack(frame: CGRect(x: 0, y: 0, width: 20, height: 12))
    #expect(control.layer.delegate === control && control.track.delegate === control)
    let picture = Lifecycle.render(control, scale: 1)
    func at(_ x: Int, _ y: Int) -> [UInt8] {
      Array(picture.bytes[(y * picture.width + x) * 4..<(y * picture.width + x) * 4 + 4])
    }
    #expect(at(0, 0) == [0, 0, 255, 255])  // the view's own drawing
    #expect(at(10, 6) == [255, 0, 0, 255])  // the track, drawn as its delegate
    control.encode(with: NSKeyedArchiver(requiringSecureCoding: false))
    #expect(control.encoded == ["value"])
  }
}
