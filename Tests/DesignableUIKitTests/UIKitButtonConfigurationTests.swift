import DesignableUIKit
import Foundation
import Testing

/// A button that styles itself with a configuration from both initialisers, as app code
/// written for iOS 15 does: a filled capsule with a white title.
final class PillButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    setTitle("Old", for: .normal)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Go"
    configuration.cornerStyle = .capsule
    configuration.baseBackgroundColor = .systemBlue
    self.configuration = configuration
  }
}

/// A button whose subclass brings its configuration up to date, noting each call.
final class CountingConfigurationButton: UIButton {
  var calls: [String] = []

  override func updateConfiguration() {
    calls.append("override")
    var configuration = self.configuration ?? .plain()
    configuration.title = isSelected ? "On" : "Off"
    self.configuration = configuration
  }
}

@Suite("UIKit's button configurations")
struct UIKitButtonConfigurationTests {
  private static func isWhiteish(_ pixel: [UInt8]) -> Bool {
    pixel[0] > 200 && pixel[1] > 200 && pixel[2] > 200 && pixel[3] > 200
  }

  private static func isSystemBlue(_ pixel: [UInt8]) -> Bool {
    pixel == [0, 122, 255, 255]
  }

  @Test(arguments: [false, true])
  func aSubclassConfiguredInItsInitialisersDrawsAFilledCapsule(fromCoder: Bool) throws {
    let frame = CGRect(x: 0, y: 0, width: 120, height: 44)
    let made = fromCoder ? PillButton(coder: Coder(frame: frame)) : PillButton(frame: frame)
    let button = try #require(made)
    let pixel = pixels(of: button)
    // The fill: left of the title, at the top middle, and inside the right half circle.
    #expect(Self.isSystemBlue(pixel(20, 22)))
    #expect(Self.isSystemBlue(pixel(60, 3)))
    #expect(Self.isSystemBlue(pixel(110, 22)))
    // Capsule ends: the corners stay clear.
    #expect(pixel(1, 1)[3] == 0)
    #expect(pixel(118, 42)[3] == 0)
    // The configuration's title replaces the one set with setTitle(_:for:), in white.
    #expect(button.titleLabel?.text == "Go")
    let title = try #require(button.titleLabel?.frame)
    let white = UIKitTestSupport.count(
      Int(title.minX)..<Int(title.maxX), Int(title.minY)..<Int(title.maxY)
    ) { Self.isWhiteish(pixel($0, $1)) }
    #expect(white > 20)
    #expect(abs(title.midX - 60) < 1 && abs(title.midY - 22) < 1)
  }

  @Test func aPlainConfigurationDrawsNoBackgroundAndATintedTitle() throws {
    let button = UIButton(configuration: .plain())
    button.configuration?.title = "Plain"
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    let pixel = pixels(of: button)
    let title = try #require(button.titleLabel?.frame)
    let outsideTitle = UIKitTestSupport.count(0..<100, 0..<40) { x, y in
      !title.insetBy(dx: -1, dy: -1).contains(CGPoint(x: x, y: y)) && pixel(x, y)[3] != 0
    }
    #expect(outsideTitle == 0)
    let tinted = UIKitTestSupport.count(0..<100, 0..<40) { x, y in
      let p = pixel(x, y)
      return p[3] > 128 && p[2] > 200 && p[0] < 80
    }
    #expect(tinted > 20)
    #expect(button.buttonType == .system)
  }

  @Test func theUpdateHandlerRunsAfterARequestAndTheNextLayout() {
    let button = CountingConfigurationButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    button.configurationUpdateHandler = { button in
      (button as? CountingConfigurationButton)?.calls.append("handler")
    }
    button.layoutIfNeeded()
    #expect(button.calls == ["override", "handler"])
    #expect(button.configuration?.title == "Off")
    button.isSelected = true
    button.layoutIfNeeded()
    #expect(button.configuration?.title == "On")
    #expect(button.titleLabel?.text == "On")
    button.setNeedsUpdateConfiguration()
    button.setNeedsUpdateConfiguration()
    #expect(button.calls.count == 4)
    button.layoutIfNeeded()
    #expect(button.calls.count == 6)
    button.layoutIfNeeded()
    #expect(button.calls.count == 6)
  }

