import Foundation
import Raster
import Testing

@testable import Typesetting

@Suite struct FontLoadingTests {
  @Test func systemFontsAreDejaVu() throws {
    let regular = try Font.systemFont(ofSize: 17)
    let bold = try Font.boldSystemFont(ofSize: 17)
    #expect(regular.face.fileName == "DejaVuSans.ttf")
    #expect(bold.face.fileName == "DejaVuSans-Bold.ttf")
    #expect(regular.face.postScriptName == "DejaVuSans")
    #expect(bold.face.postScriptName == "DejaVuSans-Bold")
    #expect(regular.face.contentHash.count == 16)
    #expect(regular.face.contentHash.allSatisfy { "0123456789abcdef".contains($0) })
    #expect(regular.face.contentHash != bold.face.contentHash)
    #expect(try Font.systemFont(ofSize: 9).face === regular.face)
  }

  @Test func contentHashIsTheFileHash() throws {
    let face = try Font.systemFont(ofSize: 12).face
    let again = try FontFace(fileAt: face.filePath)
    #expect(again.contentHash == face.contentHash)
    let empty = UnsafeRawBufferPointer(start: nil, count: 0)
    #expect(ContentHash.fnv1a64Hex(empty) == "cbf29ce484222325")
    let a: [UInt8] = [0x61]
    #expect(a.withUnsafeBytes { ContentHash.fnv1a64Hex($0) } == "af63dc4c8601ec8c")
  }

  @Test func metricsMatchUIFontConventions() throws {
    let font = try Font.systemFont(ofSize: 20.48)
    #expect(font.face.unitsPerEm == 2048)
    #expect(font.ascender > 0 && font.descender < 0)
    #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-12)
    // DejaVu Sans hhea: ascender 1901, descender -483, line gap 0.
    #expect(font.face.ascender == 1901 && font.face.descender == -483)
    #expect(abs(font.lineHeight - 23.84) < 1e-9)
  }

  @Test func fontsByName() throws {
    let regular = try Font.systemFont(ofSize: 10)
    let bold = try Font.boldSystemFont(ofSize: 10)
    #expect(try Font(name: "DejaVu Sans", size: 10).face === regular.face)
    #expect(try Font(name: "DejaVuSans-Bold", size: 10).face === bold.face)
    #expect(try Font(name: "DejaVu Sans Bold", size: 10).face === bold.face)
    #expect(throws: FontError.self) { try Font(name: "Helvetica Neue", size: 10) }
    do {
      _ = try Font(name: "Helvetica Neue", size: 10)
    } catch {
      #expect(error.description.contains("register(fileAt:)"))
      #expect(error.description.contains("DejaVuSans"))
    }
  }

  @Test func registeringAFile() throws {
    let folder = (try Font.systemFont(ofSize: 10).face.filePath as NSString)
      .deletingLastPathComponent
    let registry = FontRegistry(useEnvironment: false, useStandardDirectories: false)
    let face = try registry.register(fileAt: folder + "/DejaVuSansMono.ttf")
    #expect(try registry.face(named: "DejaVu Sans Mono") === face)
    #expect(try registry.face(named: "DejaVuSansMono") === face)
    #expect(try registry.register(fileAt: folder + "/DejaVuSansMono.ttf") === face)
    #expect(registry.registeredNames.contains("DejaVu Sans Mono"))
  }

  @Test func configuredSearchPathFindsTheDefaults() throws {
    let path = try Font.systemFont(ofSize: 10).face.filePath
    let folder = (path as NSString).deletingLastPathComponent
    let registry = FontRegistry(
      searchPaths: [folder], useEnvironment: false, useStandardDirectories: false)
    #expect(try registry.systemFace(bold: false).filePath == folder + "/DejaVuSans.ttf")
    #expect(try registry.systemFace(bold: true).fileName == "DejaVuSans-Bold.ttf")
    let parent = (folder as NSString).deletingLastPathComponent
    let nested = FontRegistry(
      searchPaths: [parent], useEnvironment: false, useStandardDirectories: false)
    #expect(try nested.systemFace(bold: false).fileName == "DejaVuSans.ttf")
  }

