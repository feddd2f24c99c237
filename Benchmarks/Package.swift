// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BentoBenchmarks",
    dependencies: [
        .package(name: "Bento", path: ".."),
        .package(name: "DesignSystem", path: "../Examples/DesignSystem"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        .executableTarget(
            name: "bento-bench",
            dependencies: [
                .product(name: "Rasterizer", package: "Bento"),
                .product(name: "DesignTokens", package: "Bento"),
                .product(name: "Layout", package: "Bento"),
                .product(name: "Components", package: "Bento"),
                .product(name: "ImageSnapshots", package: "Bento"),
                .product(name: "DesignFiles", package: "Bento"),
                .product(name: "GalleryEngine", package: "Bento"),
                .product(name: "ComponentCatalogue", package: "Bento"),
                .product(name: "BrandCheckout", package: "DesignSystem"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "SwiftUI", package: "Bento"),
            ]),
        .executableTarget(
            name: "catalogue-scale",
            dependencies: [
                .product(name: "GalleryKit", package: "Bento"), .product(name: "ComponentCatalogue", package: "Bento"),
                .product(name: "Components", package: "Bento"), .product(name: "SwiftUI", package: "Bento"),
            ]),
    ]
)
