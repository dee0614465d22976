import DesignableUIKit
import Testing

/// A slider with red ticks drawn in its own `draw(_:)`, calling `super` or not, as stepped
/// sliders write it.
private final class TickSlider: UISlider {
  var callsSuper = false

  override func draw(_ rect: CGRect) {
    if callsSuper { super.draw(rect) }
    UIColor.red.setFill()
    for index in 0...4 {
      UIRectFill(
        CGRect(x: CGFloat(index) * (rect.width - 4) / 4, y: rect.midY - 8, width: 4, height: 16))
    }
    // Left as it is: the control's parts are drawn in a state of their own.
    UIGraphicsGetCurrentContext()?.translateBy(x: 50, y: 0)
  }
}

/// A switch that paints its bounds yellow in `draw(_:)` without calling `super`.
private final class PaintedSwitch: UISwitch {
  override func draw(_ rect: CGRect) {
    UIColor.yellow.setFill()
    UIRectFill(rect)
  }
}

@Suite("UIKit's controls draw their parts over a subclass's drawing")
struct UIKitControlPartsTests {
  /// As on iOS, where a slider's track and thumb are subviews, a subclass's drawing lies
  /// under them, whether or not its `draw(_:)` calls `super`, and shows beside them.
  @Test(arguments: [false, true])
  func aSliderSubclassDrawingUnderItsTrackAndThumbKeepsThem(callsSuper: Bool) {
    let slider = TickSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    slider.callsSuper = callsSuper
    slider.minimumTrackTintColor = .blue
    slider.maximumTrackTintColor = .green
    slider.value = 0.5
    let at = pixels(of: slider)
    // The thumb, white, over the middle tick at x 98...102.
    #expect(at(100, 20) == [255, 255, 255, 255])
    // The track over the tick at x 48...52 (blue) and 148...152 (green), ticks beside it.
    #expect(at(50, 20) == [0, 0, 255, 255])
    #expect(at(150, 20) == [0, 255, 0, 255])
    #expect(at(50, 14) == [255, 0, 0, 255])
    #expect(at(2, 26) == [255, 0, 0, 255])
  }

  @Test func aSwitchSubclassPaintingItsBoundsKeepsItsCapsuleAndKnob() {
    let toggle = PaintedSwitch(frame: .zero)
    toggle.isOn = true
    toggle.onTintColor = .blue
    let at = pixels(of: toggle)
    #expect(at(0, 0) == [255, 255, 0, 255])
    #expect(at(10, 15) == [0, 0, 255, 255])
    #expect(at(35, 15) == [255, 255, 255, 255])
  }
}

/// An image view subclass that overrides `draw(_:)`, which UIKit never calls for an image
/// view: it shows its image, and nothing its override draws.
private final class OverdrawnImageView: UIImageView {
  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    UIRectFill(rect)
  }
}

@Suite("UIKit's image view never calls draw(_:)")
struct ImageViewDrawTests {
  @Test func anImageViewSubclassShowsItsImageAndNotItsDrawing() throws {
    let blue = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    let view = OverdrawnImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.image = blue
    view.contentMode = .center
    let at = pixels(of: view)
    #expect(at(10, 10) == [0, 0, 255, 255])
    #expect(at(1, 1)[3] == 0)
  }
}
