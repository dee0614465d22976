import Foundation

/// Colours by name, as an asset catalog's colour sets give them: where `UIColor(named:)`
/// looks first, before the catalogs among a bundle's resources.
public final class ColorCatalog: @unchecked Sendable {
  /// The catalog `UIColor(named:)` uses.
  public static let shared = ColorCatalog()

  private let lock = NSLock()
  private var colors: [String: Color] = [:]

  /// An empty catalog, apart from the shared one.
  public init() {}

  /// Registers a colour under a name; a later colour of the same name replaces it.
  public func register(_ color: Color, named name: String) {
    lock.lock()
    defer { lock.unlock() }
    colors[name] = color
  }

  /// The colour registered as `name`, or `nil`.
  public func color(named name: String) -> Color? {
    lock.lock()
    defer { lock.unlock() }
    return colors[name]
  }
}
