import DesignableChecks
import PNGCodec
import Testing
import XCTest

/// Records a test failure in whichever library runs the test: Swift Testing when a test of
/// its is current, XCTest otherwise.
enum IssueReporter {
  static func record(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: location(fileID: fileID, filePath: filePath, line: line, column: column))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }

  /// Records a warning (an issue that does not fail the test) under Swift Testing; writes
  /// it to standard error under XCTest, which has no warnings.
  static func warn(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message), severity: .warning,
        sourceLocation: location(fileID: fileID, filePath: filePath, line: line, column: column))
    } else {
      FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
    }
  }

  /// Records an issue for an outcome that did not pass. A failed snapshot under Swift
  /// Testing also attaches its reference, actual and diff pictures
  /// (`<name>.reference.png`, …), which `swift test --attachments-path` collects; under
  /// XCTest they are `XCTAttachment`s on Apple's platforms. XCTest on Linux has no
  /// attachments: the message gives the pictures' paths.
  static func report(
    _ outcome: SnapshotOutcome, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    if let warning = outcome.warning {
      warn(warning, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    guard outcome.status != .passed, let message = outcome.message else { return }
    record(message, fileID: fileID, filePath: filePath, line: line, column: column)
    guard Test.current != nil else {
      attachToXCTest(attachments(for: outcome))
      return
    }
    let place = location(fileID: fileID, filePath: filePath, line: line, column: column)
    for (name, bytes) in attachments(for: outcome) {
      Attachment.record(bytes, named: name, sourceLocation: place)
    }
  }

  /// Attaches pictures to the running XCTest case where XCTest has attachments (Apple's
  /// platforms, from the main thread, where XCTest runs its activities); elsewhere the
  /// failure message's paths are all there is.
  private static func attachToXCTest(_ pictures: [(String, [UInt8])]) {
    #if canImport(Darwin)
      guard !pictures.isEmpty, Thread.isMainThread else { return }
      guard #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) else { return }
      MainActor.assumeIsolated {
        XCTContext.runActivity(named: "Snapshot pictures") { activity in
          for (name, bytes) in pictures {
            let attachment = XCTAttachment(data: Data(bytes), uniformTypeIdentifier: "public.png")
            attachment.name = name
            activity.add(attachment)
          }
        }
      }
    #endif
  }

  /// The pictures a failed outcome attaches, by name: its reference, actual and diff
  /// pictures that exist; none for an outcome that did not fail or drew no picture (a
  /// usage error, a collision).
  static func attachments(for outcome: SnapshotOutcome) -> [(String, [UInt8])] {
    guard outcome.status == .failed, outcome.actualPath != nil else { return [] }
    let pictures = [
      ("reference", outcome.referencePath), ("actual", outcome.actualPath),
      ("diff", outcome.diffPath),
    ]
    return pictures.compactMap { role, path in
      guard let path, path.hasSuffix(".png"), let bytes = try? AtomicFile.read(path) else {
        return nil
      }
      return (SafeFileName.ensure(outcome.name) + "." + role + ".png", bytes)
    }
  }

  private static func location(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> SourceLocation {
    SourceLocation(
      fileID: String(describing: fileID), filePath: String(describing: filePath),
      line: Int(line), column: Int(column))
  }
}
