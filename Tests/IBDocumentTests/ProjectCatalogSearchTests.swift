import Foundation
import IBDocument
import Testing

/// `AssetCatalog.discoverInProject`: the bounded search for catalogs beside a document.
@Suite struct ProjectCatalogSearchTests {
  /// `top/L1.xcassets`, `top/1/L2.xcassets`, … `top/1/2/3/4/5/L6.xcassets`, each folder
  /// one deeper, and the name of the deepest folder.
  private func nested(_ top: URL) throws -> URL {
    var folder = top
    for level in 1...6 {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("L\(level).xcassets"), withIntermediateDirectories: true)
      if level < 6 { folder = folder.appendingPathComponent("\(level)") }
    }
    return folder
  }

  private func names(_ paths: [String]) -> [String] {
    paths.map { ($0 as NSString).lastPathComponent }
  }

  @Test func theSearchIsBoundedByLevelsMarkersAndTheBoundary() throws {
    let top = FileManager.default.temporaryDirectory
      .appendingPathComponent("ibdocument-search-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: top) }
    let deepest = try nested(top)
    // Nearest first, the document's folder and 4 parents: L6 … L2, never L1.
    #expect(
      names(AssetCatalog.discoverInProject(near: deepest.path, levels: 4))
        == ["L6.xcassets", "L5.xcassets", "L4.xcassets", "L3.xcassets", "L2.xcassets"])
    let boundary = top.appendingPathComponent("1/2/3").path
    #expect(
      names(AssetCatalog.discoverInProject(near: deepest.path, levels: 4, boundary: boundary))
        == ["L6.xcassets", "L5.xcassets", "L4.xcassets"])
    // A boundary the document is not inside does not bound the search.
    #expect(
      AssetCatalog.discoverInProject(near: deepest.path, levels: 1, boundary: "/nowhere").count
        == 2)
    for marker in ["Package.swift", "App.xcodeproj", "App.xcworkspace", ".git"] {
      let root = top.appendingPathComponent("1/2/3/4/\(marker)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      #expect(
        names(AssetCatalog.discoverInProject(near: deepest.path, levels: 4))
          == ["L6.xcassets", "L5.xcassets"], "\(marker)")
      try FileManager.default.removeItem(at: root)
    }
  }
}
