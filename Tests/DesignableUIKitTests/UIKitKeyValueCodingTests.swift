import DesignableUIKit
import Foundation
import Testing

/// A gauge with two inspectable attributes and a key of its own for undefined keys.
final class KeyedGauge: UIView {
  var level: CGFloat = 0
  var caption: String?
  var extras: [String: Any] = [:]
  override class var inspectables: [Inspectable] {
    [.number("level", \KeyedGauge.level), .string("caption", \KeyedGauge.caption)]
  }
  override func setValue(_ value: Any?, forUndefinedKey key: String) { extras[key] = value }
  override func value(forUndefinedKey key: String) -> Any? { extras[key] }
}

@Suite("Key-value coding on views")
struct UIKitKeyValueCodingTests {
  @Test("inspectable attributes by name, with numbers converted")
  func inspectables() {
    let gauge = KeyedGauge()
    gauge.setValue(0.75, forKey: "level")
    #expect(gauge.level == 0.75)
    gauge.setValue(NSNumber(value: 2), forKey: "level")
    #expect(gauge.level == 2)
    #expect(gauge.value(forKey: "level") as? CGFloat == 2)
    gauge.setValue("Fuel", forKey: "caption")
    #expect(gauge.value(forKey: "caption") as? String == "Fuel")
    gauge.setValue(nil, forKey: "caption")
    #expect(gauge.caption == nil)
    #expect(gauge.value(forKey: "caption") == nil)
  }

  @Test("strings on number, Boolean and enum properties read as NSString reads them")
  func stringsReadAsNumbers() {
    let gauge = KeyedGauge()
    gauge.setValue("12.5pt", forKey: "level")
    #expect(gauge.level == 12.5)
    gauge.setValue("full", forKey: "level")
    #expect(gauge.level == 0)
    let label = UILabel()
    label.setValue("YES", forKey: "hidden")
    #expect(label.isHidden)
    label.setValue("no", forKey: "hidden")
    #expect(!label.isHidden)
    label.setValue(" 3 lines", forKey: "numberOfLines")
    #expect(label.numberOfLines == 3)
    label.setValue("2", forKey: "textAlignment")
    #expect(label.textAlignment == .right)
  }

  @Test("standard properties by their Objective-C names")
  func standardNames() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setValue(true, forKey: "hidden")
    view.setValue(UIColor.red, forKey: "backgroundColor")
    view.setValue(3, forKey: "tag")
    view.setValue(UIView.ContentMode.center.rawValue, forKey: "contentMode")
    #expect(view.isHidden && view.tag == 3 && view.contentMode == .center)
    #expect(view.backgroundColor == .red)
    #expect(view.value(forKey: "userInteractionEnabled") as? Bool == true)
    #expect(view.value(forKey: "layer") as? CALayer === view.layer)
    view.setValue(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "frame")
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("a label's properties copied to another by name, enums included")
  func labelRoundTrip() {
    let source = UILabel()
    source.textAlignment = .center
    source.lineBreakMode = .byClipping
    source.isEnabled = false
    source.minimumScaleFactor = 0.5
    source.shadowOffset = CGSize(width: 2, height: 3)
    let copy = UILabel()
    let keys = [
      "textAlignment", "lineBreakMode", "enabled", "minimumScaleFactor", "shadowOffset",
      "baselineAdjustment", "highlighted", "numberOfLines", "minimumFontSize", "contentMode",
    ]
    for key in keys { copy.setValue(source.value(forKey: key), forKeyPath: key) }
    #expect(copy.textAlignment == .center && copy.lineBreakMode == .byClipping)
    #expect(!copy.isEnabled && copy.minimumScaleFactor == 0.5)
    #expect(copy.shadowOffset == CGSize(width: 2, height: 3))
    copy.setValue(NSTextAlignment.right.rawValue, forKey: "textAlignment")
    #expect(copy.textAlignment == .right)
  }

  @Test("key paths reach the layer and subviews' properties")
  func keyPaths() {
    let view = UIView()
    view.setValue(6, forKeyPath: "layer.cornerRadius")
    #expect(view.layer.cornerRadius == 6)
    view.setValue("pulse", forKeyPath: "layer.tagName")
    #expect(view.layer.value(forKey: "tagName") as? String == "pulse")
  }

  @Test("an override answers the keys the view does not have")
  func undefinedKeyOverride() {
    let gauge = KeyedGauge()
    gauge.setValue(42, forKey: "needle")
    #expect(gauge.value(forKey: "needle") as? Int == 42)
  }

  @Test("an unknown key stops the process naming the class and the key")
  func unknownKeyStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIView().setValue(1, forKey: "cornerRadius")
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("[View setValue:forUndefinedKey:]"))
    #expect(message.contains("key \"cornerRadius\""))
  }

  @Test("a value of the wrong type stops the process")
  func wrongTypeStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIView().setValue(UIColor.red, forKey: "alpha")
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("View.alpha cannot hold"))
  }
}
