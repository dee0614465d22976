// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Designable",
  products: [
    .library(name: "Raster", targets: ["Raster"]),
    .library(name: "PNGCodec", targets: ["PNGCodec"]),
    .library(name: "ImageDiff", targets: ["ImageDiff"]),
    .library(name: "Typesetting", targets: ["Typesetting"]),
    .executable(name: "designable", targets: ["designable"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // C system libraries: libpng for decoding, zlib for deflate and CRC.
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]
    ),

    // FreeType for unhinted glyph outlines, HarfBuzz for shaping.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),

    // Fonts, shaping, line layout and text drawing on a Raster canvas.
    .target(name: "Typesetting", dependencies: ["Raster", "CFreeType", "CHarfBuzz"]),

    // Pixels and (later) geometry, paths and the rasterizer. Standard library only.
    .target(name: "Raster"),

    // PNG decoding and encoding: the only target that imports CLibPNG.
    .target(name: "PNGCodec", dependencies: ["Raster", "CLibPNG"]),

    // Comparing two images under tolerances, with a diff picture. Depends on Raster only.
    .target(name: "ImageDiff", dependencies: ["Raster"]),

    // Snapshot assertions over swift-snapshot-testing: strategies, record modes, the run summary.
    .target(
      name: "DesignableTesting",
      dependencies: [
        "Raster", "PNGCodec", "ImageDiff",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),

    // The `designable` command set, as a library so that a user's own executable can
    // register its components and reuse every command.
    .target(
      name: "DesignableCLI",
      dependencies: [
        "PNGCodec",
        "ImageDiff",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "designable", dependencies: ["DesignableCLI"]),
    .executableTarget(name: "scene-replay", dependencies: ["Raster", "PNGCodec"]),
    .executableTarget(
      name: "text-benchmark", dependencies: ["Typesetting", "Raster"],
      path: "Benchmarks/text-benchmark", exclude: ["cairo_text.c"]),
    .executableTarget(
      name: "png-benchmark", dependencies: ["PNGCodec", "Raster"], path: "Benchmarks/png-benchmark"),

    .testTarget(
      name: "RasterTests", dependencies: ["Raster", "PNGCodec"], exclude: ["__Fixtures__"]),
    .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec"]),
    .testTarget(
      name: "TypesettingTests", dependencies: ["Typesetting", "Raster", "PNGCodec"],
      exclude: ["__Fixtures__"]),
    .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Raster"]),
    .testTarget(
      name: "DesignableTestingTests",
      dependencies: [
        "DesignableTesting", "PNGCodec", "Raster", "ImageDiff",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(name: "DesignableCLITests", dependencies: ["DesignableCLI", "PNGCodec", "Raster"]),
  ]
)
