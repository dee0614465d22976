import Foundation

/// The device the code runs on (`UIDevice`). A render runs on none, so this describes a
/// plain iPhone in no particular orientation: the idiom is `.phone`, the orientation
/// `.unknown` (as UIKit reports it while nothing generates orientation notifications),
/// battery monitoring is off, and there is no vendor identifier.
public final class UIDevice: @unchecked Sendable {
  /// The one device.
  public static let current = UIDevice()

  public let name = "iPhone"
  public let model = "iPhone"
  public let localizedModel = "iPhone"
  public let systemName = "iOS"
  /// The iOS version whose defaults the model follows.
  public let systemVersion = "17.0"
  public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
  /// Always `.unknown`: no orientation notifications are generated.
  public var orientation: UIDeviceOrientation { .unknown }
  public let isMultitaskingSupported = true
  /// Always `nil`: a render has no vendor.
  public var identifierForVendor: UUID? { nil }
  /// Stored only; the battery state stays `.unknown`.
  public var isBatteryMonitoringEnabled = false
  /// Always -1, as UIKit reports while monitoring is off.
  public var batteryLevel: Float { -1 }
  public var batteryState: BatteryState { .unknown }
  /// Stored only: nothing is near the sensor.
  public var isProximityMonitoringEnabled = false
  public var proximityState: Bool { false }
  /// Always false: orientation notifications are never generated.
  public var isGeneratingDeviceOrientationNotifications: Bool { false }

  private init() {}

  /// The device's notifications, by UIKit's names; nothing posts them here.
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
  public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
  public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  public static let proximityStateDidChangeNotification = Notification.Name(
    "UIDeviceProximityStateDidChangeNotification")

  /// Does nothing: a render has no orientation to report.
  public func beginGeneratingDeviceOrientationNotifications() {}
  public func endGeneratingDeviceOrientationNotifications() {}
  /// Does nothing: a render makes no sound.
  public func playInputClick() {}

  /// The battery's state (`UIDevice.BatteryState`).
  public enum BatteryState: Int, Sendable {
    case unknown, unplugged, charging, full
  }
}

/// The kind of interface (`UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone, pad, tv, carPlay
  case mac = 5
  case vision = 6
}

/// How the device is held (`UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
