import Testing

@testable import Raster

/// Holds every shortcut of the renderer (`_RasterShortcuts`) to the general path: seeded
/// random scenes (`RandomScenes`, blending edges by coverage as renders of views do, and by
/// region) and the golden scenes, drawn with each shortcut on alone (beside those it needs,
/// `prerequisites`) against the same without it, and with every shortcut on against none.
/// Where a shortcut claims identical bytes it must draw them when edges blend by coverage;
/// everywhere else it must stay within its stated bound.
@Suite struct ShortcutDifferentialTests {
  /// How far a shortcut may stray from the general path over a set of scenes: the largest
  /// difference in any channel, and how many pixels differ at all.
  struct Bound: CustomStringConvertible {
    var channel: Int
    var pixels: Int
    static let identical = Bound(channel: 0, pixels: 0)
    var description: String { "channel ≤ \(channel), ≤ \(pixels) pixels" }
  }

  /// What a shortcut claims: over the scenes blending by coverage, and over those blending
  /// by region (the golden scenes among them).
  struct Claim {
    var coverage: Bound
    var region: Bound
  }

  /// The claims (see `_RasterShortcuts`), as measured over these scenes. Blending by
  /// region samples a pixel from the edge chords the sweep reports, which refined pixels
  /// lack: a shortcut that refines fewer pixels blends more of them by region.
  static let claims: [_RasterShortcuts: Claim] = [
    .strokesArcs: Claim(
      coverage: Bound(channel: 2, pixels: 300), region: Bound(channel: 3, pixels: 400)),
    .hintsRingsAndBands: Claim(
      coverage: Bound(channel: 1, pixels: 20), region: Bound(channel: 1, pixels: 10)),
    .removesDetours: Claim(
      coverage: Bound(channel: 1, pixels: 10), region: Bound(channel: 1, pixels: 20)),
    .classifiesWinding: Claim(
      coverage: Bound(channel: 3, pixels: 400), region: Bound(channel: 5, pixels: 550)),
    .resolvesCrossings: Claim(
      coverage: Bound(channel: 4, pixels: 60), region: Bound(channel: 4, pixels: 150)),
    // Fills halved as Core Graphics does (chords flat to 0.068 px) leave mirrored halves
    // that differ by a level at more pixels: 31 and 12 by coverage where 20 and 10 were.
    .mirrorsAcrossRows: Claim(
      coverage: Bound(channel: 1, pixels: 40), region: Bound(channel: 1, pixels: 50)),
    .mirrorsAcrossColumns: Claim(
      coverage: Bound(channel: 1, pixels: 20), region: Bound(channel: 1, pixels: 80)),
    .searchesComplexCells: Claim(
      coverage: Bound(channel: 3, pixels: 1400), region: Bound(channel: 20, pixels: 1600)),
  ]

  /// The claim of `shortcut`: identical bytes either way unless stated above.
  static func claim(_ shortcut: _RasterShortcuts) -> Claim {
    claims[shortcut] ?? Claim(coverage: .identical, region: .identical)
  }

  /// Every shortcut together against none: within the sum of the bounds.
  static let allClaim = Claim(
    coverage: Bound(channel: 4, pixels: 1700), region: Bound(channel: 20, pixels: 2100))

  static let randomSceneCount = 200

  /// The scenes, in two halves run side by side: the golden scenes and the seeded ones,
  /// every other one blending by region.
  static func scenes(half: Int) -> [GoldenScene] {
    let random = (0..<UInt64(randomSceneCount)).filter { Int($0 % 2) == half }.map {
      RandomScenes.scene(seed: 0x5EED + $0, byRegion: $0 % 4 < 2)
    }
    return (half == 0 ? GoldenScene.all : []) + random
  }

  /// What two renders of a set of scenes differ by: the pixels compared, those differing,
  /// the largest channel difference and the scene holding it.
  struct Difference: CustomStringConvertible {
    var pixels = 0
    var differing = 0
    var channel = 0
    var worstScene = ""
    var scenes = 0

    var description: String {
      "\(differing) of \(pixels) pixels in \(scenes) scenes, channel up to \(channel)"
        + (worstScene.isEmpty ? "" : " (\(worstScene))")
    }

    func within(_ bound: Bound) -> Bool { channel <= bound.channel && differing <= bound.pixels }

