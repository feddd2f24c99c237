// swift-tools-version: 6.1
import PackageDescription

// The "choose pharmacy type" screen of Bento's guide, as a package that depends on Bento by
// path: proof that the library works as a dependency.
let package = Package(
    name: "PharmacyType",
    products: [
        .library(name: "PharmacyType", targets: ["PharmacyType"]),
        .executable(name: "render-pharmacy-type", targets: ["render-pharmacy-type"]),
    ],
    dependencies: [
        .package(name: "Bento", path: "../.."),
    ],
    targets: [
        .target(
            name: "PharmacyType",
            dependencies: [.product(name: "Components", package: "Bento"), .product(name: "DesignTokens", package: "Bento")]),
        .executableTarget(
            name: "render-pharmacy-type",
            dependencies: ["PharmacyType", .product(name: "Components", package: "Bento"), .product(name: "Rasterizer", package: "Bento")]),
        .testTarget(
            name: "PharmacyTypeTests",
            dependencies: ["PharmacyType", .product(name: "ImageSnapshots", package: "Bento"), .product(name: "CatalogueTesting", package: "Bento"), .product(name: "Components", package: "Bento")]),
    ]
)
