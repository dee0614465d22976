import CFreeType
import CHarfBuzz
import Foundation
import Raster

/// One face of a TrueType or OpenType font file, loaded once and shared by every `Font`
/// drawn with it at any size.
///
/// The file's bytes are kept in memory and read by FreeType (glyph outlines, unhinted, in
/// font units) and HarfBuzz (shaping with the font's own OpenType tables). Metrics are in
/// font units (`unitsPerEm` per em, y up as in the font); `Font` scales them to points.
///
/// A face is safe to use from many threads: FreeType calls are serialised by a lock, and
/// HarfBuzz fonts are immutable and thread-safe once made so.
public final class FontFace: @unchecked Sendable {
  /// The path the face was loaded from, or the name given for in-memory data.
  public let filePath: String
  /// The last component of `filePath`, for example `DejaVuSans.ttf`.
  public let fileName: String
  /// The index of the face in a collection file; 0 for plain font files.
  public let faceIndex: Int
  /// The FNV-1a 64 hash of the whole file, 16 lower-case hex digits; two files with the
  /// same hash draw the same glyphs. Computed the first time it is read, so that a process
  /// that only draws with a face never hashes it.
  /// - Complexity: O(file size) the first time, O(1) after.
  public var contentHash: String {
    if let hash = lock.withLock({ hashOnce }) { return hash }
    let hash = ContentHash.fnv1a64Hex(UnsafeRawBufferPointer(data))
    lock.withLock { hashOnce = hash }
    return hash
  }
  /// The PostScript name, for example `DejaVuSans-Bold`; empty when the font has none.
  public let postScriptName: String
  /// The family name, for example `DejaVu Sans`.
  public let familyName: String
  /// The style name, for example `Bold`.
  public let styleName: String
  /// Font units per em.
  public let unitsPerEm: Int
  /// The distance from the baseline to the top of the line box, in font units (positive).
  public let ascender: Int
  /// The distance from the baseline to the bottom of the line box, in font units
  /// (negative below the baseline, as in the font and in `UIFont.descender`).
  public let descender: Int
  /// Extra space between lines, in font units.
  public let lineGap: Int
  /// The number of glyphs in the face.
  public let glyphCount: Int

  let data: UnsafeMutableRawBufferPointer
  let library: FT_Library
  let face: FT_Face
  let blob: OpaquePointer
  let hbFace: OpaquePointer
  let hbFont: OpaquePointer
  let lock = NSLock()
  var outlines: [UInt32: Path] = [:]
  var stamps: [GlyphStampKey: CoverageStamp] = [:]
  var stampBytes = 0
  /// Shaped whole strings (`TextShaper.shape`), and their total length in scalars.
  var shapedRuns: [[UInt32]: ShapedRun] = [:]
  var cachedScalars = 0
  /// ``contentHash``, once computed.
  private var hashOnce: String?

  /// Whether ``contentHash`` has been computed, for tests of its laziness.
  package var _hasContentHash: Bool { lock.withLock { hashOnce != nil } }

  /// Loads the first face (or face `faceIndex`) of the font file at `path`.
  ///
  /// - Throws: `FontError.unreadableFile` when the file cannot be read,
  ///   `FontError.notAFont` or `FontError.truncated` when its header or table directory is
  ///   wrong, `FontError.unusable` when FreeType or HarfBuzz reject it.
  public convenience init(fileAt path: String, faceIndex: Int = 0) throws(FontError) {
    let bytes: Data
    do {
      bytes = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
    } catch {
      throw .unreadableFile(path: path, reason: "\(error.localizedDescription)")
    }
    try self.init(bytes: [UInt8](bytes), name: path, faceIndex: faceIndex)
  }

  /// Loads a face from the bytes of a font file; `name` stands for its path in messages
  /// and in `filePath`/`fileName`.
  ///
  /// - Throws: as `init(fileAt:faceIndex:)`.
  public init(bytes: [UInt8], name: String, faceIndex: Int = 0) throws(FontError) {
    let copy = UnsafeMutableRawBufferPointer.allocate(
      byteCount: max(bytes.count, 1), alignment: 16)
    copy.copyBytes(from: bytes)
    let data = UnsafeMutableRawBufferPointer(rebasing: copy[0..<bytes.count])
    do {
      try FontFileValidator.validate(UnsafeRawBufferPointer(data), path: name)
    } catch {
      copy.deallocate()
      throw error
    }
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      copy.deallocate()
      throw .unusable(path: name, reason: "FreeType could not start")
    }
    var face: FT_Face?
    let base = data.baseAddress?.assumingMemoryBound(to: FT_Byte.self)
    let status = FT_New_Memory_Face(library, base, FT_Long(data.count), FT_Long(faceIndex), &face)
    guard status == 0, let face, CFreeType_isScalable(face) != 0, face.pointee.units_per_EM > 0
    else {
      if let face { FT_Done_Face(face) }
      FT_Done_FreeType(library)
      copy.deallocate()
      let reason = status == 0 ? "it has no scalable outlines" : "FreeType error \(status)"
      throw .unusable(path: name, reason: reason)
    }
    let blob = hb_blob_create(
      UnsafeRawPointer(data.baseAddress)?.assumingMemoryBound(to: CChar.self),
      UInt32(data.count), HB_MEMORY_MODE_READONLY, nil, nil)
    let hbFace = hb_face_create(blob, UInt32(faceIndex))
    let hbFont = hb_font_create(hbFace)
    guard let blob, let hbFace, let hbFont else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      copy.deallocate()
      throw .unusable(path: name, reason: "HarfBuzz could not open it")
    }
    let upem = Int(face.pointee.units_per_EM)
    hb_font_set_scale(hbFont, Int32(upem), Int32(upem))
    hb_font_make_immutable(hbFont)

    self.data = data
    self.library = library
    self.face = face
    self.blob = blob
    self.hbFace = hbFace
    self.hbFont = hbFont
    filePath = name
    fileName = name.split(separator: "/").last.map(String.init) ?? name
    self.faceIndex = faceIndex
    postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
    familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
    styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
    unitsPerEm = upem
    ascender = Int(face.pointee.ascender)
    descender = Int(face.pointee.descender)
    lineGap = max(0, Int(face.pointee.height) - ascender + descender)
    glyphCount = Int(face.pointee.num_glyphs)
  }

  deinit {
    hb_font_destroy(hbFont)
    hb_face_destroy(hbFace)
    hb_blob_destroy(blob)
    FT_Done_Face(face)
    FT_Done_FreeType(library)
    let allocation = UnsafeMutableRawBufferPointer(
      start: data.baseAddress, count: max(data.count, 1))
    allocation.deallocate()
  }

  /// The names the face answers to in `FontRegistry`: PostScript name, family name and
  /// full name (family and style, for example `DejaVu Sans Bold`).
  public var names: [String] {
    var result: [String] = []
    for name in [postScriptName, familyName, "\(familyName) \(styleName)"]
    where !name.isEmpty && !result.contains(name) {
      result.append(name)
    }
    return result
  }
}
