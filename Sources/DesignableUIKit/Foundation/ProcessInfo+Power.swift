import Foundation

#if !canImport(Darwin)
  extension ProcessInfo {
    /// How hot the device runs (`ProcessInfo.ThermalState`), which components read to
    /// lighten animations or haptics.
    public enum ThermalState: Int, Sendable {
      case nominal, fair, serious, critical
    }

    /// Whether Low Power Mode is on (`isLowPowerModeEnabled`): `false`, as on a device that
    /// has it off, so a component draws and animates as it usually does.
    public var isLowPowerModeEnabled: Bool { false }

    /// The device's thermal state: `.nominal`, as on a device at rest.
    public var thermalState: ThermalState { .nominal }

    /// Posted when ``thermalState`` changes; never, here.
    public static let thermalStateDidChangeNotification = Notification.Name(
      "NSProcessInfoThermalStateDidChangeNotification")
  }

  extension Notification.Name {
    /// Posted when Low Power Mode is turned on or off (`NSProcessInfoPowerStateDidChange`);
    /// never, here.
    public static let NSProcessInfoPowerStateDidChange = Notification.Name(
      "NSProcessInfoPowerStateDidChangeNotification")
  }
#endif
