import Components
import DesignableChecks
import Foundation
import IBDocument
import Raster
import Testing

/// A label subclass with no code of its own.
final class DocumentBadge: Label {}

/// A button subclass with no code of its own.
final class DocumentButton: Button {}

/// A label subclass whose `init(coder:)` body reads the text `super.init(coder:)` restored.
final class CoderReadingBadge: Label {
  var textInInit: String?

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    textInInit = text
  }
}

/// A label subclass that sets its own text in `init(frame:)` only: the document's text is
/// set after it at design time and restored before nothing overwrites it at run time.
final class FrameTextBadge: Label {
  override init(frame: CGRect) {
    super.init(frame: frame)
    text = "code"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

@Suite("A document's label content in the checker's builds")
struct DocumentLabelContentTests {
  init() {
    ComponentRegistry.register(DocumentBadge.self) { DocumentBadge(frame: $0) }
    ComponentRegistry.register(CoderReadingBadge.self) { CoderReadingBadge(frame: $0) }
    ComponentRegistry.register(FrameTextBadge.self) { FrameTextBadge(frame: $0) }
  }

  /// A document with one label of class `name` whose text, font and colour it sets.
  static func document(_ name: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
      <objects>
        <label opaque="NO" contentMode="left" text="10" textAlignment="center" \
    lineBreakMode="tailTruncation" numberOfLines="1" id="badge-1" customClass="\(name)">
          <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
          <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
          <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" \
    colorSpace="custom" customColorSpace="sRGB"/>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" \
    customColorSpace="genericGamma22GrayColorSpace"/>
          <nil key="highlightedColor"/>
        </label>
      </objects>
    </document>
    """
  }

  static func instance(_ name: String, content: Bool = true) throws -> IBObject {
    let document = try IBDocument.parse(
      document(name), file: "Badge.xib",
      options: IBReadOptions(restoresArchivedContent: content))
    return try #require(document.instances.first)
  }

  /// Pixels mostly red: the document's text colour.
  static func redPixels(_ picture: Bitmap) -> Int {
    var count = 0
    for y in 0..<picture.height {
      for x in 0..<picture.width {
        let pixel = picture[x, y]
        if pixel.red > 200 && pixel.green < 120 && pixel.blue < 120 { count += 1 }
      }
    }
    return count
  }

  static func picture(_ instance: IBObject, _ type: View.Type, _ path: LifecyclePath) throws
    -> Bitmap
  {
    let view = try Lifecycle.build(
      type, path: path, frame: CGRect(x: 0, y: 0, width: 60, height: 30),
      standard: instance.standard, attributes: instance.attributeSet)
    return try Lifecycle.renderChecked(view, scale: 2)
  }

  @Test func readingTheDocumentGivesTheLabelsArchivedContent() throws {
    let instance = try Self.instance("DocumentBadge")
    #expect(instance.standard.content?.origin == "Badge.xib:4")
    #expect(try Self.instance("DocumentBadge", content: false).standard.content == nil)
    let label = DocumentBadge(frame: .zero)
    instance.standard.apply(to: label)
    #expect(label.text == "10")
    #expect(label.textAlignment == .center)
    #expect(label.font.pointSize == 20)
    #expect(label.textColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(label.numberOfLines == 1)
  }

  @Test(arguments: LifecyclePath.allCases)
  func everyPathShowsTheDocumentsText(path: LifecyclePath) throws {
    let withText = try Self.picture(Self.instance("DocumentBadge"), DocumentBadge.self, path)
    let without = try Self.picture(
      Self.instance("DocumentBadge", content: false), DocumentBadge.self, path)
    #expect(Self.redPixels(withText) > 40, "\(path)")
    #expect(Self.redPixels(without) == 0, "\(path)")
  }

  @Test func initCoderSeesTheDocumentsTextAfterSuperInit() throws {
    let instance = try Self.instance("CoderReadingBadge")
    let view = try #require(CoderReadingBadge(coder: instance.coder))
    #expect(view.textInInit == "10")
    let built = try Lifecycle.build(
      CoderReadingBadge.self, path: .runTime, frame: CGRect(x: 0, y: 0, width: 60, height: 30),
      standard: instance.standard, attributes: instance.attributeSet)
    #expect(built.textInInit == "10")
  }

  @Test(arguments: ["DocumentBadge", "FrameTextBadge"])
  func theCheckerFindsNothingInAPlainOrInitFrameTextLabel(name: String) throws {
    let instance = try Self.instance(name)
    let type: View.Type = name == "DocumentBadge" ? DocumentBadge.self : FrameTextBadge.self
    let reports = CheckTarget(
      type, sizes: [CGSize(width: 60, height: 30)], attributeSets: [instance.attributeSet],
      standard: instance.standard
    ).check(scale: 2)
    #expect(reports.count == 1)
    #expect(reports.first?.findings.isEmpty == true, "\(reports.first?.findings ?? [])")
    for path in LifecyclePath.allCases {
      let view = try Lifecycle.build(
        type, path: path, frame: CGRect(x: 0, y: 0, width: 60, height: 30),
        standard: instance.standard, attributes: instance.attributeSet)
      #expect((view as? Label)?.text == "10", "\(path)")
    }
  }

  @Test func aButtonGetsItsTitlesAndColoursPerState() throws {
    let document = try IBDocument.parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <objects>
          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button-1" \
      customClass="DocumentButton">
            <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
            <state key="normal" title="Send">
              <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" \
      colorSpace="custom" customColorSpace="sRGB"/>
            </state>
            <state key="selected" title="Sent"/>
          </button>
        </objects>
      </document>
      """, file: "Controls.xib", options: IBReadOptions(restoresArchivedContent: true))
    let object = try #require(document.instances.first)
    let button = try #require(DocumentButton(coder: object.coder))
    #expect(button.title(for: .normal) == "Send")
    #expect(button.title(for: .selected) == "Sent")
    #expect(button.titleColor(for: .normal) == Color(red: 1, green: 0, blue: 0, alpha: 1))
  }
}
