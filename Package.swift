// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Bento",
    products: [
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Rasterizer", targets: ["Rasterizer"]),
        .library(name: "Components", targets: ["Components"]),
        .library(name: "ImageSnapshots", targets: ["ImageSnapshots"]),
        .library(name: "ImageSnapshotsStrategy", targets: ["ImageSnapshotsStrategy"]),
        .executable(name: "gallery", targets: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // C libraries, found through pkg-config. Only Rasterizer imports them.
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),

        // The pipeline: DesignTokens -> Layout / Rasterizer -> Components -> ImageSnapshots -> Gallery.
        .target(name: "DesignTokens", resources: [.process("Resources")]),
        .target(name: "Layout"),
        .target(
            name: "Rasterizer",
            dependencies: ["DesignTokens", "CLibPNG", "CZlib", "CFreeType", "CHarfBuzz"]),
        .target(
            name: "Components",
            dependencies: ["DesignTokens", "Layout", "Rasterizer"]),
        .target(
            name: "ImageSnapshots",
            dependencies: ["DesignTokens", "Rasterizer", "Components"]),
        // A swift-snapshot-testing strategy, separate so the core does not depend on that library.
        .target(
            name: "ImageSnapshotsStrategy",
            dependencies: ["ImageSnapshots", "Components", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .executableTarget(
            name: "Gallery",
            dependencies: [
                "Components", "ImageSnapshots", "Rasterizer", "DesignTokens", "Layout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens"]),
        .testTarget(
            name: "LayoutTests",
            dependencies: ["Layout", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "RasterizerTests", dependencies: ["Rasterizer"]),
        .testTarget(
            name: "ComponentsTests",
            dependencies: ["Components", .product(name: "PropertyBased", package: "swift-property-based")]),
        // The W5 fixtures are read from the source tree by path.
        .testTarget(name: "ImageSnapshotsTests", dependencies: ["ImageSnapshots"], exclude: ["Fixtures"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "Components", "Rasterizer", "DesignTokens"]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "Components", "ImageSnapshots", "ImageSnapshotsStrategy",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
