/// UIKit's button types, nested in `UIButton` as `UIButton.ButtonType`.
extension Button {
  /// The style a button is made with.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    /// The same as ``system``, as in UIKit.
    public static let roundedRect = ButtonType.system
  }
}
