import Foundation
import IBDocument
import Testing

/// Replays what `IBDocumentFuzzer` (Fuzz/, `FUZZER=ib Scripts/fuzz.sh`) found, with the
/// fuzzer's checks: a document or an ``IBDocumentError`` whose position lies in the input.
@Suite("IB fuzz fail cases")
struct FuzzFailCasesTests {
  static let folder = Corpus.repositoryRoot.appendingPathComponent("Fuzz/FailCases/IBDocument")

  /// The files of the fail case folder, but its README.
  static var saved: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
  }

  @Test(arguments: saved)
  func savedInputReadsOrThrows(_ name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    try Self.replay(data)
  }

  @Test func folderExists() {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: Self.folder.path, isDirectory: &isDirectory)
    #expect(exists && isDirectory.boolValue)
  }

  /// The checks of `Fuzz/Sources/IBDocumentFuzzer/main.swift`.
  static func replay(_ data: Data) throws {
    let lines = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let options = IBReadOptions(maximumByteCount: 1 << 20, discoversAssetCatalogs: false)
    let result = Result { () throws(IBDocumentError) in
      try IBDocument.parse(data, file: "fuzz.storyboard", options: options)
    }
    switch result {
    case .success(let document):
      #expect(document.byteCount == data.count)
      #expect(document.warnings.allSatisfy { $0.line >= 0 && $0.line <= lines })
      _ = try JSONEncoder().encode(document)
    case .failure(let error):
      switch error {
      case .malformed(_, let line, let column, _), .invalidUTF8(_, let line, let column, _),
        .refused(_, let line, let column, _):
        #expect(line >= 1 && line <= lines && column >= 1)
      case .tooDeep(_, let line, _):
        #expect(line >= 1 && line <= lines)
      case .unreadable, .tooLarge, .notInterfaceBuilder:
        break
      }
    }
  }
}
