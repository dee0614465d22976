import DesignableUIKit
import Foundation
import Testing

/// A text field subclass as a storyboard holds one, with no attributes of its own.
private final class NoteField: UITextField {}

/// A slider subclass with no attributes of its own.
private final class LevelSlider: UISlider {}

/// UIKit's own properties, set by the runtime attributes a storyboard holds (and by attribute
/// sets), under the names key-value coding finds on iOS.
@Suite("UIKit runtime attributes")
struct UIKitRuntimeAttributeTests {
  @Test func aTextFieldTakesItsTextPlaceholderAndColourByName() throws {
    let field = NoteField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    try field.apply([
      Attribute("placeholder", .string("Name")), Attribute("text", .string("Ada")),
      Attribute("textColor", .color(.red)),
    ])
    #expect(field.placeholder == "Name" && field.text == "Ada" && field.textColor == .red)
    field.setValue("Grace", forKey: "text")
    #expect(field.value(forKey: "text") as? String == "Grace")
  }

  @Test func controlsTakeTheirValuesByName() throws {
    let slider = LevelSlider(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    try slider.apply([Attribute("maximumValue", .real(10)), Attribute("value", .real(4))])
    #expect(slider.value == 4 && slider.maximumValue == 10)
    let toggle = UISwitch(frame: .zero)
    toggle.setValue(true, forKey: "on")
    #expect(toggle.isOn)
    let stepper = UIStepper(frame: .zero)
    try stepper.apply([Attribute("stepValue", .real(5))])
    #expect(stepper.stepValue == 5)
    let pages = UIPageControl(frame: .zero)
    try pages.apply([
      Attribute("numberOfPages", .integer(4)), Attribute("currentPage", .integer(2)),
    ])
    #expect(pages.currentPage == 2)
    let progress = UIProgressView(frame: .zero)
    try progress.apply([Attribute("progress", .real(0.5))])
    #expect(progress.progress == 0.5)
  }

  @Test func aTextViewTakesItsTextAndEditingFlagsByName() throws {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    try view.apply([Attribute("text", .string("Hi")), Attribute("editable", .boolean(false))])
    #expect(view.text == "Hi" && !view.isEditable)
  }
}
