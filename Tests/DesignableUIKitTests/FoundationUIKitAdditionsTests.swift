import DesignableUIKit
import Foundation
import Testing

/// UIKit's additions to Foundation and UIView that components call: letter heights of a
/// font, index paths as objects, and ending editing.
struct FoundationUIKitAdditionsTests {
  /// DejaVu Sans, the system font's stand-in: capitals 1493 and "x" 1120 of 2048 units.
  @Test func aFontsLetterHeightsAreItsFacesAtItsSize() {
    let font = UIFont.systemFont(ofSize: 2048)
    #expect(font.capHeight == 1493)
    #expect(font.xHeight == 1120)
    #expect(UIFont.systemFont(ofSize: 20).capHeight == CGFloat(1493) * 20 / 2048)
  }

  @Test func anIndexPathObjectNamesItsIndexes() {
    let path = IndexPath(row: 4, section: 2) as NSIndexPath
    #expect(path.section == 2 && path.row == 4 && path.item == 4)
  }

  @Test func endingEditingWithNoFirstResponderSucceeds() {
    let view = UIView(frame: .zero)
    view.addSubview(UITextField(frame: .zero))
    #expect(view.endEditing(true))
  }
}
