import Components
import Foundation

/// A scene (`UIScene`). A render has none: `UIApplication.shared.connectedScenes` is empty
/// and a window's `windowScene` is `nil`, so code that looks for the key window through its
/// scene (for the safe area or the status bar's height) compiles and finds none, as in a
/// view that is in no window on iOS.
open class UIScene: UIResponder {
  /// Where a scene is in its life (`UIScene.ActivationState`).
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive, foregroundInactive, background
  }

  /// Always `.unattached`: nothing connects a scene here.
  open var activationState: ActivationState { .unattached }
  /// The scene's title, kept.
  open var title: String = ""

  override init() { super.init() }
}

/// A scene that shows windows (`UIWindowScene`); none exists in a render.
open class UIWindowScene: UIScene {
  /// Always empty: a render has no window.
  open var windows: [UIWindow] { [] }
  /// Always `nil`: a render has no window.
  open var keyWindow: UIWindow? { nil }
  /// The screen every view renders on.
  open var screen: UIScreen { .main }
  /// The scene's coordinates: the screen's.
  open var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }
  /// Portrait, as Interface Builder's canvas shows an iPhone.
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
  /// Always `nil`: a render has no status bar.
  open var statusBarManager: UIStatusBarManager? { nil }
}

/// The status bar of a window scene (`UIStatusBarManager`); none exists in a render.
open class UIStatusBarManager {
  /// The status bar's frame: none is shown.
  open var statusBarFrame: CGRect { .zero }
  /// Always `true`: no status bar is shown.
  open var isStatusBarHidden: Bool { true }
  /// The default style.
  open var statusBarStyle: UIStatusBarStyle { .default }

  init() {}
}

/// How a window's content is turned (`UIInterfaceOrientation`).
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown
  case landscapeLeft = 4
  case landscapeRight = 3

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a view controller supports (`UIInterfaceOrientationMask`).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
  ]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}

extension UIApplication {
  /// Always empty: a render has no scene.
  public var connectedScenes: Set<UIScene> { [] }
  /// Whether the app shows several scenes at once; `false`.
  public var supportsMultipleScenes: Bool { false }
}

extension UIWindow {
  /// Always `nil`: a render has no scene (setting one is ignored).
  public var windowScene: UIWindowScene? {
    get { nil }
    set {}
  }
}
