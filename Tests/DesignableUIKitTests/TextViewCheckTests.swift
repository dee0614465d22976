import DesignableChecks
import DesignableUIKit
import Testing

/// A text view with a placeholder label, setting no background of its own: Interface
/// Builder's text view archives one, so both paths show the system background.
final class NotePad: UITextView {
  let placeholder = UILabel()

  override init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame, textContainer: textContainer)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    placeholder.text = "Notes"
    placeholder.frame = CGRect(x: 5, y: 8, width: 100, height: 20)
    addSubview(placeholder)
  }
}

@Suite("Checking text views")
struct TextViewCheckTests {
  @Test func aTextViewCheckedWithoutADocumentHasTheBackgroundInterfaceBuilderArchives() {
    ComponentRegistry.register(NotePad.self) { NotePad(frame: $0) }
    let target = CheckTarget(NotePad.self, sizes: [CGSize(width: 120, height: 60)], scales: [2])
    #expect(target.standard.backgroundColor == .systemBackground)
    let findings = target.check().flatMap(\.findings)
    #expect(findings.isEmpty, "\(findings.map(\.explanation))")
  }

  @Test func aPlainViewArchivesNothingByDefault() {
    #expect(UIView.documentDefaults == StandardProperties())
    #expect(
      CheckTarget(NotePad.self, sizes: [], standard: StandardProperties()).standard
        .backgroundColor == nil)
  }
}
