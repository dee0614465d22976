import DesignableUIKit
import Foundation
import Testing

/// Keeps a display link from retaining its target, as page controls do.
private final class WeakTarget: NSObject {
  weak var target: NSObjectProtocol?

  init(_ target: NSObjectProtocol) {
    self.target = target
    super.init()
  }
}

/// A row of dots that sets up haptics, a display link, a tap and accessibility elements in
/// init, as an iOS control does, and draws its dots with layers.
private final class HapticDots: UIControl {
  let feedback = UISelectionFeedbackGenerator()
  let impact = UIImpactFeedbackGenerator(style: .light)
  var displayLink: CADisplayLink?
  var labels: [CATextLayer] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    feedback.prepare()
    displayLink = CADisplayLink(target: WeakTarget(self), selector: "tick")
    displayLink?.add(to: .current, forMode: .common)
    let element = UIAccessibilityElement(accessibilityContainer: self)
    element.accessibilityLabel = "First dot"
    element.accessibilityFrame = convert(bounds, to: nil)
    element.accessibilityTraits = .adjustable
    accessibilityElements = [element]
    for index in 0..<3 {
      let label = CATextLayer()
      label.font = UIFont.boldSystemFont(ofSize: 12) as CFTypeRef
      label.fontSize = 12
      label.string = "\(index + 1)"
      label.foregroundColor = UIColor.black.cgColor
      label.frame = CGRect(x: CGFloat(index) * 20, y: 0, width: 20, height: 20)
      layer.addSublayer(label)
      labels.append(label)
    }
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func accessibilityElementCount() -> Int { super.accessibilityElementCount() }
}

@Suite("UIKit services a render does not run")
struct UIKitInertServicesTests {
  @Test func feedbackGeneratorsDoNothing() {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
    #expect(impact.style == .heavy)
    #expect(UIImpactFeedbackGenerator().style == .medium)
  }

  /// A pin field compares what is typed with the pasteboard's string.
  @Test func thePasteboardStartsEmptyAndKeepsWhatIsPut() throws {
    let board = UIPasteboard.general
    #expect(board === UIPasteboard.general)
    let saved = board.strings
    defer { board.strings = saved }
    board.strings = nil
    #expect(board.string == nil && !board.hasStrings && !board.hasURLs && !board.hasImages)
    board.string = "123456"
    #expect(board.strings == ["123456"] && board.hasStrings)
    board.strings = ["a", "b"]
    #expect(board.string == "a")
    board.url = try #require(URL(string: "https://example.com"))
    #expect(board.hasURLs && board.urls?.count == 1)
    board.urls = nil
  }

  @Test func aDisplayLinkIsStoredAndNeverFires() {
    let link = CADisplayLink(target: UIView(), selector: "step")
    link.add(to: .main, forMode: .common)
    link.preferredFramesPerSecond = 30
    #expect(!link.isPaused && link.timestamp == 0 && link.duration == 1.0 / 60)
    #expect(link.frameInterval == 1)
    link.frameInterval = 2
    #expect(link.frameInterval == 2)
    link.invalidate()
    #expect(link.isPaused)
  }

  @Test func aViewIsAnNSObjectProtocolObject() {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    let proxy = WeakTarget(view)
    #expect(proxy.target?.isEqual(view) == true)
    #expect(!view.isEqual(UIView()))
    #expect(view.hash == ObjectIdentifier(view).hashValue)
    #expect(view.`self`() === view && !view.isProxy())
    #expect(view.description == "<View; frame = (1.0 2.0; 30.0 40.0)>")
  }

