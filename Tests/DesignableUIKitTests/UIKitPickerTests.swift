import Foundation
import Raster
import Testing

@testable import DesignableUIKit

/// A text field's picker of sizes, as apps write one: the data source and delegate in one
/// object.
private final class SizeChoices: UIPickerViewDataSource, UIPickerViewDelegate {
  let sizes = ["Small", "Medium", "Large", "Extra large"]
  var chosen: [Int] = []
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    sizes.count
  }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { sizes[row] }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    chosen.append(row)
  }
}

@Suite("Pickers") struct UIKitPickerTests {
  /// Pixels of `picture` inside `rect` whose colour is darker than a light grey.
  static func inked(_ picture: Bitmap, _ rect: CGRect) -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) {
        let pixel = picture[x, y]
        if pixel.alpha > 200 && Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 300 {
          count += 1
        }
      }
    }
    return count
  }

  @Test func aPickerViewAsksItsDataSourceAndDrawsTheSelectedRowInTheBand() {
    let choices = SizeChoices()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
    picker.dataSource = choices
    picker.delegate = choices
    #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 4)
    picker.selectRow(9, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 3 && choices.chosen.isEmpty)
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 320, height: 34))
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))

    picker.selectRow(1, inComponent: 0, animated: true)
    let host = UIView(frame: picker.frame)
    host.backgroundColor = .white
    host.addSubview(picker)
    let picture = Lifecycle.render(host, scale: 1)
    let band = CGRect(x: 0, y: 91, width: 320, height: 34)
    #expect(Self.inked(picture, band) > 100, "the selected title is drawn in the band")
    #expect(picture[12, 108].red < 250, "the band is light grey")
    #expect(Self.inked(picture, CGRect(x: 0, y: 0, width: 320, height: 30)) == 0)
  }

  @Test func aDatePickerShowsTheFixedNowInPills() {
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
    #expect(picker.date == DesignEnvironment.current.now)
    #expect(picker.datePickerStyle == .compact)
    #expect(picker.texts == ["Jan 1, 2001", "10:08 AM"])
    picker.datePickerMode = .date
    #expect(picker.texts == ["Jan 1, 2001"])
    picker.minimumDate = Date(timeIntervalSinceReferenceDate: 86_400 * 31)
    #expect(picker.texts == ["Feb 1, 2001"])
    let size = picker.intrinsicContentSize
    #expect(size.height == 34 && size.width > 80 && size.width < 140)

    let host = UIView(frame: picker.frame)
    host.backgroundColor = .white
    host.addSubview(picker)
    let picture = Lifecycle.render(host, scale: 1)
    #expect(Self.inked(picture, CGRect(x: 0, y: 3, width: size.width, height: 34)) > 50)
    #expect(Self.inked(picture, CGRect(x: size.width + 2, y: 0, width: 30, height: 40)) == 0)

    picker.datePickerMode = .countDownTimer
    picker.countDownDuration = 5_400
    #expect(picker.datePickerStyle == .wheels && picker.texts == ["1 hour 30 min"])
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
  }
}