    mutating func add(_ a: Bitmap, _ b: Bitmap, scene: String) {
      pixels += a.pixelCount
      var sceneDiffers = false
      for i in stride(from: 0, to: min(a.bytes.count, b.bytes.count), by: 4) {
        // Premultiplied, as the canvas keeps pixels: a bitmap's colours are divided by the
        // alpha, which turns a level of alpha 1 against 2 into 128 levels of colour.
        let pa = PremultipliedRGBA8(Self.color(a, at: i))
        let pb = PremultipliedRGBA8(Self.color(b, at: i))
        let d = max(
          abs(Int(pa.red) - Int(pb.red)), abs(Int(pa.green) - Int(pb.green)),
          abs(Int(pa.blue) - Int(pb.blue)), abs(Int(pa.alpha) - Int(pb.alpha)))
        guard a.bytes[i..<(i + 4)] != b.bytes[i..<(i + 4)] else { continue }
        differing += 1
        sceneDiffers = true
        if d > channel {
          channel = d
          worstScene = scene
        }
      }
      if a.bytes.count != b.bytes.count { differing += a.pixelCount }
      if sceneDiffers { scenes += 1 }
    }

    /// The straight colour whose channels start at byte `i` of `bitmap`.
    static func color(_ bitmap: Bitmap, at i: Int) -> RGBA8 {
      RGBA8(
        red: bitmap.bytes[i], green: bitmap.bytes[i + 1], blue: bitmap.bytes[i + 2],
        alpha: bitmap.bytes[i + 3])
    }
  }

  static func render(_ scene: GoldenScene, _ shortcuts: _RasterShortcuts) -> Bitmap {
    _RasterShortcuts.$current.withValue(shortcuts) { scene.render() } ?? Bitmap(width: 0, height: 0)
  }

  /// Each member alone (beside its prerequisites), then every one, with the set each is
  /// compared with.
  static let comparisons: [(name: String, on: _RasterShortcuts, off: _RasterShortcuts)] =
    _RasterShortcuts.members.map {
      (
        $0.name, $0.shortcut.union($0.shortcut.prerequisites),
        $0.shortcut.prerequisites
      )
    } + [("all", .all, [])]

  /// The differences of every comparison over the scenes of `half`, blending by coverage
  /// and by region, each set of shortcuts rendered once per scene.
  static func differences(half: Int) -> [(coverage: Difference, region: Difference)] {
    var result = Array(repeating: (Difference(), Difference()), count: comparisons.count)
    for scene in scenes(half: half) {
      var renders: [_RasterShortcuts: Bitmap] = [:]
      func rendered(_ s: _RasterShortcuts) -> Bitmap {
        if let bitmap = renders[s] { return bitmap }
        let bitmap = render(scene, s)
        renders[s] = bitmap
        return bitmap
      }
      let byRegion = !scene.name.hasSuffix("-coverage")
      for (i, comparison) in comparisons.enumerated() {
        let (a, b) = (rendered(comparison.on), rendered(comparison.off))
        if byRegion {
          result[i].1.add(a, b, scene: scene.description)
        } else {
          result[i].0.add(a, b, scene: scene.description)
        }
      }
    }
    return result
  }

  @Test func everyShortcutKeepsItsClaim() async throws {
    async let first = ShortcutDifferentialTests.differences(half: 0)
    async let second = ShortcutDifferentialTests.differences(half: 1)
    let (a, b) = await (first, second)
    let count =
      ShortcutDifferentialTests.scenes(half: 0).count
      + ShortcutDifferentialTests.scenes(half: 1).count
    for (i, comparison) in ShortcutDifferentialTests.comparisons.enumerated() {
      var coverage = a[i].coverage
      var region = a[i].region
      coverage.merge(b[i].coverage)
      region.merge(b[i].region)
      let claim =
        comparison.name == "all"
        ? ShortcutDifferentialTests.allClaim
        : ShortcutDifferentialTests.claim(comparison.on.subtracting(comparison.off))
      #expect(coverage.within(claim.coverage), "\(comparison.name) by coverage: \(coverage)")
      #expect(region.within(claim.region), "\(comparison.name) by region: \(region)")
      print(
        "shortcut \(comparison.name) over \(count) scenes: by coverage \(coverage); by region "
          + "\(region)")
    }
  }

  /// The scenes differ from one another (a few may draw only their background) and draw
  /// something: a generator that drew nothing would let every claim pass.
  @Test func randomScenesDrawDifferentPictures() {
    var seen = Set<[UInt8]>()
    var blank = 0
    let scenes = (0..<UInt64(40)).map { RandomScenes.scene(seed: 0x5EED + $0, byRegion: false) }
    for scene in scenes {
      let bitmap = ShortcutDifferentialTests.render(scene, .all)
      seen.insert(bitmap.bytes)
      let reds = Set(stride(from: 0, to: bitmap.bytes.count, by: 4).map { bitmap.bytes[$0] })
      if reds.count < 3 { blank += 1 }
    }
    #expect(seen.count >= 36)
    #expect(blank < 8)
  }
}

extension ShortcutDifferentialTests.Difference {
  mutating func merge(_ other: Self) {
    pixels += other.pixels
    differing += other.differing
    scenes += other.scenes
    if other.channel > channel {
      channel = other.channel
      worstScene = other.worstScene
    }
  }
}
