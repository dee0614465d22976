/// The direction of the user interface (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight
  case rightToLeft
}
