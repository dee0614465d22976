import DesignableUIKit
import Testing

/// A strip that builds its content on its first layout, pinned by constraints it activates
/// there, and never again, as segment controls that wait for their size do.
final class LazilyBuiltStrip: UIView {
  private var built = false

  override func layoutSubviews() {
    super.layoutSubviews()
    guard !built else { return }
    built = true
    let fill = UIView()
    fill.backgroundColor = .systemBlue
    fill.translatesAutoresizingMaskIntoConstraints = false
    addSubview(fill)
    NSLayoutConstraint.activate([
      fill.leadingAnchor.constraint(equalTo: leadingAnchor),
      fill.trailingAnchor.constraint(equalTo: centerXAnchor),
      fill.topAnchor.constraint(equalTo: topAnchor),
      fill.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }
}

/// A view that asks for layout again every time it is laid out.
final class RestlessView: UIView {
  private(set) var layouts = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    setNeedsLayout()
  }
}

/// A strip that adds its fill when it first draws and places it when laid out, as controls
/// that build their subviews in `draw(_:)` do.
final class DrawBuiltStrip: UIView {
  private var fill: UIView?

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard fill == nil else { return }
    let made = UIView()
    made.backgroundColor = .systemBlue
    addSubview(made)
    fill = made
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    fill?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
  }
}

/// A view whose first drawing asks to be drawn again, red the first time and green after,
/// as a control that makes its images in `draw(_:)` and sets them does.
final class TwoPassView: UIView {
  private(set) var passes = 0
  /// Whether every drawing asks for another.
  var restless = false

  override func draw(_ rect: CGRect) {
    (passes == 0 ? UIColor.red : UIColor.green).setFill()
    UIRectFill(bounds)
    passes += 1
    if passes == 1 || restless { setNeedsDisplay() }
  }
}

@Suite struct LayoutPassesTests {
  /// Drawing that asks to be drawn again is drawn again before the picture, as a device's
  /// next frame draws it; a view that always asks is drawn at most once a pass.
  @Test func aViewThatAsksToBeDrawnAgainWhileDrawingIsDrawnAgain() {
    let view = TwoPassView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(pixels(of: view)(5, 5) == [0, 255, 0, 255])
    #expect(view.passes == 2 && !view.layer.needsDisplay())
    let restless = TwoPassView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    restless.restless = true
    _ = Lifecycle.render(restless, scale: 1)
    #expect(restless.passes == Lifecycle.maximumLayoutPasses)
    #expect(restless.layer.needsDisplay())
  }

  @Test func subviewsAddedWhileDrawingAreLaidOutAndDrawnInTheSameRender() {
    let strip = DrawBuiltStrip(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let read = pixels(of: strip)
    #expect(strip.subviews.first?.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(read(5, 5)[3] == 255 && read(35, 5)[3] == 0)
  }

  @Test func constraintsActivatedDuringLayoutPlaceTheirViewsBeforeDrawing() {
    let strip = LazilyBuiltStrip(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let read = pixels(of: strip)
    #expect(strip.subviews.first?.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(read(5, 5)[3] == 255 && read(35, 5)[3] == 0)
  }

  @Test func aViewThatNeverSettlesIsDrawnAfterTheLastPass() {
    let view = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    _ = Lifecycle.render(view, scale: 1)
    #expect(view.layouts == Lifecycle.maximumLayoutPasses)
    #expect(view.layer.needsLayout())
  }
}
