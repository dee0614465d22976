import Foundation
import Testing

/// `DesignableChecks` imports no test library, and the command line reaches the checks
/// through it, never through `DesignableTesting`: read from the sources.
@Suite("The checks module imports no test library")
struct ChecksImportTests {
  /// The package's root: three folders up from this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// An import of `module` in any spelling: attributes (`@testable`, `@_spi(…)`,
  /// `@_exported`), an access level, a kind (`import struct XCTest.XCTestCase`).
  static func importPattern(_ modules: [String]) throws -> Regex<AnyRegexOutput> {
    let names = modules.joined(separator: "|")
    return try Regex(
      #"^\s*(@\w+(\([^)]*\))?\s+)*((public|package|internal|private|fileprivate)\s+)?"#
        + #"import\s+((typealias|struct|class|enum|protocol|let|var|func)\s+)?"#
        + "(\(names))(\\.|\\s|$)"
    ).anchorsMatchLineEndings()
  }

  /// Every Swift file under `folder`, relative to the root, with its text.
  static func sources(_ folder: String) throws -> [(path: String, text: String)] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    return try files.map { file in
      let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
      return (folder + "/" + file, text)
    }
  }

  /// The files among `sources` that import one of `modules`.
  static func importers(_ sources: [(path: String, text: String)], of modules: [String]) throws
    -> [String]
  {
    let pattern = try importPattern(modules)
    return sources.filter { $0.text.contains(pattern) }.map(\.path)
  }

  @Test func thePatternFindsEveryWayOfImporting() throws {
    let pattern = try Self.importPattern(["XCTest", "Testing"])
    for line in [
      "import XCTest", "@testable import Testing", "internal import XCTest",
      "@_spi(Internals) import Testing", "import struct XCTest.XCTestCase",
      "  @_exported public import XCTest",
    ] {
      #expect(("let a = 1\n" + line + "\n").contains(pattern), "missed: \(line)")
    }
    for line in ["import SnapshotTesting", "import XCTestSupport", "// import XCTest later"] {
      #expect(!line.contains(pattern), "wrongly matched: \(line)")
    }
  }

  @Test func theChecksModuleImportsNoTestLibrary() throws {
    let sources = try Self.sources("Sources/DesignableChecks")
    try #require(sources.count > 20, "the checks module's sources were not found")
    let importers = try Self.importers(
      sources, of: ["XCTest", "Testing", "SnapshotTesting", "DesignableTesting"])
    #expect(importers == [])
  }

  @Test func theCommandLineImportsTheChecksNotTheAssertions() throws {
    let sources =
      try Self.sources("Sources/DesignableCLI") + Self.sources("Sources/designable")
      + Self.sources("Sources/designable-examples")
    try #require(sources.count > 10, "the command line's sources were not found")
    let importers = try Self.importers(
      sources, of: ["XCTest", "Testing", "SnapshotTesting", "DesignableTesting"])
    #expect(importers == [])
    #expect(try Self.importers(sources, of: ["DesignableChecks"]).count > 5)
  }

  @Test func theAssertionsStillImportTheTestLibraries() throws {
    // The module that keeps them does import them: the search finds imports where they are.
    let sources = try Self.sources("Sources/DesignableTesting")
    #expect(try Self.importers(sources, of: ["XCTest"]).isEmpty == false)
    #expect(try Self.importers(sources, of: ["SnapshotTesting"]).isEmpty == false)
  }
}
