import Components
import Foundation

/// The running app (`UIApplication`), reduced to what a drawing component reads: its
/// layout direction (left to right, as in the design environment's default locale) and its
/// state, which is always `.active` (a component rendered here is on screen). It ends the
/// responder chain, as UIKit's does when the app delegate is no responder.
open class UIApplication: UIResponder {
  /// Where the app is in its life (`UIApplication.State`).
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// The one application object.
  nonisolated(unsafe) public static let shared = UIApplication()

  /// The value of a class property by its Objective-C name, as key-value coding reads it from
  /// the class object: `"sharedApplication"` gives ``shared``; any other key, `nil`.
  open class func value(forKey key: String) -> Any? {
    key == "sharedApplication" ? shared : nil
  }

  /// The direction of the user interface, left to right.
  open var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

  /// Always `.active`: nothing here sends the app to the background.
  open var applicationState: State { .active }
  /// Always `.large`, the default Dynamic Type size.
  open var preferredContentSizeCategory: UIContentSizeCategory { .large }

  /// The app's life-cycle notifications, by UIKit's names; nothing posts them here.
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  public static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
  public static let willChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
  public static let didChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
  public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")

  /// Always `nil`: a render has no app delegate, so `delegate?.window??` is `nil` too.
  open var delegate: UIApplicationDelegate? { nil }

  /// Always empty: a render has no window (`windows`, deprecated in iOS 15).
  open var windows: [UIWindow] { [] }
  /// Always `nil`: a render has no window.
  open var keyWindow: UIWindow? { nil }
  /// The status bar's frame (deprecated in iOS 13); none is shown in a render.
  open var statusBarFrame: CGRect { .zero }
  /// Whether the status bar is hidden; `true`, as none is shown in a render.
  open var isStatusBarHidden: Bool { true }

  /// The URL that opens the app's page in Settings (`openSettingsURLString`).
  public static let openSettingsURLString = "app-settings:"

  /// Options of ``open(_:options:completionHandler:)``; accepted and not used.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Whether an app could open `url` (`canOpenURL(_:)`): `false`, as a render opens nothing,
  /// so a link label shows the text it shows when no app handles the link.
  open func canOpenURL(_ url: URL) -> Bool { false }

  /// Opens `url` in another app (`open(_:options:completionHandler:)`): nothing is opened in
  /// a render, and the completion handler, when given, is told `false` at once.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    completion?(false)
  }

  /// Opens `url` (`openURL(_:)`, deprecated in iOS 10): nothing is opened; `false`.
  @discardableResult
  open func openURL(_ url: URL) -> Bool { false }

  override init() { super.init() }
}

/// The app's delegate (`UIApplicationDelegate`), as a component reads it: its window, an
/// optional requirement on iOS, so read as `delegate?.window??`. No app delegate is ever
/// set here (``UIApplication/delegate`` is `nil`).
public protocol UIApplicationDelegate: DelegateObject {
  /// The delegate's window, doubly optional as an optional requirement of an optional type
  /// reads on iOS.
  var window: UIWindow?? { get }
}
