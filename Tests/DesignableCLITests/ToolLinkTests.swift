import Foundation
import Testing

/// The command line's executables link no test library: `DesignableCLI` depends on
/// `DesignableChecks`, which imports neither XCTest nor Testing nor SnapshotTesting. The test
/// binary itself links all three, which shows the checks can fail.
@Suite("The command line links no test library")
struct ToolLinkTests {
  /// The test libraries a shared library's name may hold (`libXCTest.so`, `libTesting.so`,
  /// `lib_Testing_Foundation.so`).
  static let testLibraryNames = ["XCTest", "Testing"]

  /// What every symbol of swift-snapshot-testing's module starts with once mangled
  /// (`$s15SnapshotTesting…`): the module is linked statically, so it shows in symbols, not in
  /// the shared libraries.
  static let snapshotTestingSymbol = Data("15SnapshotTesting".utf8)

  /// The built test binary: `<products>/DesignablePackageTests.xctest` on Linux.
  static var testBinary: URL { URL(fileURLWithPath: CommandLine.arguments[0]) }

  /// The shared libraries `binary` needs, as `readelf -d` lists them; `nil` where there is no
  /// ELF or no `readelf` (macOS), so that the test says it did not look.
  static func neededLibraries(_ binary: URL) throws -> [String]? {
    #if os(Linux)
      let readelf = ["/usr/bin/readelf", "/bin/readelf"].first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
      guard let readelf else { return nil }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: readelf)
      process.arguments = ["-d", binary.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else { return nil }
      // `0x… (NEEDED)  Shared library: [libXCTest.so]`
      return String(decoding: data, as: UTF8.self).split(separator: "\n")
        .filter { $0.contains("(NEEDED)") }
        .compactMap { line in
          guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else {
            return nil
          }
          return String(line[line.index(after: open)..<close])
        }
    #else
      return nil
    #endif
  }

  /// The test libraries among `binary`'s shared libraries.
  static func testLibraries(_ binary: URL) throws -> [String]? {
    try neededLibraries(binary).map { libraries in
      libraries.filter { name in testLibraryNames.contains { name.contains($0) } }
    }
  }

  /// Whether `binary` holds swift-snapshot-testing's code.
  static func holdsSnapshotTesting(_ binary: URL) throws -> Bool {
    try Data(contentsOf: binary, options: .mappedIfSafe).range(of: snapshotTestingSymbol) != nil
  }

  @Test(arguments: ["designable", "designable-examples"])
  func theExecutableLinksNoTestLibrary(_ name: String) throws {
    let binary = CommandRunner.productsDirectory.appendingPathComponent(name)
    try #require(FileManager.default.fileExists(atPath: binary.path), "\(name) is not built")
    #expect(try !Self.holdsSnapshotTesting(binary), "\(name) holds SnapshotTesting's code")
    guard let linked = try Self.testLibraries(binary) else {
      print("Skipped: no readelf to list the shared libraries of \(binary.path)")
      return
    }
    #expect(linked == [], "\(name) links \(linked)")
  }

  @Test func theTestBinaryLinksThemSoTheCheckCanFail() throws {
    #expect(try Self.holdsSnapshotTesting(Self.testBinary))
    guard let linked = try Self.testLibraries(Self.testBinary) else {
      print("Skipped: no readelf to list the shared libraries of \(Self.testBinary.path)")
      return
    }
    #expect(linked.contains { $0.contains("XCTest") })
    #expect(linked.contains { $0.contains("Testing") })
  }
}
