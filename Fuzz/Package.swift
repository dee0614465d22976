// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "DesignableFuzz",
  dependencies: [
    .package(name: "Designable", path: "..")
  ],
  targets: [
    // libFuzzer entry point: decode, re-encode, decode again, compare pixels.
    .executableTarget(
      name: "PNGDecodeFuzzer",
      dependencies: [.product(name: "PNGCodec", package: "Designable")]
    ),
    // libFuzzer entry point: read bytes as an IB document; a document or an error, never a trap.
    .executableTarget(
      name: "IBDocumentFuzzer",
      dependencies: [.product(name: "IBDocument", package: "Designable")]
    ),
    // libFuzzer entry point: the command line's parsing and validation, and `diff`'s options
    // applied to a small comparison.
    .executableTarget(
      name: "CLIOptionsFuzzer",
      dependencies: [
        .product(name: "DesignableCLI", package: "Designable"),
        .product(name: "ImageDiff", package: "Designable"),
        .product(name: "Raster", package: "Designable"),
      ]
    ),
  ]
)
