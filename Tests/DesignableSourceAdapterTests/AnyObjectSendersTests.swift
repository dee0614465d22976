import Testing

@testable import DesignableSourceAdapter

extension SourceAdapterTests {
  /// UIKit's members read from a parameter typed `AnyObject` go through the UIKit class that
  /// declares them, through `as!` or, on an optional parameter read through `?`, `as?`;
  /// shared names (`title`, `state`) and other parameters stay as written.
  @Test func membersOfAnAnyObjectSenderGoThroughTheirUIKitClass() {
    let source = """
      class Chips: UIView {
        @objc func remove(_ sender: AnyObject) { removeChip(at: sender.tag - 1) }
        @objc func toggle(sender: AnyObject?) { let on = sender?.isSelected; _ = sender?.title }
        func name(_ button: AnyObject) -> String? { button.currentTitle ?? button.state }
        func plain(_ view: UIView) -> Int { view.tag }
      }
      """
    let lines = body(adapt(source))
    #expect(
      lines[1]
        == "  func remove(_ sender: AnyObject) { removeChip(at: (sender as! UIView).tag - 1) }")
    #expect(
      lines[2]
        == "  func toggle(sender: AnyObject?) { let on = (sender as? UIControl)?.isSelected; _ = sender?.title }"
    )
    #expect(
      lines[3]
        == "  func name(_ button: AnyObject) -> String? { (button as! UIButton).currentTitle ?? button.state }"
    )
    #expect(lines[4] == "  func plain(_ view: UIView) -> Int { view.tag }")
  }
}
