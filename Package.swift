// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Designable",
  products: [
    .library(name: "Raster", targets: ["Raster"]),
    .library(name: "PNGCodec", targets: ["PNGCodec"]),
    .executable(name: "designable", targets: ["designable"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // C system libraries: libpng for decoding, zlib for deflate and CRC.
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]
    ),

    // Pixels and (later) geometry, paths and the rasterizer. Standard library only.
    .target(name: "Raster"),

    // PNG decoding and encoding: the only target that imports CLibPNG.
    .target(name: "PNGCodec", dependencies: ["Raster", "CLibPNG"]),

    // The `designable` command set, as a library so that a user's own executable can
    // register its components and reuse every command.
    .target(
      name: "DesignableCLI",
      dependencies: [
        "PNGCodec",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "designable", dependencies: ["DesignableCLI"]),

    .testTarget(name: "RasterTests", dependencies: ["Raster"]),
    .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec"]),
    .testTarget(name: "DesignableCLITests", dependencies: ["DesignableCLI", "PNGCodec"]),
  ]
)