  @Test func aPlainAttributedStringTitleDraws() throws {
    var configuration = UIButton.Configuration.filled()
    configuration.attributedTitle = AttributedString("Hi")
    configuration.baseBackgroundColor = .black
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 0, y: 0, width: 60, height: 36)
    let pixel = pixels(of: button)
    #expect(button.titleLabel?.attributedText?.string == "Hi")
    let white = UIKitTestSupport.count(0..<60, 0..<36) { Self.isWhiteish(pixel($0, $1)) }
    #expect(white > 10)
  }

  @Test func aRunsFontAndColourFromAnAttributeContainerDraw() throws {
    var container = AttributeContainer()
    container.foregroundColor = UIColor.red
    container.font = UIFont.systemFont(ofSize: 24)
    var configuration = UIButton.Configuration.plain()
    configuration.attributedTitle = AttributedString("Red", attributes: container)
    configuration.contentInsets = .zero
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    let pixel = pixels(of: button)
    let red = UIKitTestSupport.count(0..<80, 0..<40) { x, y in
      let p = pixel(x, y)
      return p[3] > 200 && p[0] > 200 && p[1] < 60 && p[2] < 60
    }
    #expect(red > 20)
    let title = try #require(button.titleLabel?.frame)
    #expect(title.height > 24)
    #expect(button.intrinsicContentSize == title.size)
  }

  @Test func theTextAttributesTransformerChangesTheTitlesColour() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Go"
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      incoming in
      var outgoing = incoming
      outgoing.foregroundColor = .green
      return outgoing
    }
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
    let pixel = pixels(of: button)
    let green = UIKitTestSupport.count(0..<60, 0..<30) { x, y in
      let p = pixel(x, y)
      return p[3] > 200 && p[1] > 200 && p[0] < 60 && p[2] < 60
    }
    #expect(green > 10)
  }

  @Test func insetsPlacementAndPaddingPlaceTheImageAndText() throws {
    var configuration = UIButton.Configuration.gray()
    configuration.image = UIKitTestSupport.image(UIKitTestSupport.redSquarePNG)
    configuration.title = "Title"
    configuration.subtitle = "Sub"
    configuration.imagePadding = 4
    configuration.titlePadding = 2
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 0, y: 0, width: 160, height: 60)
    button.layoutIfNeeded()
    let image = try #require(button.imageView?.frame)
    let title = try #require(button.titleLabel?.frame)
    let size = button.intrinsicContentSize
    #expect(image.size == CGSize(width: 8, height: 8))
    #expect(title.minX == image.maxX + 4)
    // Medium buttons start with UIKit's default insets, 7 points by 12.
    #expect(
      configuration.contentInsets
        == NSDirectionalEdgeInsets(
          top: 7, leading: 12, bottom: 7, trailing: 12))
    #expect(abs((image.minX + size.width - 24 + image.minX) / 2 - 80) < 0.001)
    button.configuration?.imagePlacement = .top
    button.layoutIfNeeded()
    let above = try #require(button.imageView?.frame)
    let below = try #require(button.titleLabel?.frame)
    #expect(below.minY == above.maxY + 4)
    #expect(abs(above.midX - 80) < 0.001 && abs(below.midX - 80) < 0.001)
    let sub = try #require(button.subviews.compactMap { $0 as? UILabel }.last?.frame)
    #expect(sub.minY == below.maxY + 2)
  }

  @Test func aConfigurationWithoutATitleShowsThePerStateTitle() {
    let button = UIButton(type: .custom)
    button.setTitle("Per state", for: .normal)
    button.configuration = .filled()
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    let pixel = pixels(of: button)
    #expect(button.titleLabel?.text == "Per state")
    let white = UIKitTestSupport.count(0..<120, 0..<40) { Self.isWhiteish(pixel($0, $1)) }
    #expect(white > 20)
    #expect(Self.isSystemBlue(pixel(4, 20)))
  }

  @Test func removingTheConfigurationBringsBackThePerStateTitle() {
    let button = PillButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    button.layoutIfNeeded()
    #expect(button.titleLabel?.text == "Go")
    button.configuration = nil
    let pixel = pixels(of: button)
    #expect(button.titleLabel?.text == "Old")
    #expect(pixel(2, 15)[3] == 0)
  }

  @Test func theConfigurationAPICompiles() {
    var configuration = UIButton.Configuration.plain()
    let styles: [UIButton.Configuration] = [
      .plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(),
      .borderedProminent(),
    ]
    configuration.title = "Title"
    configuration.subtitle = "Subtitle"
    configuration.attributedTitle = AttributedString("Title")
    configuration.attributedSubtitle = AttributedString("Subtitle")
    configuration.image = nil
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 6
    configuration.titlePadding = 2
    configuration.titleAlignment = .center
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    configuration.setDefaultContentInsets()
    configuration.baseForegroundColor = .white
    configuration.baseBackgroundColor = .black
    configuration.cornerStyle = .large
    for style: UIButton.Configuration.CornerStyle in [
      .dynamic, .fixed, .small, .medium, .large, .capsule,
    ] {
      configuration.cornerStyle = style
    }
    for size: UIButton.Configuration.Size in [.mini, .small, .medium, .large] {
      configuration.buttonSize = size
    }
    var background = UIBackgroundConfiguration.clear()
    background.backgroundColor = .yellow
    background.cornerRadius = 4
    background.strokeColor = .black
    background.strokeWidth = 1
    background.image = nil
    configuration.background = background
    configuration.background.cornerRadius = 5
    configuration.showsActivityIndicator = true
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      $0
    }
    configuration.imageColorTransformer = UIConfigurationColorTransformer { _ in .red }
    configuration.imageColorTransformer = .grayscale
    configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(
      pointSize: 12)
    let handler: UIButton.ConfigurationUpdateHandler = { button in
      button.configuration?.baseForegroundColor = .blue
    }
    let button = UIButton(
      configuration: configuration, primaryAction: UIAction { _ in })
    button.configurationUpdateHandler = handler
    button.automaticallyUpdatesConfiguration = false
    button.setNeedsUpdateConfiguration()
    button.layoutIfNeeded()
    #expect(button.configuration?.baseForegroundColor == .blue)
    #expect(styles.count == 8 && styles[0] == .plain() && styles[0] != styles[3])
    #expect(configuration == configuration)
    #expect(configuration.buttonSize == .large)
    #expect(configuration.contentInsets.top == 14)
  }
}