  @Test func pathListsSplitLikePATH() {
    #expect(FontLocator.splitPathList("/a:/b::/c/") == ["/a", "/b", "/c/"])
    #expect(FontLocator.splitPathList(nil) == [])
  }

  @Test func missingDefaultFontNamesThePackage() {
    let registry = FontRegistry(
      searchPaths: ["/nonexistent/fonts"], useEnvironment: false, useStandardDirectories: false)
    #expect(
      throws: FontError.defaultFontNotFound(
        fileName: "DejaVuSans.ttf", searched: ["/nonexistent/fonts"])
    ) {
      try registry.systemFace(bold: false)
    }
    let message = FontError.defaultFontNotFound(fileName: "DejaVuSans.ttf", searched: [])
      .description
    #expect(message.contains("fonts-dejavu-core"))
    #expect(message.contains("DESIGNABLE_FONT_PATH"))
    #expect(message.contains("register(fileAt:)"))
  }

  @Test func outlinesAreExactAndSizeIndependent() throws {
    let face = try Font.systemFont(ofSize: 10).face
    let glyph = TextShaper.shape("A", face: face).glyphs[0].glyph
    let outline = face.glyphOutline(glyph)
    #expect(!outline.isEmpty)
    #expect(face.glyphOutline(glyph) == outline)
    let bounds = try #require(outline.controlPointBounds)
    // 'A' of DejaVu Sans sits on the baseline and reaches the cap height (1493 units).
    #expect(bounds.maxY == 0)
    #expect(bounds.minY == -1493)
    #expect(face.glyphOutline(0).isEmpty == false)
    #expect(face.glyphOutline(UInt32(face.glyphCount) + 5).isEmpty)
  }

  /// Implied on-curve points between two conic controls are exact midpoints, so some of
  /// them fall on half units (FreeType alone would round them to whole units).
  @Test func impliedOnCurvePointsAreExactMidpoints() throws {
    let face = try Font.systemFont(ofSize: 10).face
    var halves = 0
    for glyph in TextShaper.shape("abcdegopqsCGOQS0235689@&%", face: face).glyphs {
      for element in face.glyphOutline(glyph.glyph).elements {
        if case .quadCurve(let p, let c) = element {
          #expect(c.x == c.x.rounded() && c.y == c.y.rounded())
          if p.x != p.x.rounded() || p.y != p.y.rounded() { halves += 1 }
        }
      }
    }
    #expect(halves > 0)
  }

  @Test func outlineCacheIsThreadSafe() async throws {
    let face = try FontFace(fileAt: try Font.systemFont(ofSize: 10).face.filePath)
    let reference = try FontFace(fileAt: face.filePath)
    let expected = (0..<200).map { reference.glyphOutline(UInt32($0)) }
    let results = await withTaskGroup(of: [Path].self) { group in
      for _ in 0..<8 {
        group.addTask { (0..<200).map { face.glyphOutline(UInt32($0)) } }
      }
      var all: [[Path]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    for result in results { #expect(result == expected) }
  }
}

@Suite struct FontHashLazinessTests {
  /// FNV-1a 64 written out here, apart from the library's, over the file as read from disk.
  func fileHash(_ path: String) throws -> String {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  @Test func aFaceIsHashedOnlyWhenItsHashIsRead() throws {
    let path = try Font.systemFont(ofSize: 12).face.filePath
    let face = try FontFace(fileAt: path)
    #expect(!face.glyphOutline(36).isEmpty)  // drawing needs no hash
    #expect(!face._hasContentHash)
    let hash = face.contentHash
    #expect(face._hasContentHash)
    #expect(hash == (try fileHash(path)))
    #expect(face.contentHash == hash)
  }
}
