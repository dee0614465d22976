import DesignableUIKit
import Testing

/// A bar of three coloured views in a stack, built in init as an iOS developer would.
final class TrafficLightBar: UIView {
  let stack = UIStackView()
  let colours: [UIColor] = [.red, .yellow, .green]

  override init(frame: CGRect) {
    super.init(frame: frame)
    stack.distribution = .fillEqually
    stack.spacing = 2
    stack.translatesAutoresizingMaskIntoConstraints = false
    for colour in colours {
      let light = UIView()
      light.backgroundColor = colour
      stack.addArrangedSubview(light)
    }
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutSubviews() {
    super.layoutSubviews()
    stack.frame = bounds
  }
}

/// A view whose intrinsic width is fixed, for `.fill` distribution.
final class FixedWidthView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 4) }
}

@Suite("UIKit's stack view and switch")
struct UIKitMoreControlsTests {
  @Test func aStackOfThreeSharesTheWidthEqually() {
    let bar = TrafficLightBar(frame: CGRect(x: 0, y: 0, width: 34, height: 10))
    let picture = Lifecycle.render(bar, scale: 1)
    let frames = bar.stack.arrangedSubviews.map(\.frame)
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 12, y: 0, width: 10, height: 10),
        CGRect(x: 24, y: 0, width: 10, height: 10),
      ])
    #expect(picture[5, 5].red == 255 && picture[5, 5].green == 0)
    #expect(picture[17, 5].red == 255 && picture[17, 5].green > 200)
    #expect(picture[29, 5].green > 150 && picture[29, 5].red < 100)
    #expect(picture[11, 5].alpha == 0)
  }

  @Test func fillGivesTheRestToViewsWithoutIntrinsicSize() {
    let stack = UIStackView(arrangedSubviews: [FixedWidthView(), UIView(), FixedWidthView()])
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    stack.alignment = .center
    stack.layoutIfNeeded()
    let frames = stack.arrangedSubviews.map(\.frame)
    #expect(frames[0] == CGRect(x: 0, y: 8, width: 10, height: 4))
    #expect(frames[1].minX == 10 && frames[1].width == 80)
    #expect(frames[2] == CGRect(x: 90, y: 8, width: 10, height: 4))
  }

  @Test func hiddenAndRemovedViewsTakeNoRoom() {
    let views = [UIView(), UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.frame = CGRect(x: 0, y: 0, width: 10, height: 30)
    views[1].isHidden = true
    stack.removeArrangedSubview(views[2])
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 10, height: 30))
    // UIStackView.removeArrangedSubview: the view stays in `subviews`.
    #expect(views[2].superview === stack && stack.arrangedSubviews.count == 2)
  }

  @Test(arguments: [false, true])
  func aSwitchDrawsItsKnobAtItsValue(on: Bool) {
    let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    toggle.setOn(on, animated: true)
    let picture = Lifecycle.render(toggle, scale: 1)
    #expect(toggle.isOn == on && toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    let knobX = on ? 36 : 15
    let otherX = on ? 15 : 36
    #expect(picture[knobX, 15].red == 255 && picture[knobX, 15].blue == 255)
    if on {
      // The track is system green where the knob is not.
      #expect(picture[otherX, 15].green == 199 && picture[otherX, 15].red == 52)
    } else {
      #expect(picture[otherX, 15].alpha < 80 && picture[otherX, 15].alpha > 20)
    }
  }

  /// A switch keeps its 51 × 31 points whatever frame, bounds or layout gives it, as UIKit's
  /// does, so a subclass that draws in its bounds draws at the switch's size.
  @Test func aSwitchKeepsItsSize() {
    let toggle = UISwitch(frame: CGRect(x: 4, y: 6, width: 120, height: 120))
    #expect(toggle.frame == CGRect(x: 4, y: 6, width: 51, height: 31))
    toggle.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let laidOut = UISwitch()
    laidOut.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(laidOut)
    NSLayoutConstraint.activate([
      laidOut.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
      laidOut.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
      laidOut.widthAnchor.constraint(equalToConstant: 150),
    ])
    host.layoutIfNeeded()
    #expect(laidOut.bounds.size == CGSize(width: 51, height: 31))
    #expect(Lifecycle.render(toggle, scale: 1).width == 51)
  }

  @Test func aSwitchTakesItsColours() {
    let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    toggle.isOn = true
    toggle.onTintColor = .blue
    toggle.thumbTintColor = .red
    let picture = Lifecycle.render(toggle, scale: 1)
    #expect(picture[10, 15].blue == 255 && picture[10, 15].red == 0)
    #expect(picture[36, 15].red == 255 && picture[36, 15].blue == 0)
  }

  @Test func aProgressBarFillsToItsProgress() {
    let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
    bar.progressTintColor = .red
    bar.trackTintColor = .blue
    bar.setProgress(0.5, animated: true)
    let picture = Lifecycle.render(bar, scale: 1)
    #expect(picture[25, 2].red == 255 && picture[25, 2].blue == 0)
    #expect(picture[75, 2].blue == 255 && picture[75, 2].red == 0)
    bar.progress = .nan
    let empty = Lifecycle.render(bar, scale: 1)
    #expect(empty[25, 2].blue == 255 && empty[25, 2].red == 0)
  }
}
