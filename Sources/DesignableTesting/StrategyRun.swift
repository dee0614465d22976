import Dispatch
import Foundation
import ImageDiff
import Raster
import SnapshotTesting
internal import Typesetting

/// Runs a bitmap strategy on a value and collects what it drew and how it compares.
enum StrategyRun {
  struct Failure: Error {
    var reason: String
  }

  /// The picture, the strategy's tolerances and scale (exact at 1x for a strategy that
  /// names none) and the font faces that measured or drew its text, or why there is no picture: the value threw, could not be built or
  /// drawn, drew nothing, or did not finish within `timeout` seconds.
  static func draw<Value>(
    _ value: @autoclosure () throws -> Value, _ snapshotting: Snapshotting<Value, Bitmap>,
    timeout: TimeInterval
  ) -> Result<(Bitmap, (options: DiffOptions, scale: Double), fonts: [FontFace]), Failure> {
    let context = StrategyContext()
    let box = PictureBox()
    let usage = FontUsage()
    do {
      try FontUsage.$current.withValue(usage) {
        let value = try value()
        StrategyContext.$current.withValue(context) {
          snapshotting.snapshot(value).run { box.set($0) }
        }
      }
    } catch {
      return .failure(Failure(reason: "The value to snapshot threw: \(error)"))
    }
    guard let picture = box.wait(seconds: timeout) else {
      return .failure(Failure(reason: "The strategy drew no picture within \(timeout) s"))
    }
    if let reason = context.failure { return .failure(Failure(reason: reason)) }
    guard picture.pixelCount > 0 else {
      return .failure(Failure(reason: "The picture is empty (\(picture.width)×\(picture.height))"))
    }
    return .success((picture, context.comparison ?? (.exact, 1), usage.faces))
  }
}

/// The picture a strategy hands to its callback, possibly from another thread.
private final class PictureBox: @unchecked Sendable {
  private let lock = NSLock()
  private let ready = DispatchSemaphore(value: 0)
  private var picture: Bitmap?

  func set(_ bitmap: Bitmap) {
    lock.lock()
    let first = picture == nil
    if first { picture = bitmap }
    lock.unlock()
    if first { ready.signal() }
  }

  func wait(seconds: TimeInterval) -> Bitmap? {
    _ = ready.wait(timeout: .now() + seconds)
    lock.lock()
    defer { lock.unlock() }
    return picture
  }
}
