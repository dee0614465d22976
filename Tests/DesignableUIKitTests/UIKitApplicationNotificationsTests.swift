import DesignableUIKit
import Testing

/// A shimmer stripe that stops its sweep when the app ends and drops its cached tile on a
/// memory warning, as loading-placeholder components do.
private final class ShimmerStripe: UIView {
  private(set) var sweeping = true
  private(set) var cachedTile: UIImage? = UIImage()
  private var observers: [NSObjectProtocol] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(
        forName: UIApplication.willTerminateNotification, object: nil, queue: nil
      ) { [weak self] _ in self?.sweeping = false })
    observers.append(
      center.addObserver(
        forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
      ) { [weak self] _ in self?.cachedTile = nil })
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  deinit { observers.forEach(NotificationCenter.default.removeObserver) }
}

/// The notifications arrive on the posting thread, which these tests keep to one.
extension ShimmerStripe: @unchecked Sendable {}

@Suite("UIApplication's notifications")
struct UIKitApplicationNotificationsTests {
  @Test func aComponentHearsTheAppEndAndAMemoryWarning() {
    let stripe = ShimmerStripe(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    NotificationCenter.default.post(
      name: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared)
    #expect(stripe.cachedTile == nil && stripe.sweeping)
    NotificationCenter.default.post(
      name: UIApplication.willTerminateNotification, object: UIApplication.shared)
    #expect(!stripe.sweeping)
  }

  @Test func theNamesAreUIKits() {
    let names: [Notification.Name: String] = [
      UIApplication.didFinishLaunchingNotification: "UIApplicationDidFinishLaunchingNotification",
      UIApplication.willTerminateNotification: "UIApplicationWillTerminateNotification",
      UIApplication.didReceiveMemoryWarningNotification:
        "UIApplicationDidReceiveMemoryWarningNotification",
      UIApplication.significantTimeChangeNotification:
        "UIApplicationSignificantTimeChangeNotification",
      UIApplication.userDidTakeScreenshotNotification:
        "UIApplicationUserDidTakeScreenshotNotification",
    ]
    for (name, rawValue) in names { #expect(name.rawValue == rawValue) }
  }
}
