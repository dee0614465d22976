import DesignableUIKit
import Testing

@Suite("Alert controllers")
struct UIKitAlertControllerTests {
  @Test func anAlertKeepsItsTitleMessageActionsAndFields() throws {
    let alert = UIAlertController(title: "Rename", message: "A new name", preferredStyle: .alert)
    #expect(alert.title == "Rename")
    #expect(alert.message == "A new name")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.textFields == nil)
    var configured = false
    alert.addTextField { field in
      field.placeholder = "Name"
      configured = true
    }
    #expect(configured)
    let field = try #require(alert.textFields?.first)
    #expect(field.placeholder == "Name")
    var tapped = false
    let save = UIAlertAction(title: "Save", style: .default) { _ in tapped = true }
    alert.addAction(save)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.preferredAction = save
    #expect(alert.actions.map(\.title) == ["Save", "Cancel"])
    #expect(alert.actions.map(\.style) == [.default, .cancel])
    #expect(alert.actions[0].isEnabled)
    #expect(alert.preferredAction === save)
    #expect(!tapped)
  }

  @Test func presentingAnAlertShowsNothingAndRunsNoAction() {
    let host = UIViewController()
    var tapped = false
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in tapped = true })
    var completed = false
    host.present(alert, animated: true) { completed = true }
    #expect(host.presentedViewController == nil)
    #expect(!completed)
    #expect(!tapped)
    #expect(UIAlertController().preferredStyle == .actionSheet)
  }
}
