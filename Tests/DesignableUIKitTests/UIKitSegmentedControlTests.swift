import DesignableUIKit
import Testing

/// A segmented control subclass as designables write them: fixed items, its own colours.
final class TabsControl: UISegmentedControl {
  var changes = 0

  override init(items: [Any]?) {
    super.init(items: items)
    selectedSegmentTintColor = .red
    setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
  }

  override init(frame: CGRect) { super.init(frame: frame) }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override var selectedSegmentIndex: Int {
    didSet { changes += 1 }
  }
}

@Suite("UIKit's segmented control")
struct UIKitSegmentedControlTests {
  @Test func itemsMakeSegmentsSizedToFit() {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == -1)
    #expect(control.frame.height == 32 && control.frame.width > 3 * 24)
    #expect(control.titleForSegment(at: 1) == "Two" && control.titleForSegment(at: 3) == nil)
    #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
  }

  @Test func editingSegmentsPinsAndIgnoresBadIndices() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Z", at: 99, animated: true)
    control.insertSegment(withTitle: "First", at: -3, animated: false)
    #expect((0..<4).map { control.titleForSegment(at: $0) } == ["First", "A", "B", "Z"])
    #expect(control.selectedSegmentIndex == 2)
    control.selectedSegmentIndex = 7
    control.setTitle("X", forSegmentAt: -1)
    control.setWidth(-4, forSegmentAt: 0)
    control.setWidth(.nan, forSegmentAt: 0)
    control.removeSegment(at: 10, animated: false)
    #expect(control.selectedSegmentIndex == 2 && control.numberOfSegments == 4)
    #expect(control.widthForSegment(at: 0) == 0 && control.widthForSegment(at: 9) == 0)
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0 && control.imageForSegment(at: 0) == nil)
    control.frame = CGRect(x: 0, y: 0, width: 100, height: 32)
    _ = pixels(of: control)
  }

  @Test func theSelectedSegmentIsALighterRoundedRectangle() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    control.selectedSegmentIndex = 1
    let at = pixels(of: control)
    // Segment 1 spans 100 to 200; its fill is inset by 2 points.
    #expect(at(110, 5) == opaqueWhite)
    #expect(at(101, 5)[3] < 60)
    // The track is translucent grey.
    #expect(at(50, 5)[3] > 20 && at(50, 5)[3] < 45)
    // Dark title ink in each segment.
    for range in [0..<100, 100..<200, 200..<300] {
      let ink = UIKitTestSupport.count(range, 8..<24) { x, y in
        at(x, y)[3] > 200 && at(x, y)[0] < 80
      }
      #expect(ink > 5)
    }
    // Separators only between unselected segments: none beside the selected one.
    #expect(at(200, 16)[3] < 60)
    control.selectedSegmentIndex = 0
    let moved = pixels(of: control)
    #expect(moved(199, 16)[3] > moved(250, 5)[3] + 10 && moved(199, 5) == moved(250, 5))
  }

  @Test func aSubclassTakesItsColoursAndWidths() {
    let control = TabsControl(items: ["A", "B"])
    control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    control.selectedSegmentIndex = 0
    #expect(control.changes == 1)
    control.setWidth(150, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 150)
    let at = pixels(of: control)
    #expect(at(140, 5) == [255, 0, 0, 255])
    let blue = UIKitTestSupport.count(150..<200, 0..<32) { x, y in
      at(x, y)[2] > 200 && at(x, y)[0] < 60 && at(x, y)[3] > 150
    }
    #expect(blue > 5)
    control.isMomentary = true
    #expect(pixels(of: control)(140, 5) != [255, 0, 0, 255])
  }

  @Test func imagesAreSegmentsToo() throws {
    let red = try #require(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG))
    let control = UISegmentedControl(items: [red, "B", 42])
    #expect(control.numberOfSegments == 2 && control.imageForSegment(at: 0) === red)
    control.frame = CGRect(x: 0, y: 0, width: 100, height: 32)
    #expect(pixels(of: control)(25, 16) == [255, 0, 0, 255])
    #expect(control.isEnabledForSegment(at: 1) && !control.isEnabledForSegment(at: 5))
  }
}
