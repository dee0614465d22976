import Foundation
import Testing

@testable import DesignableSourceAdapter

/// The command on real files: what it writes, when it leaves an output alone, its status.
final class AdaptCommandTests {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("adapt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func path(_ name: String) -> String { root.appendingPathComponent(name).path }

  @Test func writesEachOutputAndRewritesOnlyWhatChanged() throws {
    try Data("import UIKit\n".utf8).write(to: URL(fileURLWithPath: path("A.swift")))
    let pairs = [(input: path("A.swift"), output: path("A+Adapted.swift"))]
    #expect(AdaptCommand.run(pairs: pairs) { _ in } == 0)
    let written = try String(contentsOfFile: path("A+Adapted.swift"), encoding: .utf8)
    #expect(written.contains("\nimport DesignableUIKit\n"))
    let date =
      try FileManager.default.attributesOfItem(atPath: path("A+Adapted.swift"))[
        .modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.02)
    #expect(AdaptCommand.run(pairs: pairs) { _ in } == 0)
    let again =
      try FileManager.default.attributesOfItem(atPath: path("A+Adapted.swift"))[
        .modificationDate] as? Date
    #expect(date == again)
  }

  @Test func anUnreadableInputIsAnErrorAndLeavesEveryOutputAsItWas() throws {
    try Data("import UIKit\n".utf8).write(to: URL(fileURLWithPath: path("A.swift")))
    try Data("old".utf8).write(to: URL(fileURLWithPath: path("A+Adapted.swift")))
    var messages: [String] = []
    let status = AdaptCommand.run(pairs: [
      (input: path("A.swift"), output: path("A+Adapted.swift")),
      (input: path("Missing.swift"), output: path("Missing+Adapted.swift")),
    ]) { messages.append($0.description) }
    #expect(status == 1)
    #expect(
      messages == [
        "\(path("Missing.swift")):1:1: error: cannot read this file to adapt it; check that it exists and is readable"
      ])
    #expect(try String(contentsOfFile: path("A+Adapted.swift"), encoding: .utf8) == "old")
  }
}
