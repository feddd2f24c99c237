// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for the decoders of untrusted input: PNG bytes, token files, snapshot
// names, accessibility records, the review server's requests, CI artifact zips, animated PNG references, symbol graphs, String Catalogs, .stringsdict files and saved Figma answers. Built with `-sanitize=fuzzer,address` by `scripts/fuzz`, which also runs them.
let package = Package(
    name: "BentoFuzz",
    dependencies: [.package(name: "Bento", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(name: "fuzz-png", dependencies: ["FuzzDriver", .product(name: "Rasterizer", package: "Bento")]),
        .executableTarget(name: "fuzz-apng", dependencies: ["FuzzDriver", .product(name: "Rasterizer", package: "Bento")]),
        .executableTarget(name: "fuzz-tokens", dependencies: ["FuzzDriver", .product(name: "DesignTokens", package: "Bento")]),
        .executableTarget(name: "fuzz-names", dependencies: ["FuzzDriver", .product(name: "ImageSnapshots", package: "Bento")]),
        .executableTarget(name: "fuzz-records", dependencies: ["FuzzDriver", .product(name: "ImageSnapshots", package: "Bento")]),
        .executableTarget(
            name: "fuzz-review",
            dependencies: ["FuzzDriver", .product(name: "SnapshotReview", package: "Bento"), .product(name: "ImageSnapshots", package: "Bento")]),
        .executableTarget(
            name: "fuzz-archive",
            dependencies: ["FuzzDriver", .product(name: "GalleryKit", package: "Bento"), .product(name: "ComponentCatalogue", package: "Bento")]),
        .executableTarget(name: "fuzz-strings", dependencies: ["FuzzDriver", .product(name: "ComponentCatalogue", package: "Bento")]),
        .executableTarget(name: "fuzz-stringsdict", dependencies: ["FuzzDriver", .product(name: "ComponentCatalogue", package: "Bento")]),
        .executableTarget(
            name: "fuzz-design", dependencies: ["FuzzDriver", .product(name: "DesignFiles", package: "Bento"), .product(name: "Rasterizer", package: "Bento")]),
        .executableTarget(
            name: "fuzz-symbols",
            dependencies: ["FuzzDriver", .product(name: "GalleryKit", package: "Bento"), .product(name: "ComponentCatalogue", package: "Bento")]),
    ]
)
