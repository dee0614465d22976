import DesignableRegistrationsGenerator
import Foundation
import Testing

/// The examples' committed `DesignableRegistrations.swift` is the generator's output for the
/// other files of `Sources/DesignableExamples`, as the plugin would write it.
@Suite("The examples' registrations")
struct ExampleRegistrationsTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/DesignableExamples")

  @Test func theCommittedListIsWhatTheGeneratorWrites() throws {
    let committed = Self.folder.appendingPathComponent("DesignableRegistrations.swift")
    var sources: [SwiftSource] = []
    let files = FileManager.default.enumerator(at: Self.folder, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift", url.path != committed.path else { continue }
      sources.append(SwiftSource(path: url.path, text: try String(contentsOf: url, encoding: .utf8)))
    }
    #expect(sources.count > 10)
    let generated = RegistrationsGenerator.generate(sources)
    #expect(generated.diagnostics.isEmpty)
    let text = try String(contentsOf: committed, encoding: .utf8)
    let body = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
    #expect(body.count == 3)
    #expect(
      String(body.last ?? "") == generated.text,
      """
      Sources/DesignableExamples/DesignableRegistrations.swift is out of date: run
      swift run designable-registrations /tmp/out.swift Sources/DesignableExamples/**/*.swift
      (without the list itself) and put its output below the file's two comment lines.
      """)
  }
}