  @Test func accessibilityElementsAreStoredAndFoundByIdentity() {
    let dots = HapticDots(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    #expect(dots.accessibilityElementCount() == 1)
    let element = dots.accessibilityElement(at: 0) as? UIAccessibilityElement
    #expect(element?.accessibilityLabel == "First dot")
    #expect(element?.accessibilityContainer === dots)
    #expect(dots.index(ofAccessibilityElement: element as Any) == 0)
    #expect(dots.index(ofAccessibilityElement: UIView()) == NSNotFound)
    #expect(dots.accessibilityElement(at: 3) == nil)
  }

  @Test func aFontGivenAsCFTypeRefSetsATextLayersFace() {
    let dots = HapticDots(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    #expect((dots.labels[0].font as? UIFont)?.pointSize == 12)
    let picture = Lifecycle.render(dots, scale: 1)
    // Each label draws dark glyph pixels inside its own 20-point cell.
    for cell in 0..<3 {
      let dark = UIKitTestSupport.count((cell * 20)..<(cell * 20 + 20), 0..<20) { x, y in
        picture[x, y].alpha > 128 && picture[x, y].red < 100
      }
      #expect(dark > 5, "cell \(cell)")
    }
  }

  @Test func aTapsTouchLocationIsTheOrigin() {
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    #expect(tap.location(ofTouch: 0, in: nil) == .zero)
  }

  @Test func anAnimationsKeyPathValueIsItsKeysValue() {
    let group = CAAnimationGroup()
    let layer = CALayer()
    layer.name = "ripple"
    group.setValue(layer, forKey: "animationLayer")
    #expect(group.value(forKeyPath: "animationLayer") as? CALayer === layer)
    #expect(group.value(forKeyPath: "animationLayer.name") as? String == "ripple")
    #expect(group.value(forKeyPath: "missing.name") == nil)
  }

  /// A window made key and visible by hand (a banner's own window) says so; its level
  /// orders and offsets as UIKit's does.
  @Test func aWindowIsKeyOnceMadeKey() {
    let window = UIWindow(frame: .zero)
    window.isHidden = true
    window.windowLevel = .alert + 1
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow && !window.isHidden)
    #expect(window.windowLevel > .alert && UIWindow.Level.normal < .statusBar)
    window.resignKey()
    #expect(!window.isKeyWindow)
  }

  /// A screen's search controller is kept by its navigation item and never presented; a
  /// navigation delegate without orientation methods allows every orientation.
  @Test func aSearchControllerIsKeptAndNeverActive() {
    final class Updater: UISearchResultsUpdating, UINavigationControllerDelegate {
      func updateSearchResults(for searchController: UISearchController) {}
    }
    let updater = Updater()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = updater
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Country"
    let screen = UIViewController()
    screen.navigationItem.searchController = search
    screen.navigationItem.hidesSearchBarWhenScrolling = false
    #expect(screen.navigationItem.searchController === search && !search.isActive)
    #expect(search.searchResultsUpdater === updater && search.searchBar.placeholder == "Country")
    let navigation = UINavigationController(rootViewController: screen)
    #expect(updater.navigationControllerSupportedInterfaceOrientations(navigation) == .all)
  }

  /// What app code asks of controllers, text input, fonts and gradients compiles and
  /// answers as on iOS: a controller adopts a protocol refining `NSObjectProtocol`, no text
  /// is being composed, the registered families are listed, a gradient reads its locations
  /// from memory, and a layout guide is a layout support of its height.
  @Test func appCodesQuestionsAnswerAsOnIOS() throws {
    final class Routed: UIViewController, Routing {}
    let routed: Routing = Routed()
    #expect(routed.isEqual(routed) && !routed.isProxy())
    #expect(UITextField(frame: .zero).markedTextRange == nil)
    #expect(UIFont.familyNames.contains(UIFont.systemFont(ofSize: 12).familyName))
    let stops: [CGFloat] = [0, 0.25]
    let gradient = stops.withUnsafeBufferPointer {
      CGGradient(
        colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
        locations: $0.baseAddress)
    }
    #expect(try #require(gradient).stops.map(\.location) == [0, 0.25])
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.topAnchor.constraint(equalTo: view.topAnchor),
      guide.heightAnchor.constraint(equalToConstant: 20),
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.widthAnchor.constraint(equalToConstant: 10),
    ])
    view.layoutIfNeeded()
    let support: UILayoutSupport = guide
    #expect(support.length == 20)
    // A link is opened nowhere: the completion hears `false` at once.
    let link = try #require(URL(string: UIApplication.openSettingsURLString))
    var opened: Bool?
    UIApplication.shared.open(link, options: [:]) { opened = $0 }
    #expect(opened == false && !UIApplication.shared.canOpenURL(link))
  }

  @Test func keyboardDeviceAndWindowNamesAreUIKits() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    #expect(UIResponder.keyboardFrameBeginUserInfoKey == "UIKeyboardFrameBeginUserInfoKey")
    #expect(
      UIDevice.orientationDidChangeNotification.rawValue
        == "UIDeviceOrientationDidChangeNotification")
    #expect(
      UIApplication.didChangeStatusBarFrameNotification.rawValue
        == "UIApplicationDidChangeStatusBarFrameNotification")
    #expect(UIApplication.shared.windows.isEmpty && UIApplication.shared.keyWindow == nil)
    #expect(!UIWindow(frame: .zero).isKeyWindow)
    let view = UIView(frame: .zero)
    view.accessibilityViewIsModal = true
    #expect(view.accessibilityViewIsModal)
  }

  @Test func standardFontSizesAreIOSs() {
    #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
    #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
  }
}

/// A router's protocol, as apps declare them for their controllers.
private protocol Routing: AnyObject, NSObjectProtocol {}

/// Settings a component keeps by key-value coding, as older code writes them.
@Suite struct UserDefaultsKeyValueCodingTests {
  @Test func settingsAreKeptByKeyValueCoding() throws {
    let suite = "designable-tests-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.setValue(3, forKey: "step")
    #expect(defaults.value(forKey: "step") as? Int == 3)
    defaults.setValue(nil, forKey: "step")
    #expect(defaults.value(forKey: "step") == nil)
  }
}
