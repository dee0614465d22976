import Foundation

/// Runs the first use of each component type in a process alone.
///
/// On iOS a component's code runs on the main thread only, so one-time setup that checks
/// and then acts (registering the icon font it ships unless `UIFont.fontNames(forFamilyName:)`
/// lists it, filling a shared cache) needs no lock. Snapshot cells and checks run in
/// parallel here; two first renders at once would both set up, and the second registration
/// of a font fails (a component that raises on that failure stopped the test process). So
/// the first snapshot or check of each type runs while no other first use does; once it
/// has, its type's later ones run alongside everything else.
public enum FirstUse {
  /// Held by the first use under way.
  private static let gate = NSRecursiveLock()
  private static let lock = NSLock()
  nonisolated(unsafe) private static var used: Set<ObjectIdentifier> = []

  /// `body`, the build and render of `type` (and whatever it draws in), run alone when it is
  /// that type's first use in the process.
  public static func alone<Result>(_ type: AnyClass, _ body: () throws -> Result) rethrows
    -> Result
  {
    let key = ObjectIdentifier(type)
    if hasBeenUsed(key) { return try body() }
    gate.lock()
    if hasBeenUsed(key) {
      gate.unlock()
      return try body()
    }
    defer {
      lock.withLock { _ = used.insert(key) }
      gate.unlock()
    }
    return try body()
  }

  private static func hasBeenUsed(_ key: ObjectIdentifier) -> Bool {
    lock.withLock { used.contains(key) }
  }
}
