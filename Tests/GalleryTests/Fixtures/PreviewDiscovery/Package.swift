// swift-tools-version: 6.1
import PackageDescription

// A scratch package for PreviewDiscoveryPackageTests: previews in two modules and a test target,
// found without a list; BENTO_PATH is replaced by the repository's path when the test copies it.
let package = Package(
    name: "Discovery",
    products: [.executable(name: "discovery-gallery", targets: ["discovery-gallery"])],
    dependencies: [.package(name: "Bento", path: "BENTO_PATH")],
    targets: [
        .target(
            name: "Cards",
            dependencies: [.product(name: "Components", package: "Bento"), .product(name: "CataloguePreviews", package: "Bento")]),
        .target(
            name: "Forms",
            dependencies: [.product(name: "Components", package: "Bento"), .product(name: "CataloguePreviews", package: "Bento")]),
        .executableTarget(name: "discovery-gallery", dependencies: ["Cards", "Forms", .product(name: "GalleryKit", package: "Bento")]),
        .testTarget(
            name: "DiscoveryTests",
            dependencies: ["Cards", .product(name: "CataloguePreviews", package: "Bento"), .product(name: "GalleryKit", package: "Bento")]),
    ]
)
