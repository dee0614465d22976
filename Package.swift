// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Designable",
  products: [
    .library(name: "Raster", targets: ["Raster"]),
    .library(name: "PNGCodec", targets: ["PNGCodec"]),
    .library(name: "ImageDiff", targets: ["ImageDiff"]),
    .library(name: "Typesetting", targets: ["Typesetting"]),
    .library(name: "Components", targets: ["Components"]),
    .library(name: "IBDocument", targets: ["IBDocument"]),
    .library(name: "DesignableUIKit", targets: ["DesignableUIKit"]),
    .library(name: "DesignableChecks", targets: ["DesignableChecks"]),
    .library(name: "DesignableTesting", targets: ["DesignableTesting"]),
    .library(name: "DesignableCLI", targets: ["DesignableCLI"]),
    .library(name: "DesignableExamples", targets: ["DesignableExamples"]),
    .executable(name: "designable", targets: ["designable"]),
    .executable(name: "designable-examples", targets: ["designable-examples"]),
    .plugin(name: "DesignablePlugin", targets: ["DesignablePlugin"]),
    .plugin(name: "DesignableAdapterPlugin", targets: ["DesignableAdapterPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Exact: RecordMode reads its configuration through SPI (`SnapshotTestingConfiguration
    // .current`), which may change in any release.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
  ],
  targets: [
    // C system libraries: libpng and zlib for PNG; FreeType for glyph outlines; HarfBuzz
    // for shaping. Each is a module map and a shim header.
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),

    // Pixels, geometry, paths and the deterministic rasterizer. Standard library only.
    .target(name: "Raster"),
    // PNG decoding and encoding: the only target that imports CLibPNG.
    .target(name: "PNGCodec", dependencies: ["Raster", "CLibPNG"]),
    // Comparing two images under tolerances, with a diff picture.
    .target(name: "ImageDiff", dependencies: ["Raster"]),
    // Fonts, shaping, line layout and text drawing on a Raster canvas.
    .target(name: "Typesetting", dependencies: ["Raster", "CFreeType", "CHarfBuzz"]),
    // The component model: views, layers, attributes, the coder and the three lifecycle paths.
    .target(name: "Components", dependencies: ["Raster", "PNGCodec", "Typesetting"]),
    // UIKit's, Core Animation's and Core Graphics' names and API over the component model, so
    // that a component's UIKit source compiles unchanged; `UINib` reads .xib files with
    // IBDocument.
    .target(
      name: "DesignableUIKit",
      dependencies: ["Components", "IBDocument", "Raster", "Typesetting", "PNGCodec"]),
    // Reading .xib and .storyboard documents into attribute sets and coders.
    .target(name: "IBDocument", dependencies: ["Components"]),
    // The divergence checker, the snapshot verifier, the run record and summary and the HTML
    // report: what tests and the command line share. No test library (XCTest, Testing,
    // SnapshotTesting), so that the `designable` executable links none.
    .target(
      name: "DesignableChecks",
      dependencies: ["Raster", "PNGCodec", "ImageDiff", "Typesetting", "Components"]),
    // Snapshot assertions and strategies for XCTest and Swift Testing, and record modes, on
    // swift-snapshot-testing and DesignableChecks (which it re-exports).
    .target(
      name: "DesignableTesting",
      dependencies: [
        "DesignableChecks", "Raster", "PNGCodec", "ImageDiff", "Components",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // The `designable` command set, as a library, so that a project's own executable can
    // register its components and reuse every command.
    .target(
      name: "DesignableCLI",
      dependencies: [
        "PNGCodec", "ImageDiff", "Components", "DesignableChecks", "IBDocument",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The example components: the seed articles' components and one flawed variant per finding.
    .target(
      name: "DesignableExamples", dependencies: ["Components", "DesignableUIKit", "Raster"],
      plugins: ["DesignablePlugin"]),

    .executableTarget(name: "designable", dependencies: ["DesignableCLI"]),
    .executableTarget(
      name: "designable-examples",
      dependencies: ["DesignableCLI", "DesignableExamples", "DesignableChecks"]),
    .executableTarget(name: "scene-replay", dependencies: ["Raster", "PNGCodec"]),

    // Registering components: finds @IBDesignable classes and @IBInspectable properties in a
    // target's sources (parsed, not type-checked) and writes the target's registrations.
    .target(
      name: "DesignableRegistrationsGenerator",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(
      name: "designable-registrations", dependencies: ["DesignableRegistrationsGenerator"]),
    .plugin(
      name: "DesignablePlugin", capability: .buildTool(),
      dependencies: ["designable-registrations"]),
    // Adapting UIKit sources: rewrites what only Objective-C interoperability compiles
    // (`@objc`, `#selector`, optional protocol requirements, `import UIKit`) in a target's
    // files, keeping their lines, so that they compile unchanged off Apple platforms.
    .target(
      name: "DesignableSourceAdapter",
      dependencies: [
        "DesignableRegistrationsGenerator",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(name: "designable-adapt", dependencies: ["DesignableSourceAdapter"]),
    .plugin(
      name: "DesignableAdapterPlugin", capability: .buildTool(),
      dependencies: ["designable-registrations", "designable-adapt"]),

    // Benchmarks that print figures (run in release; see the scripts in Scripts/).
    .executableTarget(
      name: "png-benchmark", dependencies: ["PNGCodec", "Raster"],
      path: "Benchmarks/png-benchmark"),
    .executableTarget(
      name: "text-benchmark", dependencies: ["Typesetting", "Raster"],
      path: "Benchmarks/text-benchmark", exclude: ["cairo_text.c"]),
    .executableTarget(
      name: "diff-benchmark", dependencies: ["ImageDiff", "PNGCodec", "Raster"],
      path: "Benchmarks/diff-benchmark"),
    .executableTarget(
      name: "snapshot-benchmark",
      dependencies: [
        "Components", "DesignableExamples", "DesignableTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      path: "Benchmarks/snapshot-benchmark"),
    .executableTarget(
      name: "suite-benchmark",
      dependencies: ["Components", "DesignableExamples", "DesignableTesting"],
      path: "Benchmarks/suite-benchmark"),
    .executableTarget(
      name: "component-benchmark",
      dependencies: [
        "Components", "DesignableExamples", "DesignableTesting", "Raster",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      path: "Benchmarks/component-benchmark"),

    // Helpers shared by test targets: the seeded generator.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "RasterTests", dependencies: ["Raster", "PNGCodec", "TestSupport"],
      exclude: ["__Fixtures__"]),
    .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "TestSupport"]),
    .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Raster", "TestSupport"]),
    .testTarget(
      name: "TypesettingTests", dependencies: ["Typesetting", "Raster", "PNGCodec"],
      exclude: ["__Fixtures__"]),
    .testTarget(name: "ComponentsTests", dependencies: ["Components", "Raster"]),
    .testTarget(
      name: "DesignableUIKitTests", dependencies: ["DesignableUIKit", "DesignableChecks"]),
    .testTarget(
      name: "IBDocumentTests", dependencies: ["IBDocument", "Components", "TestSupport"]),
    .testTarget(
      name: "DesignableTestingTests",
      dependencies: [
        "DesignableTesting", "DesignableChecks", "PNGCodec", "Raster", "ImageDiff", "Components",
        "IBDocument",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .testTarget(
      name: "DesignableExamplesTests",
      dependencies: [
        "DesignableExamples", "DesignableTesting", "Components", "Raster", "PNGCodec",
        "ImageDiff",
      ]),
    .testTarget(
      name: "DesignableRegistrationsGeneratorTests",
      dependencies: [
        "DesignableRegistrationsGenerator",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // Components in UIKit spelling, registered by the plugin as a user's target would be.
    .testTarget(
      name: "DesignablePluginTests", dependencies: ["DesignableUIKit", "Components"],
      plugins: ["DesignablePlugin"]),
    // A component as an iOS project has it (`Component/`), adapted and compiled by the
    // adapter's plugin; the target itself compiles only the tests.
    .testTarget(
      name: "DesignableAdapterPluginTests",
      dependencies: ["DesignableUIKit", "Components", "Raster"],
      sources: ["AdaptedComponentTests.swift"], plugins: ["DesignableAdapterPlugin"]),
    // A component written for Swift 4 (UIKit's names before 4.2), adapted by the plugin and
    // compiled in Swift 4 mode, as a podspec's `swift_version = '4.0'` builds it on iOS.
    .testTarget(
      name: "Swift4ComponentTests",
      dependencies: ["DesignableUIKit", "Components"],
      sources: ["Swift4NameTests.swift", "Swift4ComponentTests.swift"],
      swiftSettings: [.swiftLanguageMode(.v4)], plugins: ["DesignableAdapterPlugin"]),
    .testTarget(
      name: "DesignableSourceAdapterTests",
      dependencies: [
        "DesignableSourceAdapter", "DesignableRegistrationsGenerator",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // A component whose content comes from a .xib beside it, embedded by the plugin.
    .testTarget(
      name: "NibLoadingTests",
      dependencies: ["DesignableUIKit", "DesignableTesting", "Components"],
      plugins: ["DesignablePlugin"]),
    .testTarget(
      name: "DesignableCLITests",
      dependencies: [
        "DesignableCLI", "DesignableTesting", "DesignableExamples", "IBDocument", "Components",
        "PNGCodec", "Raster", "ImageDiff",
      ]),
  ]
)

#if !canImport(Darwin)
  // Off Apple platforms, empty QuartzCore, CoreImage and CoreGraphics modules let a
  // component's own `import QuartzCore`, `import CoreImage` or `import CoreGraphics` compile
  // unchanged beside the import switch: DesignableUIKit, which depends on them, gives the
  // names they would bring. `_Testing_CoreImage` and `_Testing_CoreGraphics` are the Testing
  // library's overlays for Core Image and Core Graphics, which it looks for in a file that
  // imports it and one of them: empty, as there is nothing for them to add here.
  package.targets += [
    .systemLibrary(name: "QuartzCore"), .systemLibrary(name: "CoreImage"),
    .systemLibrary(name: "_Testing_CoreImage"), .systemLibrary(name: "CoreGraphics"),
    .systemLibrary(name: "_Testing_CoreGraphics"),
  ]
  for target in package.targets where target.name == "DesignableUIKit" {
    target.dependencies += [
      "QuartzCore", "CoreImage", "_Testing_CoreImage", "CoreGraphics", "_Testing_CoreGraphics",
    ]
  }
#endif
