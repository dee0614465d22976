import Components
import Foundation
import IBDocument
import Testing

@Suite struct FixtureTests {
  private static let everyType = Fixtures.view(
    """
    <userDefinedRuntimeAttribute type="boolean" keyPath="isOn" value="YES"/>
    <userDefinedRuntimeAttribute type="boolean" keyPath="isOff" value="NO"/>
    \(Fixtures.attribute("number", "count", child: "<integer key=\"value\" value=\"7\"/>"))
    \(Fixtures.attribute("number", "ratio", child: "<real key=\"value\" value=\"0.25\"/>"))
    <userDefinedRuntimeAttribute type="number" keyPath="plainInteger" value="3"/>
    <userDefinedRuntimeAttribute type="number" keyPath="plainReal" value="2.5"/>
    <userDefinedRuntimeAttribute type="string" keyPath="title" value="Hello &amp; &lt;b&gt;"/>
    <userDefinedRuntimeAttribute type="string" keyPath="empty" value=""/>
    <userDefinedRuntimeAttribute type="string" keyPath="absent"/>
    <userDefinedRuntimeAttribute type="localized" keyPath="caption" value="Bonjour"/>
    \(Fixtures.attribute("localized", "note", child: "<string key=\"value\">Olá</string>"))
    \(Fixtures.attribute("point", "center", child: "<point key=\"value\" x=\"1.5\" y=\"-2\"/>"))
    \(Fixtures.attribute("size", "iconSize", child: "<size key=\"value\" width=\"44\" height=\"22\"/>"))
    \(Fixtures.attribute("rect", "inset", child: "<rect key=\"value\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>"))
    \(Fixtures.attribute("range", "selection", child: "<range key=\"value\" location=\"5\" length=\"10\"/>"))
    \(Fixtures.color("tint", "red=\"1\" green=\"0.5\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\""))
    <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>
    <userDefinedRuntimeAttribute type="nil" keyPath="delegate"/>
    """)

  @Test func everyAttributeTypeDecodes() throws {
    let document = try IBDocument.parse(Fixtures.storyboard(Self.everyType))
    let view = try #require(document.object(withID: "v1"))
    let expected: [Attribute] = [
      Attribute("isOn", .boolean(true)), Attribute("isOff", .boolean(false)),
      Attribute("count", .integer(7)), Attribute("ratio", .real(0.25)),
      Attribute("plainInteger", .integer(3)), Attribute("plainReal", .real(2.5)),
      Attribute("title", .string("Hello & <b>")), Attribute("empty", .string("")),
      Attribute("absent", .string("")), Attribute("caption", .localizedString("Bonjour")),
      Attribute("note", .localizedString("Olá")),
      Attribute("center", .point(CGPoint(x: 1.5, y: -2))),
      Attribute("iconSize", .size(CGSize(width: 44, height: 22))),
      Attribute("inset", .rect(CGRect(x: 1, y: 2, width: 3, height: 4))),
      Attribute("selection", .range(location: 5, length: 10)),
      Attribute("tint", .color(Color(red: 1, green: 0.5, blue: 0, alpha: 1))),
      Attribute("icon", .image("star")), Attribute("delegate", .nil),
    ]
    #expect(view.attributes == expected)
    #expect(view.attributeSet == AttributeSet("v1", expected))
    #expect(view.coder.runtimeAttributes == expected)
    #expect(view.runtimeAttributes.map(\.type).contains("localized"))
    #expect(document.warnings.count == 1)
    #expect(document.warnings.first?.message.contains("image \"star\" not found") == true)
  }

