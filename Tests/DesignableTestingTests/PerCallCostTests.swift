import Components
import Foundation
import PNGCodec
import Testing

@testable import DesignableChecks
@testable import DesignableTesting

/// What an assertion reads per call gives what it gave when it copied the whole environment,
/// and the fonts a reference records are the same whether or not the run drew text.
@Suite("Per-call costs")
struct PerCallCostTests {
  @Test func oneVariableReadsAsTheWholeEnvironmentHasIt() {
    let whole = ProcessInfo.processInfo.environment
    #expect(whole["PATH"] != nil)
    #expect(ProcessEnvironment.value("PATH") == whole["PATH"])
    let unset = "DESIGNABLE_NEVER_SET_\(UUID().uuidString.prefix(8))"
    #expect(whole[unset] == nil)
    #expect(ProcessEnvironment.value(unset) == nil)
    #expect(RecordMode.resolve(nil) == RecordMode.resolve(nil, environment: whole))
    #expect(RecordMode.source(nil) == RecordMode.source(nil, environment: whole))
    #expect(RecordMode.source(.all) == RecordMode.source(.all, environment: whole))
    let file = #filePath
    #expect(
      SnapshotLocations.snapshotsFolder(forFile: file)
        == SnapshotLocations.snapshotsFolder(forFile: file, environment: whole))
    #expect(
      SnapshotLocations.artifactsFolder(forFile: file)
        == SnapshotLocations.artifactsFolder(forFile: file, environment: whole))
  }

  @Test func theCISourceQuotesTheValueAsSet() {
    #expect(RecordMode.source(nil, environment: ["CI": "TRUE"]).hasPrefix("CI=TRUE, which"))
    #expect(RecordMode.source(nil, environment: ["CI": "0"]) == "the default")
  }

  @Test func thePackageRootIsTheNearestFolderWithAPackageFile() throws {
    let box = try Sandbox()
    let root = box.root.path
    try FileManager.default.createDirectory(
      atPath: root + "/Tests/T", withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data())
    let file = root + "/Tests/T/ATests.swift"
    #expect(SnapshotLocations.packageRoot(forFile: file) == root)
    #expect(SnapshotLocations.packageRoot(forFile: file) == root)  // and again, remembered
    #expect(
      SnapshotLocations.snapshotsFolder(forFile: file, environment: [:])
        == root + "/__Snapshots__")
  }

  /// A claim's key is the standardized path, whichever way the path is spelled and whether
  /// the folder or the file is a symbolic link.
  @Test func claimKeysAreStandardizedPaths() throws {
    let box = try Sandbox()
    let root = box.root.path
    let files = FileManager.default
    try files.createDirectory(atPath: root + "/real/deep", withIntermediateDirectories: true)
    files.createFile(atPath: root + "/real/a.png", contents: Data())
    try files.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/real")
    try files.createSymbolicLink(atPath: root + "/real/b.png", withDestinationPath: "a.png")
    let paths =
      [
        "/real/a.png", "/link/a.png", "/link/b.png", "/real/b.png", "/real/../real/a.png",
        "//real/./a.png", "/real/missing.png", "/link/deep/missing.png", "/real/", "/link/..",
        "/real//a.png", "/link/deep/../a.png", "/real/.", "/real/.a.png", "/nope/../x.png",
        "/nope/x.png",
      ].map { root + $0 } + [
        "relative/a.png", "a.png", "/", "/tmp", "/a.png", "//a.png", "~/a.png",
      ]
    let claims = SnapshotClaims()
    for path in paths {
      let expected = (path as NSString).standardizingPath
      #expect(claims.key(for: path) == expected, "\(path)")
      #expect(claims.key(for: path) == expected, "\(path), again")
    }
    let real = (root as NSString).standardizingPath + "/real/a.png"
    #expect(claims.key(for: root + "/link/a.png") == real)
  }

  /// A recorded reference, and the actual picture of a failure, name both default fonts
  /// though the component draws no text, as they did when the fonts were read up front.
  @Test func referencesRecordTheDefaultFonts() throws {
    let fonts = try #require(SnapshotMatrix.fontsDescription)
    #expect(fonts.hasPrefix("DejaVuSans.ttf ") && fonts.contains(", DejaVuSans-Bold.ttf "))
    let box = try Sandbox()
    let folder = box.root.path + "/snapshots/G"
    let sizes = [CGSize(width: 4, height: 4)]
    let recorded = verifySnapshotMatrix(
      of: OwnedSquare.self, sizes: sizes, scales: [1], attributeSets: [.empty], folder: folder,
      group: "G", artifactsFolder: box.artifacts, record: .missing)
    #expect(recorded.map(\.status) == [.recorded])
    let reference = try PNGFile.read(recorded[0].referencePath)
    #expect(reference.info.text(forKey: "Designable-Fonts") == fonts)

    let changed = AttributeSet.empty.name
    let failed = verifySnapshotMatrix(
      of: OwnedSquare.self, sizes: sizes, scales: [1],
      attributeSets: [AttributeSet(changed, ["inset": .real(0)])], folder: folder, group: "G",
      artifactsFolder: box.artifacts, record: .never)
    let actual = try PNGFile.read(try #require(failed.first?.actualPath))
    #expect(actual.info.text(forKey: "Designable-Fonts") == fonts)
  }

  /// A reference drawn with other fonts says so when it no longer matches.
  @Test func aMismatchNamesOtherFonts() throws {
    let box = try Sandbox()
    let folder = box.root.path + "/snapshots/G"
    let sizes = [CGSize(width: 4, height: 4)]
    let recorded = verifySnapshotMatrix(
      of: OwnedSquare.self, sizes: sizes, scales: [1], attributeSets: [.empty], folder: folder,
      group: "G", artifactsFolder: box.artifacts, record: .missing)
    let path = recorded[0].referencePath
    let picture = try PNGFile.read(path).bitmap
    let metadata = SnapshotMetadata(name: "x", fonts: "Other.ttf 0000000000000000")
    try PNGFile.write(picture, to: path, text: metadata.textEntries)
    let failed = verifySnapshotMatrix(
      of: OwnedSquare.self, sizes: sizes, scales: [1],
      attributeSets: [AttributeSet(AttributeSet.empty.name, ["inset": .real(0)])],
      folder: folder, group: "G", artifactsFolder: box.artifacts, record: .never)
    let message = failed.first?.message ?? ""
    #expect(message.contains("other fonts (Other.ttf 0000000000000000; now DejaVuSans.ttf"))
  }
}
