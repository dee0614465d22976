import Foundation
import Testing

@testable import DesignableUIKit

/// A slider that restores its own keys in `init(coder:)` and falls back to defaults, as
/// components that implement `encode(with:)` do.
private final class RestoringSlider: UIControl {
  var minColor = UIColor.blue
  var thickness: CGFloat = 2
  var isRainbow = true
  var steps = 5

  override init(frame: CGRect) { super.init(frame: frame) }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    minColor = aDecoder.decodeObject(forKey: "minColor") as? UIColor ?? .orange
    thickness = aDecoder.decodeObject(forKey: "thickness") as? CGFloat ?? 3
    if aDecoder.containsValue(forKey: "isRainbow") {
      isRainbow = aDecoder.decodeBool(forKey: "isRainbow")
    }
    steps = max(aDecoder.decodeInteger(forKey: "steps"), 1)
    _ = aDecoder.decodeDouble(forKey: "value") + Double(aDecoder.decodeFloat(forKey: "ratio"))
  }
}

@Suite struct CoderDecodingTests {
  /// A storyboard's archive holds no value under a component's own keys (its inspectable
  /// attributes are runtime attributes, set after `init(coder:)`), so decoding them finds
  /// nothing, as on iOS, instead of stopping the process.
  @Test func decodingAComponentsOwnKeysFindsNothing() throws {
    let slider = try Lifecycle.build(
      RestoringSlider.self, path: .runTime, frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(slider.minColor == .orange)
    #expect(slider.thickness == 3)
    #expect(slider.isRainbow)
    #expect(slider.steps == 1)
  }
}
