import Raster

/// How far a render is from the picture iOS drew of the same view.
///
/// The difference at a pixel is the largest of its four channels' differences (straight
/// RGBA, 0...255). *Edge pixels* are the pixels whose 3 × 3 neighbourhood in the iOS
/// picture (cut at the picture's border) holds more than one colour: the outlines, blurs
/// and anti-aliased edges where renderers differ, leaving out the flat areas that match
/// trivially and would thin out the mean.
struct ParityFigures: Equatable {
  /// The iOS picture's size in pixels.
  var width: Int
  var height: Int
  /// Whether the render has the iOS picture's size; when not, nothing else is measured.
  var sameSize: Bool
  /// Pixels that differ at all, anywhere in the picture.
  var differing: Int
  /// How many edge pixels the iOS picture has.
  var edgePixels: Int
  /// The mean and largest difference over the edge pixels (0 when there are none).
  var edgeMean: Double
  var edgeMax: Int

  /// The figures of `picture` against `reference`, the iOS picture.
  init(_ picture: Bitmap, against reference: Bitmap) {
    width = reference.width
    height = reference.height
    sameSize = picture.width == reference.width && picture.height == reference.height
    differing = 0
    edgePixels = 0
    edgeMean = 0
    edgeMax = 0
    guard sameSize else { return }
    var total = 0
    for y in 0..<height {
      for x in 0..<width {
        let d = ParityFigures.difference(picture[x, y], reference[x, y])
        if d > 0 { differing += 1 }
        guard ParityFigures.isEdge(reference, x, y) else { continue }
        edgePixels += 1
        total += d
        edgeMax = max(edgeMax, d)
      }
    }
    edgeMean = edgePixels > 0 ? Double(total) / Double(edgePixels) : 0
  }

  /// Whether the pixel at (`x`, `y`) is an edge pixel of `picture`: its 3 × 3 neighbourhood,
  /// cut at the border, holds more than one colour.
  static func isEdge(_ picture: Bitmap, _ x: Int, _ y: Int) -> Bool {
    let centre = picture[x, y]
    for ny in max(y - 1, 0)...min(y + 1, picture.height - 1) {
      for nx in max(x - 1, 0)...min(x + 1, picture.width - 1) where picture[nx, ny] != centre {
        return true
      }
    }
    return false
  }

  /// The largest of the four channels' differences.
  static func difference(_ a: RGBA8, _ b: RGBA8) -> Int {
    max(
      abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
      abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
  }

  /// The goal for a picture without text: mean edge difference at most 2, largest
  /// at most 16.
  var meetsGoal: Bool { sameSize && edgeMean <= 2 && edgeMax <= 16 }
}
