import UIKit

extension PlaceholderBadge {
  /// Whether the badge shows its placeholder, read from another file.
  public var showsPlaceholder: Bool { self.isInterfaceBuilder }
}