  @Test func instanceFactsAndStandardProperties() throws {
    let extra = """
      <color key="backgroundColor" white="0.25" alpha="1" colorSpace="calibratedWhite"/>
      <color key="tintColor" systemColor="systemBlueColor"/>
      """
    let document = try IBDocument.parse(
      Fixtures.storyboard(Fixtures.view("", extra: extra)), file: "Demo.storyboard")
    #expect(document.file == "Demo.storyboard")
    #expect(document.documentType == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    #expect(document.toolsVersion == "22505")
    #expect(document.targetRuntime == "iOS.CocoaTouch")
    #expect(document.instances.map(\.id) == ["vc1", "v1"])
    let controller = try #require(document.object(withID: "vc1"))
    #expect(controller.elementKind == "viewController")
    #expect(controller.customModule == "Demo")
    #expect(controller.frame == nil)
    let view = try #require(document.object(withID: "v1"))
    #expect(view.elementKind == "view")
    #expect(view.parentID == "root")
    #expect(view.frame == CGRect(x: 10, y: 20.5, width: 120, height: 80))
    #expect(
      view.standard
        == StandardProperties(
          backgroundColor: Color(white: 0.25, alpha: 1), alpha: 0.5, isHidden: true,
          clipsToBounds: true, tintColor: Color.systemBlue, contentMode: .redraw,
          isOpaque: false))
    #expect(view.coder.frame == view.frame)
    #expect(view.coder.standard == view.standard)
  }

  static let colourCases: [(String, [Double], String)] = [
    (
      "red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"0.8\" colorSpace=\"custom\" customColorSpace=\"sRGB\"",
      [0.2, 0.4, 0.6, 0.8], "custom:sRGB"
    ),
    (
      "red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"calibratedRGB\"",
      [0.2, 0.4, 0.6, 1], "calibratedRGB"
    ),
    (
      "red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"deviceRGB\"",
      [0.2, 0.4, 0.6, 1], "deviceRGB"
    ),
    (
      "white=\"0.3\" alpha=\"0.5\" colorSpace=\"calibratedWhite\"", [0.3, 0.3, 0.3, 0.5],
      "calibratedWhite"
    ),
    (
      "white=\"0.7\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"",
      [0.7, 0.7, 0.7, 1], "custom:genericGamma22GrayColorSpace"
    ),
    (
      "red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"displayP3\"",
      [1, 1, 1, 1], "custom:displayP3"
    ),
    ("systemColor=\"systemRedColor\"", [1, 59.0 / 255, 48.0 / 255, 1], "systemColor"),
    ("systemColor=\"labelColor\"", [0.1, 0.1, 0.1, 1], "systemColor"),
    ("cocoaTouchSystemColor=\"darkTextColor\"", [0, 0, 0, 1], "cocoaTouchSystemColor"),
    (
      "cocoaTouchSystemColor=\"groupTableViewBackgroundColor\"",
      [239.0 / 255, 239.0 / 255, 244.0 / 255, 1], "cocoaTouchSystemColor"
    ),
    (
      "name=\"textBackgroundColor\" catalog=\"System\" colorSpace=\"catalog\"", [1, 1, 1, 1],
      "catalog"
    ),
    ("name=\"labelColor\" catalog=\"System\" colorSpace=\"catalog\"", [0, 0, 0, 0.85], "catalog"),
    ("name=\"BrandColor\"", [0.1, 0.2, 0.3, 1], "named"),
  ]

  @Test(arguments: colourCases)
  func colourEncodings(attributes: String, expected: [Double], encoding: String) throws {
    let resources = """
      <namedColor name="BrandColor">
          <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </namedColor>
      <systemColor name="labelColor">
          <color white="0.1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      </systemColor>
      """
    let xml = Fixtures.storyboard(
      Fixtures.view(Fixtures.color("fill", attributes)), resources: resources)
    let document = try IBDocument.parse(xml)
    let attribute = try #require(document.object(withID: "v1")?.runtimeAttributes.first)
    #expect(attribute.colorEncoding?.encodingName == encoding)
    guard case .color(let color)? = attribute.value else {
      Issue.record("no colour: \(document.warnings)")
      return
    }
    let found = [color.red, color.green, color.blue, color.alpha]
    for (a, b) in zip(found, expected) { #expect(abs(a - b) < 1e-9, "\(found) vs \(expected)") }
    #expect(document.warnings.isEmpty)
  }

  @Test func outOfGamutP3IsClippedWithAWarning() throws {
    let xml = Fixtures.storyboard(
      Fixtures.view(
        Fixtures.color(
          "fill",
          "red=\"0\" green=\"1\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"displayP3\""
        )))
    let document = try IBDocument.parse(xml)
    guard case .color(let color)? = document.object(withID: "v1")?.attributes.first?.value else {
      Issue.record("no colour")
      return
    }
    #expect(color.green == 1 && color.red == 0 && color.blue == 0)
    #expect(document.warnings.contains { $0.message.contains("outside sRGB") })
  }

  @Test func missingNamedColourIsAWarning() throws {
    let xml = Fixtures.storyboard(Fixtures.view(Fixtures.color("fill", "name=\"Nowhere\"")))
    let document = try IBDocument.parse(xml, file: "Missing.storyboard")
    let attribute = try #require(document.object(withID: "v1")?.runtimeAttributes.first)
    #expect(attribute.value == nil)
    #expect(attribute.colorEncoding == .named("Nowhere"))
    let warning = try #require(document.warnings.first)
    #expect(warning.file == "Missing.storyboard")
    #expect(warning.line == attribute.line)
    #expect(warning.message.contains("named colour \"Nowhere\" not found"))
  }

  @Test func placeholderImageIsAWarning() throws {
    let xml = Fixtures.storyboard(
      Fixtures.view(
        "<userDefinedRuntimeAttribute type=\"image\" keyPath=\"icon\" value=\"view:v1:value\"/>"))
    let document = try IBDocument.parse(xml)
    #expect(
      document.object(withID: "v1")?.attributes == [Attribute("icon", .image("view:v1:value"))])
    #expect(document.warnings.first?.message.contains("placeholder") == true)
  }

  @Test func xibWithPlaceholdersAndCustomObjects() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIResponder"/>
              <customObject id="obj" customClass="Model" customModule="App"/>
              <tableViewCell id="cell" customClass="Cell">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
              </tableViewCell>
          </objects>
      </document>
      """
    let document = try IBDocument.parse(xml)
    #expect(
      document.instances.map(\.elementKind) == ["placeholder", "customObject", "tableViewCell"])
    #expect(document.instances.map(\.customClass) == ["UIResponder", "Model", "Cell"])
    #expect(document.object(withID: "-1")?.userLabel == "File's Owner")
    #expect(document.object(withID: "cell")?.parentID == nil)
    #expect(document.instances.allSatisfy { $0.line > 0 })
  }
}
