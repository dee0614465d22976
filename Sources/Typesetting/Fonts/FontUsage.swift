import Foundation

/// The faces that measured or drew text while it was ``current``, so that a snapshot can
/// record which font files made its picture, and the substitution warnings first given
/// meanwhile, so that it can pass them on.
///
/// Every `Font` made while a usage is current notes its face. Thread-safe.
public final class FontUsage: @unchecked Sendable {
  /// The usage that notes faces in this task, if any.
  @TaskLocal public static var current: FontUsage?

  private let lock = NSLock()
  private var noted: [FontFace] = []
  private var given: [String] = []

  public init() {}

  /// Notes that `face` was used.
  public func note(_ face: FontFace) {
    lock.withLock {
      if !noted.contains(where: { $0 === face }) { noted.append(face) }
    }
  }

  /// The faces used, in the order first used.
  public var faces: [FontFace] { lock.withLock { noted } }

  /// Notes a warning a registry gave for the first time.
  public func note(warning: String) {
    lock.withLock { given.append(warning) }
  }

  /// The warnings registries gave for the first time while this usage was current, in order.
  public var warnings: [String] { lock.withLock { given } }
}
