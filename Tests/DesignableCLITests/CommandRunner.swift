import Foundation

/// Runs the built `designable` executable and captures what it prints.
struct CommandResult {
  var exitCode: Int32
  var standardOutput: String
  var standardError: String
}

enum CommandRunner {
  /// The folder holding the built products (the test binary sits beside `designable`).
  static var productsDirectory: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }

  static func run(
    _ arguments: [String], in directory: URL? = nil, executable: String = "designable"
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent(executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
      exitCode: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}

/// A fresh temporary folder, removed when the test ends.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("designable-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// Documents the command tests check, written to temporary folders.
enum TestDocuments {
  /// An IconButton (120 × 44 at 20, 40) whose icon is the image `comet`.
  static let cometButton = """
    <view contentMode="scaleToFill" id="icon-1" customClass="IconButton" customModule="DesignableExamples">
        <rect key="frame" x="20" y="40" width="120" height="44"/>
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="image" keyPath="icon" value="comet"/>
        </userDefinedRuntimeAttributes>
    </view>
    """

  /// A storyboard holding `body` among the root view's subviews.
  static func storyboard(_ body: String, at path: String) throws {
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
    \(body)
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
