import Components

/// The running app (`UIApplication`), reduced to what a drawing component reads: its
/// layout direction, left to right as in the design environment's default locale.
open class UIApplication {
  /// The one application object.
  nonisolated(unsafe) public static let shared = UIApplication()

  /// The direction of the user interface, left to right.
  open var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

  init() {}
}
