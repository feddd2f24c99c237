// swift-tools-version: 6.1
import PackageDescription

// Two benchmark tools, so the kernels' figures need no macro library: bento-bench (Bento's own
// modules) and bento-bench-screens (the example's screens, which use `#Preview`, and SwiftUI views).
// catalogue-scale and catalogue-scale-swiftui likewise.
let package = Package(
    name: "BentoBenchmarks",
    dependencies: [
        .package(name: "Bento", path: ".."),
        .package(name: "DesignSystem", path: "../Examples/DesignSystem"),
    ],
    targets: [
        // SHA-256 for the workloads' checks, from OpenSSL's libcrypto (Bento links it already).
        .systemLibrary(name: "CBenchCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .target(name: "BenchHarness", dependencies: ["CBenchCrypto"]),
        .executableTarget(
            name: "bento-bench",
            dependencies: [
                "BenchHarness",
                .product(name: "Rasterizer", package: "Bento"),
                .product(name: "DesignTokens", package: "Bento"),
                .product(name: "Layout", package: "Bento"),
                .product(name: "Components", package: "Bento"),
                .product(name: "ImageSnapshots", package: "Bento"),
            ]),
        .executableTarget(
            name: "bento-bench-screens",
            dependencies: [
                "BenchHarness",
                .product(name: "Rasterizer", package: "Bento"),
                .product(name: "DesignTokens", package: "Bento"),
                .product(name: "Components", package: "Bento"),
                .product(name: "DesignFiles", package: "Bento"),
                .product(name: "GalleryEngine", package: "Bento"),
                .product(name: "ComponentCatalogue", package: "Bento"),
                .product(name: "BrandCheckout", package: "DesignSystem"),
                .product(name: "SwiftUI", package: "Bento"),
            ]),
        // The synthetic catalogue of Design Library rows (catalogue_scale.sh, store_scale.sh).
        .target(
            name: "ScaleCatalogue",
            dependencies: [
                .product(name: "ComponentCatalogue", package: "Bento"), .product(name: "Components", package: "Bento"),
                .product(name: "DesignTokens", package: "Bento"),
            ]),
        .executableTarget(
            name: "catalogue-scale",
            dependencies: [
                "ScaleCatalogue", .product(name: "GalleryKit", package: "Bento"), .product(name: "ComponentCatalogue", package: "Bento"),
                .product(name: "Components", package: "Bento"),
            ]),
        // The same rows written in SwiftUI (BENTO_SCALE_KIND=swiftui before).
        .executableTarget(
            name: "catalogue-scale-swiftui",
            dependencies: [
                "ScaleCatalogue", .product(name: "GalleryKit", package: "Bento"), .product(name: "Components", package: "Bento"),
                .product(name: "SwiftUI", package: "Bento"),
            ]),
    ]
)
