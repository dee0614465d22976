import Foundation
import Testing

@testable import DesignableRegistrationsGenerator

/// The command on real files: what it writes, when it leaves the output alone, its status.
final class RegistrationsCommandTests {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("registrations-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func file(_ name: String, _ text: String) throws -> String {
    let path = root.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func run(_ output: String, _ inputs: [String]) -> (status: Int32, messages: [String]) {
    var messages: [String] = []
    let status = RegistrationsCommand.run(output: output, inputs: inputs) {
      messages.append($0.description)
    }
    return (status, messages)
  }

  func modificationDate(_ path: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  }

  @Test func writesOnlyWhenTheTextChanges() throws {
    let input = try file("Dial.swift", "@IBDesignable class Dial: UIView {}")
    let output = root.appendingPathComponent("Out.swift").path
    #expect(run(output, [input]).status == 0)
    let first = try String(contentsOfFile: output, encoding: .utf8)
    #expect(first.contains("Dial.self, designable: true"))

    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
    _ = try file("Dial.swift", "// A comment changes nothing.\n@IBDesignable class Dial: UIView {}")
    #expect(run(output, [input]).status == 0)
    #expect(try modificationDate(output) == past)

    _ = try file("Dial.swift", "@IBDesignable class Dial: UIView { @IBInspectable var a = 1 }")
    #expect(run(output, [input]).status == 0)
    #expect(try modificationDate(output) != past)
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains(#"\Dial.a"#))
  }

  /// Sources that DesignableAdapterPlugin adapts: `import UIKit` stands outside any switch,
  /// and a file wrapped in `#if canImport(UIKit)` is compiled, so it is registered.
  @Test func adaptedSourcesAreReadAsTheirIOSBuild() throws {
    let input = try file(
      "Kit.swift",
      "#if canImport(UIKit)\nimport UIKit\n@IBDesignable class Kit: UIView {}\n#endif\n")
    let output = root.appendingPathComponent("Out.swift").path
    #expect(RegistrationsCommand.run(output: output, inputs: [input], adapted: true) { _ in } == 0)
    let adapted = try String(contentsOfFile: output, encoding: .utf8)
    #expect(adapted.contains("#if true && canImport(UIKit)\nimport UIKit\n#endif"))
    #expect(adapted.contains("#if true\n    all.append("))
    #expect(RegistrationsCommand.run(output: output, inputs: [input]) { _ in } == 0)
    let plain = try String(contentsOfFile: output, encoding: .utf8)
    #expect(plain.contains("#if canImport(UIKit)\nimport UIKit\n#endif"))
    #expect(plain.contains("#if canImport(UIKit)\n    all.append("))
    // Outside a switch, `import UIKit` is imported where UIKit exists.
    let bare = try file("Bare.swift", "import UIKit\n@IBDesignable class Bare: UIView {}\n")
    #expect(RegistrationsCommand.run(output: output, inputs: [bare], adapted: true) { _ in } == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        .contains("#if canImport(UIKit)\nimport UIKit\n#endif"))
    // A submodule or one declaration of Core Graphics is imported as the whole module.
    let parts = try file(
      "Parts.swift",
      "import UIKit\nimport CoreGraphics.CGContext\nimport struct QuartzCore.CALayer\n"
        + "@IBDesignable class Parts: UIView {}\n")
    #expect(RegistrationsCommand.run(output: output, inputs: [parts], adapted: true) { _ in } == 0)
    let wholes = try String(contentsOfFile: output, encoding: .utf8)
    #expect(wholes.contains("\nimport CoreGraphics\n") && wholes.contains("\nimport QuartzCore\n"))
    #expect(!wholes.contains("CGContext") && !wholes.contains("import struct"))
  }

  @Test func theRegistrationsGetANameOfTheModulesOwn() throws {
    let input = try file("Kit.swift", "@IBDesignable class Kit: UIView {}")
    let output = root.appendingPathComponent("Check-Kit+DesignableRegistrations.swift").path
    #expect(run(output, [input]).status == 0)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    let alias = "public typealias Check_KitDesignableRegistrations = DesignableRegistrations"
    #expect(text.hasSuffix(alias + "\n"))
    // Another file name says nothing of the module: no alias.
    let other = root.appendingPathComponent("Out.swift").path
    #expect(run(other, [input]).status == 0)
    #expect(try !String(contentsOfFile: other, encoding: .utf8).contains("typealias"))
    let digit = RegistrationsCommand.moduleName(output: "/a/9Lives+DesignableRegistrations.swift")
    #expect(digit == "_9Lives")
  }

  @Test func errorsFailTheRunWarningsDoNot() throws {
    let a = try file("A.swift", "@IBDesignable class Knob: UIView {}")
    let b = try file("B.swift", "private class Hidden: UIView { @IBInspectable var a = 1 }")
    let c = try file("C.swift", "class Knob: UIView {}")
    let output = root.appendingPathComponent("Out.swift").path
    let warned = run(output, [a, b])
    #expect(warned.status == 0)
    #expect(warned.messages.count == 1)
    #expect(warned.messages.first?.hasPrefix("\(b):1:15: warning: class 'Hidden'") == true)
    let failed = run(output, [c, a, b])
    #expect(failed.status == 1)
    #expect(failed.messages.contains { $0.hasPrefix("\(c):1:7: error: class 'Knob'") })
  }

  @Test func anUnreadableInputLeavesTheOutputAsItWas() throws {
    let input = try file("Dial.swift", "@IBDesignable class Dial: UIView {}")
    let output = try file("Out.swift", "// previous output\n")
    let missing = root.appendingPathComponent("Gone.swift").path
    let result = run(output, [input, missing])
    #expect(result.status == 1)
    #expect(
      result.messages == [
        "\(missing):1:1: error: cannot read this file to register its components; check that "
          + "it exists and is readable"
      ])
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "// previous output\n")
  }

  @Test func anUnwritableOutputIsAnError() throws {
    let input = try file("Dial.swift", "@IBDesignable class Dial: UIView {}")
    let output = root.appendingPathComponent("no-such-folder/Out.swift").path
    let result = run(output, [input])
    #expect(result.status == 1)
    #expect(result.messages.count == 1)
    #expect(
      result.messages.first?.hasPrefix(
        "\(output):1:1: error: cannot write the registrations here (") == true)
    #expect(
      result.messages.first?.hasSuffix("check that the folder exists and is writable") == true)
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
