import Foundation
import Raster
import Testing

@testable import DesignableUIKit

@Suite struct UIKitControlSettingsTests {
  func filled(_ color: UIColor, _ size: CGSize) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
      color.setFill()
      context.fill(CGRect(origin: .zero, size: size))
    }
  }

  @Test func aFlattenedSegmentedControlDrawsItsImagesInsteadOfItsLook() {
    let control = UISegmentedControl(items: ["", ""])
    control.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    control.selectedSegmentIndex = 1
    control.setBackgroundImage(
      filled(.white, CGSize(width: 1, height: 1)), for: .normal, barMetrics: .default)
    control.setBackgroundImage(
      filled(.blue, CGSize(width: 1, height: 1)), for: .selected, barMetrics: .default)
    control.setDividerImage(
      filled(.red, CGSize(width: 2, height: 1)), forLeftSegmentState: .normal,
      rightSegmentState: .selected, barMetrics: .default)
    #expect(control.backgroundImage(for: .selected, barMetrics: .default) != nil)
    #expect(control.backgroundImage(for: .selected, barMetrics: .compact) == nil)
    let picture = Lifecycle.render(control, scale: 1)
    func at(_ x: Int, _ y: Int) -> [UInt8] {
      Array(picture.bytes[(y * picture.width + x) * 4..<(y * picture.width + x) * 4 + 4])
    }
    #expect(at(5, 5) == [255, 255, 255, 255])  // the normal segment's image, no grey platter
    #expect(at(35, 5) == [0, 0, 255, 255])  // the selected one's, no white selection
    #expect(at(19, 5) == [255, 0, 0, 255] && at(20, 5) == [255, 0, 0, 255])  // the divider
    #expect(at(0, 0) == [255, 255, 255, 255])  // square corners: the images fill the bounds
  }

  @Test func settingsKeptForCodeThatReadsThemBack() {
    let field = UITextField()
    field.smartQuotesType = .no
    field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
    field.typingAttributes = [.kern: 1]
    #expect(
      field.smartQuotesType == .no
        && field.passwordRules?.passwordRulesDescriptor == "minlength: 8;")
    let view = UITextView()
    view.dataDetectorTypes = [.link, .phoneNumber]
    #expect(view.dataDetectorTypes.contains(.link))
    let toggle = UISwitch()
    toggle.preferredStyle = .checkbox
    #expect(toggle.style == .sliding)
    let label = UILabel()
    label.lineBreakStrategy = .pushOut
    #expect(label.lineBreakStrategy == .pushOut)
    let bar = UIProgressView()
    let work = Progress(totalUnitCount: 4)
    work.completedUnitCount = 1
    bar.observedProgress = work
    #expect(bar.progress == 0.25)
    let button = UIButton(type: .system)
    button.role = .destructive
    button.setPreferredSymbolConfiguration(
      UIImage.SymbolConfiguration(pointSize: 20), forImageIn: .normal)
    #expect(button.preferredSymbolConfigurationForImage(in: .normal) != nil)
    #expect(button.preferredSymbolConfigurationForImage(in: .selected) == nil)
  }
}
