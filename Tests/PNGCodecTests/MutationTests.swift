import PNGCodec
import TestSupport
import Testing

/// Seeded random damage inside chunk bodies, with every CRC then made valid again so that
/// the damage reaches libpng: the decoder either decodes at the header's size or throws.
@Suite("Mutated files")
struct MutationTests {
  /// `file` with one to three body bytes of one chunk replaced, CRCs recomputed.
  static func mutated(_ file: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
    let chunks = TestChunk.list(file) ?? []
    let damaged = rng.element(of: chunks.filter { !$0.body.isEmpty })
    return BadInputFiles.replacing(file) { chunk in
      guard chunk.start == damaged.start else { return (chunk.type, chunk.body) }
      var body = chunk.body
      for _ in 0..<rng.int(in: 1...3) {
        body[rng.int(in: 0...(body.count - 1))] = rng.byte()
      }
      return (chunk.type, body)
    }
  }

  @Test(
    "No mutation crashes; a decoded image has the size its header says",
    arguments: BadInputFiles.all)
  func mutations(_ input: NamedBytes) {
    var rng = SplitMix64(seed: fnv1a(input.name))
    var decodedCount = 0
    for round in 0..<300 {
      let file = Self.mutated(input.bytes, using: &rng)
      do {
        let image = try PNGDecoder().decodeImage(file)
        decodedCount += 1
        #expect(image.bitmap.width == Int(readBigEndian(file, 16)), "round \(round)")
        #expect(image.bitmap.height == Int(readBigEndian(file, 20)), "round \(round)")
        #expect(image.bitmap.bytes.count == image.bitmap.width * image.bitmap.height * 4)
      } catch {
        #expect(!error.description.isEmpty, "round \(round)")
        #expect(error.caseName != "badCRC", "round \(round): \(error)")
      }
    }
    #expect(decodedCount > 0)
    #expect(decodedCount < 300)
  }
}
