// swift-tools-version: 6.1
import PackageDescription

// A scratch package for PreviewDiscoveryPackageTests: previews in two modules and a test target,
// found without a list; BENTO_PATH is replaced by the repository's path when the test copies it.
let package = Package(
    name: "Discovery",
    products: [
        .executable(name: "discovery-gallery", targets: ["discovery-gallery"]),
        .executable(name: "discovery-list", targets: ["discovery-list"]),
    ],
    dependencies: [.package(name: "Bento", path: "BENTO_PATH")],
    targets: [
        .target(
            name: "Cards",
            dependencies: [.product(name: "Components", package: "Bento"), .product(name: "CataloguePreviews", package: "Bento")]),
        .target(
            name: "Forms",
            dependencies: [.product(name: "Components", package: "Bento"), .product(name: "CataloguePreviews", package: "Bento")]),
        .executableTarget(name: "discovery-gallery", dependencies: ["Cards", "Forms", .product(name: "GalleryKit", package: "Bento")]),
        // A preview written as #Preview expands, and an executable that lists and draws the previews it
        // links without GalleryKit: the release build, which compiles no swift-syntax.
        .target(name: "Expanded", dependencies: [.product(name: "Components", package: "Bento"), .product(name: "ComponentCatalogue", package: "Bento")]),
        .executableTarget(
            name: "discovery-list",
            dependencies: [
                "Expanded", .product(name: "ComponentCatalogue", package: "Bento"), .product(name: "Components", package: "Bento"),
                .product(name: "Rasterizer", package: "Bento"),
            ]),
        .testTarget(
            name: "DiscoveryTests",
            dependencies: ["Cards", .product(name: "CataloguePreviews", package: "Bento"), .product(name: "CatalogueTesting", package: "Bento")]),
    ]
)
