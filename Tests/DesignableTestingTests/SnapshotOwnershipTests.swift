import Components
import Foundation
import PNGCodec
import Raster
import SnapshotTesting
import Testing

@testable import DesignableTesting

/// A component for the ownership tests: a blue square inset by a quarter of its size.
final class OwnedSquare: View {
  var inset: CGFloat = 0.25 { didSet { setNeedsDisplay() } }
  override class var inspectables: [Inspectable] { [.number("inset", \OwnedSquare.inset)] }
  override func draw(_ rect: CGRect) {
    Color.blue.setFill()
    BezierPath(rect: bounds.insetBy(dx: bounds.width * inset, dy: bounds.height * inset)).fill()
  }
}

@Suite("A reference belongs to one test")
struct SnapshotOwnershipTests {
  static let size = [CGSize(width: 4, height: 4)]

  /// Runs `body` with the assertions' folders inside `box`.
  func inBox<T>(_ box: Sandbox, _ body: () throws -> T) rethrows -> T {
    let folders = (box.root.path + "/snapshots", box.artifacts)
    return try SnapshotLocations.$_folders.withValue(folders, operation: body)
  }

  @Test func namesStartWithTheTest() throws {
    let box = try Sandbox()
    var outcomes: [SnapshotOutcome] = []
    inBox(box) {
      withKnownIssue {  // Recording a missing reference is reported.
        outcomes = assertSnapshots(
          of: OwnedSquare.self, sizes: Self.size, scales: [1], record: .missing)
      }
    }
    let outcome = try #require(outcomes.first)
    #expect(outcome.name == "namesStartWithTheTest.OwnedSquare.4x4@1x.default")
    #expect(outcome.group == "SnapshotOwnershipTests")
    #expect(
      outcome.referencePath
        == box.root.path + "/snapshots/SnapshotOwnershipTests/\(outcome.name).png")
    #expect(FileManager.default.fileExists(atPath: outcome.referencePath))
  }

  @Test func anExplicitNameReplacesTheTest() throws {
    let box = try Sandbox()
    var outcomes: [SnapshotOutcome] = []
    inBox(box) {
      withKnownIssue {
        outcomes = assertSnapshots(
          of: OwnedSquare.self, sizes: Self.size, scales: [1], named: "square (wide)",
          record: .missing)
      }
    }
    #expect(outcomes.map(\.name) == ["square-wide.OwnedSquare.4x4@1x.default"])
  }

  @Test func aSecondTestAskingForAReferenceFailsNamingBoth() throws {
    let box = try Sandbox()
    let folder = box.root.path + "/refs"
    let first = SnapshotOwner(id: "A", label: "first() (Tests/A.swift:1)")
    let second = SnapshotOwner(id: "B", label: "second() (Tests/A.swift:9)")
    func run(_ owner: SnapshotOwner) -> SnapshotOutcome? {
      verifySnapshotMatrix(
        of: OwnedSquare.self, sizes: Self.size, scales: [1], attributeSets: [.empty],
        test: "shared", folder: folder, group: "G", artifactsFolder: box.artifacts,
        record: .missing, owner: owner
      ).first
    }
    #expect(run(first)?.status == .recorded)
    #expect(run(first)?.status == .passed)  // The same test may use its reference again.
    let reference = folder + "/shared.OwnedSquare.4x4@1x.default.png"
    let before = try Data(contentsOf: URL(fileURLWithPath: reference))
    let collision = try #require(run(second))
    #expect(collision.status == .failed)
    let message = try #require(collision.message)
    #expect(message.contains("first() (Tests/A.swift:1) already used in this run"))
    #expect(message.contains("second() (Tests/A.swift:9) asked for it too"))
    #expect(message.contains("named:"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: reference)) == before)
  }

  @Test func setNamesThatDifferOnlyInCaseAreAUsageError() throws {
    let box = try Sandbox()
    let sets = [
      AttributeSet("Dark", ["inset": .real(0.1)]), AttributeSet("wide", ["inset": .real(0.2)]),
      AttributeSet("dark", ["inset": .real(0.3)]),
    ]
    let outcomes = verifySnapshotMatrix(
      of: OwnedSquare.self, sizes: Self.size, scales: [1], attributeSets: sets,
      folder: box.root.path + "/refs", group: "G", artifactsFolder: box.artifacts,
      record: .missing)
    #expect(outcomes.count == 1)
    let message = outcomes.first?.message ?? ""
    #expect(
      message.contains("named \"Dark\", \"dark\" in one call (names that differ only in case"))
    #expect(!FileManager.default.fileExists(atPath: box.root.path + "/refs"))
  }

  @Test func repeatedAttributeSetNamesAreAUsageError() throws {
    let box = try Sandbox()
    let sets = [
      AttributeSet("wide", ["inset": .real(0.1)]), AttributeSet("wide", ["inset": .real(0.3)]),
    ]
    let outcomes = verifySnapshotMatrix(
      of: OwnedSquare.self, sizes: Self.size, scales: [1], attributeSets: sets,
      folder: box.root.path + "/refs", group: "G", artifactsFolder: box.artifacts,
      record: .missing)
    #expect(outcomes.count == 1)
    #expect(outcomes.first?.status == .failed)
    #expect(
      outcomes.first?.message?.contains("more than one attribute set is named \"wide\"") == true)
    #expect(!FileManager.default.fileExists(atPath: box.root.path + "/refs"))
    inBox(box) {
      withKnownIssue {
        let asserted = assertSnapshots(
          of: OwnedSquare.self, sizes: Self.size, scales: [1], attributeSets: sets)
        #expect(asserted.isEmpty)
      } matching: {
        $0.comments.contains { $0.rawValue.contains("Usage error") }
      }
    }
  }

  @Test func aReferenceUnderItsFormerNameIsAdoptedByCopying() throws {
    let box = try Sandbox()
    let folder = box.root.path + "/refs"
    let former = folder + "/OwnedSquare.4x4@1x.default.png"
    // Recorded under the name it had before test names.
    _ = verifySnapshotMatrix(
      of: OwnedSquare.self, sizes: Self.size, scales: [1], attributeSets: [.empty],
      folder: folder, group: "G", artifactsFolder: box.artifacts, record: .missing)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: former))
    func run(_ record: SnapshotTestingConfiguration.Record) -> SnapshotOutcome? {
      verifySnapshotMatrix(
        of: OwnedSquare.self, sizes: Self.size, scales: [1], attributeSets: [.empty],
        test: "ring()", folder: folder, group: "G", artifactsFolder: box.artifacts,
        record: record
      ).first
    }
    let adopted = folder + "/ring.OwnedSquare.4x4@1x.default.png"
    // Recording off: nothing is written, and the message says how to adopt it.
    let refused = try #require(run(.never))
    #expect(refused.status == .failed)
    #expect(refused.message?.contains("former name at \(former)") == true)
    #expect(!FileManager.default.fileExists(atPath: adopted))
    // Recording allowed: copied, said so, and the former file is kept.
    let outcome = try #require(run(.missing))
    #expect(outcome.status == .recorded)
    #expect(outcome.message?.contains("was adopted from its former name") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: adopted)) == bytes)
    #expect(try Data(contentsOf: URL(fileURLWithPath: former)) == bytes)
    #expect(run(.never)?.status == .passed)
  }
}

@Suite("Cases of a parameterized test")
struct ParameterizedOwnershipTests {
  @Test(arguments: ["left", "right"])
  func casesAreToldApart(_ side: String) {
    let owner = SnapshotOwner.current(fileID: #fileID, testName: #function)
    let plain = SnapshotOwner(id: "", label: "")
    #expect(owner != plain)
    #expect(
      owner.label.hasPrefix(
        "casesAreToldApart(_:) (DesignableTestingTests/SnapshotOwnershipTests.swift:"))
    #expect(owner.label.hasSuffix(" with arguments \"\(side)\""))
    #expect(owner.id.contains("\"\(side)\"") || owner.id.contains(side))
  }

  @Test func aTestThatIsNotParameterizedIsItself() {
    let owner = SnapshotOwner.current(fileID: #fileID, testName: #function)
    #expect(!owner.label.contains("with arguments"))
    #expect(owner == SnapshotOwner.current(fileID: #fileID, testName: #function))
  }
}

extension OwnedSquare: FrameConstructible {}
