import PNGCodec

/// Small enough that a valid header claiming a huge image fails with `tooLarge` instead of
/// allocating: 4096 pixels a side, 4 Mpx (16 MiB of RGBA) in all, 1 MiB per text chunk.
let limits = PNGLimits(maxWidth: 4096, maxPixels: 4 << 20, maxChunkBytes: 1 << 20)
let decoder = PNGDecoder(limits: limits)
/// Level 1: the round trip checks the encoder's lossless forms, not zlib's effort.
let encoder = PNGEncoder(compressionLevel: 1)

/// Decodes `data`; on success, re-encodes the pixels and checks that they decode unchanged.
///
/// A ``PNGError`` is an expected answer to bad data. Anything else (a crash, a sanitizer
/// report, a hang, running out of memory or a round trip that changes a pixel) is a bug.
func check(_ data: [UInt8]) {
  guard let image = try? decoder.decodeImage(data) else { return }
  let bitmap = image.bitmap
  precondition(bitmap.width == image.info.width && bitmap.height == image.info.height)
  precondition(bitmap.bytes.count == bitmap.width * bitmap.height * 4)
  let encoded: [UInt8]
  do {
    encoded = try encoder.encode(bitmap)
  } catch {
    fatalError("re-encoding a decoded \(bitmap.width)×\(bitmap.height) bitmap failed: \(error)")
  }
  let again: PNGImage
  do {
    again = try decoder.decodeImage(encoded)
  } catch {
    fatalError("decoding the re-encoded \(bitmap.width)×\(bitmap.height) bitmap failed: \(error)")
  }
  guard again.bitmap != bitmap else { return }
  precondition(
    again.bitmap.width == bitmap.width && again.bitmap.height == bitmap.height,
    "round trip changed the size \(bitmap.width)×\(bitmap.height) to "
      + "\(again.bitmap.width)×\(again.bitmap.height)")
  let first =
    bitmap.bytes.indices.first { bitmap.bytes[$0] != again.bitmap.bytes[$0] } ?? -1
  fatalError(
    "round trip changed the pixels of a \(bitmap.width)×\(bitmap.height) bitmap "
      + "(\(image.info.colorType), \(image.info.bitDepth)-bit → "
      + "\(again.info.colorType), \(again.info.bitDepth)-bit); first difference at byte \(first)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  check(Array(UnsafeBufferPointer(start: start, count: count)))
  return 0
}
