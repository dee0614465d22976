import DesignableUIKit
import Testing

/// A component written as for iOS: UIKit's initializers, names and drawing.
final class NamedSwatch: UIView {
  var fill: UIColor = .red
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func draw(_ rect: CGRect) {
    fill.setFill()
    UIBezierPath(rect: bounds).fill()
  }
}

@Suite("UIKit's names")
struct UIKitNamesTests {
  @Test func aComponentInUIKitSpellingDraws() throws {
    ComponentRegistry.register(NamedSwatch.self) { NamedSwatch(frame: $0) }
    let view = try Lifecycle.build(
      NamedSwatch.self, path: .designTime, frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let picture = Lifecycle.render(view, scale: 1)
    #expect(picture[2, 2].red == 255 && picture[2, 2].green == 0)
  }
}
